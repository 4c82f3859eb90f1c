import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { LiveDetailReply, LiveListReply } from '@meedu/contract';
import { DEMO, apiCall, apiGet, passwordLogin } from '../support/api.ts';
import { expectLater, trackPageErrors } from '../support/browser.ts';
import { browserSuite } from '../support/suite.ts';

const baseURL = inject('baseURL');
const SECOND = { mobile: '13900000001', password: 'meedu123' } as const;
const suite = browserSuite();

/** A page of a new browser context with the member's token stored before the app starts. */
async function memberPage(token: string): Promise<Page> {
  const page = await suite.anotherPage({ token });
  trackPageErrors(page);
  return page;
}

const get = <T>(path: string, token?: string) => apiGet<T>(baseURL, path, token);

const console_ = (videoId: number, body: Record<string, unknown>) =>
  apiCall<[]>(baseURL, 'POST', `/__dev/live/${videoId}`, body);

/** The demo's live courses and the lessons of the first one matching `pick`, in one of `statuses`. */
async function lessonOf(pick: (c: LiveListReply['data']['data'][number]) => boolean, statuses: number[]) {
  const list = await get<LiveListReply>('/addons/zhibo/api/v1/courses?page=1&size=16');
  const course = list.data.data.find(pick);
  if (!course) throw new Error('demo live course missing');
  const detail = await get<LiveDetailReply>(`/addons/zhibo/api/v1/course/${course.id}`);
  const lesson = Object.values(detail.videos)
    .flat()
    .find((v) => statuses.includes(v.status));
  if (!lesson) throw new Error('demo lesson missing');
  return { course, lesson };
}

describe('live room', () => {
  it('two members chat; the console mutes one, opens a roll call that is signed and recorded', async () => {
    const one = await passwordLogin(baseURL, DEMO.mobile, DEMO.password);
    const two = await passwordLogin(baseURL, SECOND.mobile, SECOND.password);
    const secondId = (await get<{ id: number }>('/api/v2/member/detail', two)).id;
    // The free open class: its upcoming lesson is started from the teacher console, so both may enter.
    // The accessibility gate may have started it already: the suite's files share one server, in any order.
    const { lesson } = await lessonOf((c) => c.charge === 0 && c.status !== 2, [0, 1]);
    if (lesson.status === 0) expect((await console_(lesson.id, { action: 'start' })).code).toBe(0);

    const a = await memberPage(one);
    const b = await memberPage(two);
    await a.goto(`/live/video/${lesson.id}`);
    await b.goto(`/live/video/${lesson.id}`);
    await a.getByText('已加入聊天室').first().waitFor();
    await b.getByText('已加入聊天室').first().waitFor();
    await expect.poll(() => a.getByText('直播中').count()).toBeGreaterThan(0);

    const input = a.getByLabel('聊天内容');
    await input.fill('老师好，我是第一位同学');
    await input.press('Enter');
    await b.getByText('老师好，我是第一位同学').waitFor();
    expect(await input.inputValue()).toBe('');

    expect((await console_(lesson.id, { action: 'ban-user', user_id: secondId })).code).toBe(0);
    const muted = b.getByLabel('聊天内容');
    await expect.poll(() => muted.isDisabled()).toBe(true);
    expect(await muted.getAttribute('placeholder')).toBe('禁言状态下无法发布消息');
    await b.getByText('您已被禁言').waitFor();
    expect(await a.getByLabel('聊天内容').isDisabled()).toBe(false);

    expect((await console_(lesson.id, { action: 'sign-in', seconds: 60 })).code).toBe(0);
    await a.getByText('大家快来签到啦！').waitFor();
    await b.getByText('大家快来签到啦！').waitFor();
    await a.getByRole('button', { name: '点击签到' }).click();
    await a.getByText('签到成功').waitFor();
    await expect.poll(() => a.getByText('大家快来签到啦！').isVisible()).toBe(false);
    const html = await (await fetch(`${baseURL}/__dev/live?video_id=${lesson.id}`)).text();
    expect(html).toContain('最近一次签到：学习达人');
    expect(html).not.toContain('最近一次签到：学习达人、');
  }, 120_000);

  it('plays a replay and records its position', async () => {
    const one = await passwordLogin(baseURL, DEMO.mobile, DEMO.password);
    // An ended course whose lessons have replays (free, so any member may watch).
    const { lesson } = await lessonOf((c) => c.status === 2, [2]);
    const page = await memberPage(one);
    await page.goto(`/live/video/${lesson.id}`);
    await page.getByText('直播已结束，').waitFor();
    const recorded = expectLater(
      page.waitForRequest(
        (r) => r.method() === 'POST' && r.url().includes(`/video/${lesson.id}/vodWatchRecord`),
        { timeout: 60_000 },
      ),
    );
    await page.getByRole('button', { name: '点击回看' }).click();
    const video = page.getByTestId('live-replay');
    await video.waitFor();
    await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
    });
    const request = await recorded;
    const body = JSON.parse(request.postData() ?? '{}') as { duration: number };
    expect(body.duration).toBeGreaterThanOrEqual(10);
    const response = await request.response();
    expect(((await response?.json()) as { code: number }).code).toBe(0);
  }, 120_000);
});
