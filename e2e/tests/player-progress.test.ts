import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type {
  CourseDetailReply,
  CourseListItem,
  LaravelPage,
  LearnedVideo,
  PaperListReply,
  VideoItem,
} from '@meedu/contract';
import { freshMobile, smsLoginByApi } from '../support/accounts.ts';
import { apiCall, apiGet } from '../support/api.ts';
import { expectLater, trackPageErrors } from '../support/browser.ts';
import { browserSuite } from '../support/suite.ts';

const baseURL = inject('baseURL');
const suite = browserSuite();
let token = '';

beforeAll(async () => {
  token = await smsLoginByApi(baseURL, freshMobile('1581230'));
});

const get = <T>(path: string) => apiGet<T>(baseURL, path, token);
const courses = () => get<LaravelPage<CourseListItem>>('/api/v2/courses?page=1&page_size=16');
const mmss = (s: number) =>
  `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(Math.floor(s % 60)).padStart(2, '0')}`;
const videoTime = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentTime ?? -1);
const queued = (page: Page) => page.evaluate(() => localStorage.getItem('meedu-progress-queue'));

describe('times in the learner’s zone', () => {
  for (const timezoneId of ['Asia/Shanghai', 'America/New_York']) {
    it(`an order placed now reads 刚刚 or minutes ago in ${timezoneId}`, async () => {
      const paid = (await courses()).data.find((c) => c.charge > 0);
      if (!paid) throw new Error('no paid course in the demo data');
      const placed = await apiCall<{ order_id: string }>(
        baseURL,
        'POST',
        '/api/v2/order/course',
        { course_id: paid.id, promo_code: '' },
        token,
      );
      expect(placed.code).toBe(0);
      const page = await suite.newPage({ token, timezoneId });
      const errors = trackPageErrors(page);
      await page.goto('/member/orders');
      const row = page.getByRole('listitem').filter({ hasText: `订单编号：${placed.data.order_id}` });
      await row.waitFor();
      expect(await row.innerText()).toMatch(/刚刚|[1-5]分钟前/);
      expect(await row.innerText()).not.toMatch(/小时前/);
      expect(errors).toEqual([]);
    });
  }
});

describe('the paper runner in another zone', () => {
  it('opens a timed paper with its full time left, in Asia/Shanghai and in New York', async () => {
    const list = await get<PaperListReply>('/addons/Paper/api/v1/papers?page=1&page_size=50');
    const paper = list.data.data.find((x) => x.title === 'Python 语法基础测验');
    if (!paper) throw new Error('no demo paper');
    for (const timezoneId of ['Asia/Shanghai', 'America/New_York']) {
      const page = await suite.newPage({ token, timezoneId });
      await page.goto(`/exam/papers/detail/${paper.id}`);
      await page.getByRole('button', { name: '立即考试' }).click();
      await page.waitForURL(/\/exam\/papers\/play\?id=\d+&pid=\d+/);
      // The same attempt both times: the deadline is the server's, whatever zone the browser is in.
      await expect
        .poll(() => page.getByRole('timer', { name: '倒计时' }).textContent(), { timeout: 20_000 })
        .toMatch(/倒计时：00时(20|19|18)分/);
      expect(page.url()).toContain('/exam/papers/play');
    }
  });
});

describe('progress that is never lost', () => {
  let video: VideoItem | undefined;

  /** A video of a free course (the member may watch it) long enough to play a few seconds of. */
  async function freeVideo(): Promise<VideoItem> {
    for (const c of (await courses()).data.filter((x) => x.charge === 0 || x.is_free === 1)) {
      const detail = await get<CourseDetailReply>(`/api/v2/course/${c.id}`);
      const v = Object.values(detail.videos)
        .flat()
        .find((x) => x.duration >= 10 && x.ban_drag === 0);
      if (detail.isBuy && v) return v;
    }
    throw new Error('no free course video in the demo data');
  }

  const serverPosition = async (v: VideoItem) => {
    const rows = await get<LearnedVideo[]>(`/api/v3/member/learned/course/${v.course_id}`);
    return rows.find((r) => r.id === v.id)?.watch_record?.watch_seconds ?? 0;
  };

  async function playUntil(page: Page, seconds: number) {
    const player = page.locator('.art-video-player');
    await player.waitFor();
    await page.evaluate(() => void document.querySelector('video')?.play());
    await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(seconds);
  }

  it('a position reported offline reaches the server after reconnecting', async () => {
    video = await freeVideo();
    const page = await suite.newPage({ token });
    await page.goto(`/courses/video/${video.id}`);
    await playUntil(page, 2);
    await page.context().setOffline(true);
    await page.evaluate(() => document.querySelector('video')?.pause());
    await expect.poll(() => queued(page)).toContain(`"video:${video.id}"`);
    const kept = JSON.parse((await queued(page)) ?? '{}') as Record<string, { seconds: number }>;
    const seconds = kept[`video:${video.id}`]?.seconds ?? 0;
    expect(seconds).toBeGreaterThan(1);
    await page.context().setOffline(false);
    await expect.poll(() => serverPosition(video as VideoItem), { timeout: 20_000 }).toBe(seconds);
    await expect.poll(() => queued(page)).toBeNull();
  });

  it('closing the tab mid-video keeps the position, and another device resumes at the furthest point', async () => {
    const v = video as VideoItem;
    const before = await serverPosition(v);
    const page = await suite.newPage({ token });
    // Normal reports fail from here on: only the beacon sent as the tab closes can carry the position.
    await page.route('**/api/v2/video/*/record', (route) => route.abort());
    const tokenReply = expectLater(
      page.waitForResponse((r) => r.url().includes('/api/v2/progress/beacon-token')),
    );
    await page.goto(`/courses/video/${v.id}`);
    await tokenReply;
    await page.evaluate((at) => {
      const el = document.querySelector('video');
      if (el) el.currentTime = at;
    }, before + 3);
    await playUntil(page, before + 4);
    await page.evaluate(() => document.querySelector('video')?.pause());
    await expect.poll(() => queued(page)).toContain(`"video:${v.id}"`);
    const kept = JSON.parse((await queued(page)) ?? '{}') as Record<string, { seconds: number }>;
    const seconds = kept[`video:${v.id}`]?.seconds ?? 0;
    expect(seconds).toBeGreaterThan(before);
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => serverPosition(v), { timeout: 20_000 }).toBe(seconds);

    // Another device (a browser with nothing queued) offers the furthest point.
    const other = await suite.newPage({ token });
    await other.goto(`/courses/video/${v.id}`);
    const box = other.getByTestId('video-resume');
    await box.waitFor();
    expect((await box.innerText()).replace(/\s+/g, ' ')).toContain(`上次看到 ${mmss(seconds)}`);
    await box.getByRole('button', { name: '继续观看' }).click();
    await expect.poll(() => videoTime(other)).toBeGreaterThanOrEqual(seconds - 0.5);
  });
});
