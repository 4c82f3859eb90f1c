import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { CourseDetailReply, CourseListItem, LaravelPage, VideoItem } from '@meedu/contract';
import { freshMobile, smsLoginByApi } from '../support/accounts.ts';
import { apiGet } from '../support/api.ts';
import { axeViolations } from '../support/axe.ts';
import { trackPageErrors } from '../support/browser.ts';
import { consoleLogin, trackConsoleCaptchas } from '../support/console.ts';
import { browserSuite } from '../support/suite.ts';

const baseURL = inject('baseURL');
const suite = browserSuite();

const VTT = [
  'WEBVTT',
  '',
  '00:00:00.000 --> 00:00:05.000',
  '欢迎来到字幕测试',
  '',
  '00:00:05.000 --> 00:00:09.000',
  '第二句：极限的定义',
  '',
].join('\n');

const videoTime = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentTime ?? -1);

/** A video of a free course (every member may watch it), at least ten seconds long. */
async function freeVideo(token: string): Promise<{ video: VideoItem; courseId: number }> {
  const list = await apiGet<LaravelPage<CourseListItem>>(
    baseURL,
    '/api/v2/courses?page=1&page_size=16',
    token,
  );
  for (const c of list.data.filter((x) => x.charge === 0 || x.is_free === 1)) {
    const detail = await apiGet<CourseDetailReply>(baseURL, `/api/v2/course/${c.id}`, token);
    const v = Object.values(detail.videos)
      .flat()
      .find((x) => x.duration >= 10 && x.ban_drag === 0);
    if (detail.isBuy && v) return { video: v, courseId: c.id };
  }
  throw new Error('no free course video in the demo data');
}

describe('captions, in Chromium', () => {
  it('an operator uploads captions; a learner turns them on, sees the cue, keeps the choice, and seeks from the transcript', async () => {
    const token = await smsLoginByApi(baseURL, freshMobile('1591230'));
    const { video, courseId } = await freeVideo(token);

    // The operator: the video's edit drawer, 字幕, a WebVTT file.
    const admin = await suite.newPage();
    const adminErrors = trackPageErrors(admin);
    const solve = trackConsoleCaptchas(admin, baseURL);
    await admin.goto('/admin/login');
    await consoleLogin(admin, solve, 'admin', 'meedu123');
    await admin.getByRole('heading', { name: '数据概览' }).waitFor();
    await admin.goto(`/admin/courses/${courseId}`);
    await admin.getByRole('tab', { name: '章节与视频' }).click();
    await admin
      .getByRole('list', { name: '视频顺序' })
      .getByRole('listitem')
      .filter({ hasText: video.title })
      .getByRole('button', { name: '编辑', exact: true })
      .click();
    const drawer = admin.getByRole('dialog', { name: `编辑视频 ${video.title}` });
    await drawer.getByLabel('字幕文件', { exact: true }).setInputFiles({
      name: '第一讲.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from(VTT),
    });
    await drawer.getByRole('button', { name: '上传字幕' }).click();
    await drawer.getByRole('table', { name: '字幕列表' }).getByText('简体中文').waitFor();
    expect(adminErrors).toEqual([]);

    // The learner: captions on, the cue over the playing video.
    const page = await suite.anotherPage({ token });
    const errors = trackPageErrors(page);
    await page.goto(`/courses/video/${video.id}`);
    const player = page.locator('.art-video-player');
    await player.waitFor();
    await player.hover();
    const toggle = player.getByRole('button', { name: '字幕', exact: true });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await page.evaluate(() => void document.querySelector('video')?.play());
    await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
    await expect.poll(() => page.getByTestId('video-caption-line').textContent()).toBe('欢迎来到字幕测试');

    // Reloaded: still on, the cue shown before anything plays.
    await page.reload();
    await player.waitFor();
    await expect.poll(() => page.getByTestId('video-caption-line').textContent()).toBe('欢迎来到字幕测试');
    await player.hover();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');

    // The transcript beside the video: a line seeks there.
    const transcript = page.getByRole('list', { name: '字幕条目' });
    await transcript.getByRole('button', { name: /第二句/ }).click();
    await expect.poll(() => videoTime(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
    await expect.poll(() => page.getByTestId('video-caption-line').textContent()).toBe('第二句：极限的定义');
    // The button, the transcript and its search meet the accessibility gate's rules.
    expect(await axeViolations(page, 'captions')).toEqual([]);
    expect(errors).toEqual([]);
  });
});
