import { describe, expect, inject, it } from 'vitest';
import type {
  CourseDetailReply,
  MemberDetail,
  PathDetailReply,
  PathListReply,
  VideoItem,
} from '@meedu/contract';
import { freshMobile, nextResponse, smsLoginByApi } from '../support/accounts.ts';
import { apiCall, apiGet } from '../support/api.ts';
import { trackPageErrors } from '../support/browser.ts';
import { browserSuite } from '../support/suite.ts';

const baseURL = inject('baseURL');
const suite = browserSuite();

/** A page in a browser context of its own, logged in with `token` before the app starts. */
const pageAs = (token: string) => suite.anotherPage({ token });

const get = <T>(path: string, token?: string) => apiGet<T>(baseURL, path, token);

const balance = async (token: string) => (await get<MemberDetail>('/api/v2/member/detail', token)).credit1;

describe('learning paths and Q&A in Chromium', () => {
  it('a learning path shows the progress of a course the member watched', async () => {
    const token = await smsLoginByApi(baseURL, freshMobile());
    // A path with a free course in it, and that course's videos.
    const list = await get<PathListReply>('/addons/LearnPaths/api/v1/all?page=1&size=16');
    let found: { pathName: string; courseId: number; itemName: string } | undefined;
    for (const p of list.data.data) {
      const d = await get<PathDetailReply>(`/addons/LearnPaths/api/v1/path/${p.id}`, token);
      const item = d.steps.flatMap((s) => s.courses).find((i) => i.type === 'course' && i.charge === 0);
      if (item) {
        expect(item.progress).toBe(0);
        found = { pathName: p.name, courseId: item.other_id, itemName: item.name };
        break;
      }
    }
    if (!found) throw new Error('no demo path with a free course');
    const course = await get<CourseDetailReply>(`/api/v2/course/${found.courseId}`, token);
    const videos = (Object.values(course.videos) as VideoItem[][]).flat();
    const video = videos[0];
    if (!video) throw new Error('the free course has no video');
    // Watched to the end through the real API, as the player records it.
    const rec = await apiCall(
      baseURL,
      'POST',
      `/api/v2/video/${video.id}/record`,
      { duration: video.duration },
      token,
    );
    expect(rec.code).toBe(0);
    const expected = Math.floor(100 / videos.length);

    const page = await pageAs(token);
    const errors = trackPageErrors(page);
    await page.goto('/learnPath');
    await page.getByRole('link', { name: found.pathName, exact: true }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/learnPath/detail/'));
    await page.getByRole('heading', { level: 1, name: found.pathName }).waitFor();
    const bar = page.getByRole('progressbar', { name: `${found.itemName}学习进度` }).first();
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe(String(expected));
    // The item leads to its course.
    await page.getByRole('button', { name: found.itemName, exact: true }).first().click();
    await page.waitForURL((u) => u.pathname === `/courses/detail/${found?.courseId}`);
    expect(errors).toEqual([]);
  });

  it('ask with a reward, answer as another member, accept: the reward moves from one balance to the other', async () => {
    const askerToken = await smsLoginByApi(baseURL, freshMobile());
    const answererToken = await smsLoginByApi(baseURL, freshMobile());
    const askerBefore = await balance(askerToken);
    const answererBefore = await balance(answererToken);
    expect(askerBefore).toBeGreaterThanOrEqual(15);
    const title = `E2E 悬赏问题 ${Date.now()}`;

    // The asker asks on /wenda with a reward of 15.
    const asker = await pageAs(askerToken);
    const errors = trackPageErrors(asker);
    await asker.goto('/wenda');
    await asker.getByRole('button', { name: '我要提问' }).click();
    const dialog = asker.getByRole('dialog');
    await dialog.getByText(`积分余额：${askerBefore}积分`).waitFor();
    await dialog.getByRole('group', { name: '问题分类' }).getByRole('button').first().click();
    await dialog.getByPlaceholder('请填写问题标题（不超过64个字）').fill(title);
    await dialog.getByPlaceholder('请填写问题具体内容').fill('从浏览器里提的问题，悬赏 15 积分。');
    await dialog.getByRole('spinbutton', { name: '悬赏积分' }).fill('15');
    await dialog.getByRole('button', { name: '发布问题' }).click();
    await asker.waitForURL((u) => /^\/wenda\/detail\/\d+$/.test(u.pathname));
    const questionPath = new URL(asker.url()).pathname;
    await asker.getByRole('heading', { level: 1, name: title }).waitFor();
    await asker.getByText('悬赏：15积分').waitFor();
    expect(await balance(askerToken)).toBe(askerBefore - 15);

    // Another member answers.
    const answerer = await pageAs(answererToken);
    await answerer.goto(questionPath);
    await answerer.getByPlaceholder('此处填写你的回答').fill('这是来自另一位学员的回答。');
    const posted = nextResponse(
      answerer,
      'POST',
      `/addons/Wenda/api/v1/question/${questionPath.split('/').pop()}/answer`,
    );
    await answerer.getByRole('button', { name: '发布回答' }).click();
    await posted;
    await answerer.getByText('这是来自另一位学员的回答。').waitFor();

    // The asker accepts it: the badge shows, the answer box goes, the reward is paid.
    await asker.reload();
    await asker.getByRole('button', { name: '采纳此回答' }).click();
    await asker.getByText('此回答已被题主采纳').waitFor();
    await expect.poll(() => asker.getByPlaceholder('此处填写你的回答').count()).toBe(0);
    expect(await balance(askerToken)).toBe(askerBefore - 15);
    expect(await balance(answererToken)).toBe(answererBefore + 15);

    // The answerer sees the new balance in the ask dialog, and the asker finds the question solved in 我的问答.
    await answerer.goto('/wenda');
    await answerer.getByRole('button', { name: '我要提问' }).click();
    await answerer
      .getByRole('dialog')
      .getByText(`积分余额：${answererBefore + 15}积分`)
      .waitFor();
    await asker.goto('/member/questions');
    const row = asker.getByRole('list', { name: '我的问题' }).getByRole('link', { name: new RegExp(title) });
    await row.getByText('已解决').waitFor();
    expect(errors).toEqual([]);
  });
});
