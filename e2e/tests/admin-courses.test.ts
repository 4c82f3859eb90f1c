import type { PlayInfoReply } from '@meedu/contract';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshMobile, smsLoginByApi } from '../support/accounts.ts';
import { apiCall } from '../support/api.ts';
import { expectLater, launchBrowser, newContext, trackPageErrors } from '../support/browser.ts';
import { choose, consoleLogin, trackConsoleCaptchas } from '../support/console.ts';
import { startServer, type RunningServer } from '../support/server.ts';

// A server of this file's own, with its media storage in a folder of its own: packaging writes HLS files and
// keys, which must not land in the repository's demo media folder.
let server: RunningServer;
let browser: Browser;
let mediaDir: string;
let clip: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meedu-e2e-media-'));
  server = await startServer({ MEDIA_STORAGE_DIR: mediaDir });
  browser = await launchBrowser();
  // A short clip made here: a moving test pattern with a tone, 3 seconds.
  clip = path.join(mediaDir, '第一讲.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=25:duration=3'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip],
  ]);
}, 120_000);
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await server?.stop();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

async function freshPage(): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await newContext(browser, server.url);
  contexts.push(context);
  const page = await context.newPage();
  return { page, context, errors: trackPageErrors(page) };
}

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });

async function call<T>(method: string, p: string, token?: string, body?: unknown): Promise<T> {
  const r = await apiCall<T>(server.url, method, p, body, token);
  if (r.code !== 0) throw new Error(`${method} ${p}: ${r.code} ${r.message}`);
  return r.data;
}

/** A member who bought the course: an order paid through the payment sandbox, as the pay page does. */
async function buyer(courseId: number): Promise<string> {
  const token = await smsLoginByApi(server.url, freshMobile('1561234'));
  const order = await call<{ order_id: string }>('POST', '/api/v2/order/course', token, {
    course_id: courseId,
    promo_code: '',
  });
  await call('POST', '/api/v2/order/pay/wechatScan', token, { order_id: Number(order.order_id) });
  await call('POST', `/__dev/pay/${order.order_id}`, undefined, { status: 'paid' });
  return token;
}

async function memberPage(token: string): Promise<Page> {
  const context = await newContext(browser, server.url);
  contexts.push(context);
  await context.addInitScript((t) => localStorage.setItem('meedu-user-token', t), token);
  return context.newPage();
}

let courseId = 0;
let videoId = 0;
let adminContext: BrowserContext;

describe('courses in the operator console, in Chromium', () => {
  it('an administrator makes a course with a chapter, uploads a video, waits for packaging and publishes; a buyer plays it, a non-buyer gets no key', async () => {
    // Names of this run's records: a retry makes its own and finds no twin of the first attempt's.
    const run = Date.now().toString(36).slice(-5);
    const categoryName = `浏览器测试分类${run}`;
    const courseTitle = `浏览器里建的课${run}`;
    const { page, context, errors } = await freshPage();
    adminContext = context;
    const solve = trackConsoleCaptchas(page, server.url);
    await page.goto('/admin/login');
    await consoleLogin(page, solve, 'admin', 'meedu123');
    await page.getByRole('heading', { name: '数据概览' }).waitFor();
    const menu = page.getByRole('navigation', { name: '主菜单' });

    // A category.
    await menu.getByRole('link', { name: '课程分类', exact: true }).click();
    await page.getByRole('button', { name: '新建分类' }).click();
    const categoryDrawer = page.getByRole('dialog', { name: '新建分类' });
    await categoryDrawer.getByLabel('分类名称').fill(categoryName);
    await categoryDrawer.getByRole('button', { name: '保存' }).click();
    await toast(page, '保存成功').waitFor();
    await page
      .getByRole('table', { name: '课程分类列表' })
      .getByRole('cell', { name: categoryName })
      .waitFor();

    // A course, hidden until its video is ready.
    await menu.getByRole('link', { name: '课程', exact: true }).first().click();
    await page.getByRole('button', { name: '新建课程' }).click();
    const form = page.getByRole('form', { name: '课程信息' });
    await form.getByLabel('课程名称').fill(courseTitle);
    await choose(page, form, '分类', categoryName);
    await form.getByLabel('价格（元）').fill('19');
    await form.getByRole('switch', { name: '显示' }).click();
    const intro = form.getByRole('textbox', { name: '课程介绍' });
    await intro.click();
    await intro.pressSequentially('勾股定理 $a^2+b^2=c^2$');
    await form.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/admin\/courses\/\d+$/);
    courseId = Number(/\/courses\/(\d+)$/.exec(page.url())?.[1]);
    expect(courseId).toBeGreaterThan(0);

    // A chapter and a video in it.
    await page.getByRole('tab', { name: '章节与视频' }).click();
    await page.getByRole('button', { name: '新建章节' }).click();
    const chapterDrawer = page.getByRole('dialog', { name: '新建章节' });
    await chapterDrawer.getByLabel('章节名称').fill('第一章');
    await chapterDrawer.getByRole('button', { name: '保存' }).click();
    await page.getByRole('list', { name: '章节顺序' }).getByText('第一章').waitFor();
    await page.getByRole('button', { name: '新建视频' }).click();
    const videoDrawer = page.getByRole('dialog', { name: '新建视频' });
    await videoDrawer.getByLabel('视频名称').fill('第一讲');
    await videoDrawer.getByRole('button', { name: '保存' }).click();
    const videos = page.getByRole('list', { name: '视频顺序' });
    await videos.getByText('第一讲', { exact: true }).waitFor();

    // Upload the clip (tus), then watch its packaging until it is ready.
    await videos.getByRole('button', { name: '上传视频' }).click();
    const uploadDialog = page.getByRole('dialog', { name: '上传视频：第一讲' });
    await uploadDialog.getByLabel('视频文件').setInputFiles(clip);
    await uploadDialog.waitFor({ state: 'hidden', timeout: 30_000 });
    await videos.getByText('已就绪').waitFor({ timeout: 120_000 });

    // Publish.
    await page.getByRole('tab', { name: '课程信息' }).click();
    await page.getByRole('form', { name: '课程信息' }).getByRole('switch', { name: '显示' }).click();
    await page.getByRole('form', { name: '课程信息' }).getByRole('button', { name: '保存' }).click();
    await toast(page, '保存成功').first().waitFor();
    expect(errors).toEqual([]);

    // A visitor sees it in the catalogue.
    const visitor = await freshPage();
    await visitor.page.goto('/courses');
    await visitor.page.getByText(courseTitle).first().waitFor();

    const detail = await call<{ videos: Record<string, { id: number; title: string }[]> }>(
      'GET',
      `/api/v2/course/${courseId}`,
    );
    const video = Object.values(detail.videos)
      .flat()
      .find((v) => v.title === '第一讲');
    videoId = video?.id ?? 0;
    expect(videoId).toBeGreaterThan(0);

    // A buyer plays it: the packaged playlist, and the key through the playlist's signed URI.
    const buyerToken = await buyer(courseId);
    const buyerPage = await memberPage(buyerToken);
    const playinfo = expectLater(
      buyerPage.waitForResponse((r) => r.url().includes(`/api/v2/video/${videoId}/playinfo`)),
    );
    await buyerPage.goto(`/courses/video/${videoId}`);
    const info = (await (await playinfo).json()) as { code: number; data: PlayInfoReply };
    expect(info.code).toBe(0);
    const master = info.data.urls[0]?.url ?? '';
    expect(master).toContain('/master.m3u8?sign=');
    await buyerPage.locator('.art-video-player').waitFor();
    const masterUrl = new URL(master, server.url);
    const masterText = await (await fetch(masterUrl)).text();
    const variant = masterText.split('\n').find((l) => l.includes('.m3u8'));
    const variantUrl = new URL(variant ?? '', masterUrl);
    const variantText = await (await fetch(variantUrl)).text();
    const keyUrl = new URL(/URI="([^"]+)"/.exec(variantText)?.[1] ?? '', variantUrl);
    expect(keyUrl.pathname).toContain('/media/keys/');
    const key = await fetch(keyUrl);
    expect(key.status).toBe(200);
    expect((await key.arrayBuffer()).byteLength).toBe(16);

    // A member who did not buy it gets no play grant and no key.
    const stranger = await smsLoginByApi(server.url, freshMobile('1551234'));
    const refused = await apiCall(
      server.url,
      'GET',
      `/api/v2/video/${videoId}/playinfo`,
      undefined,
      stranger,
    );
    expect(refused.code).not.toBe(0);
    const keyPath = keyUrl.pathname;
    expect((await fetch(new URL(keyPath, server.url))).status).toBe(403);
    const forged = await fetch(new URL(`${keyPath}?sign=forged.${'a'.repeat(40)}`, server.url));
    expect(forged.status).toBe(403);
  }, 300_000);

  it('a dropped upload resumes at the offset the server kept', async () => {
    const cookies = await adminContext.cookies(`${server.url}/admin/api/uploads/tus`);
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const bytes = fs.readFileSync(clip);
    const headers = { 'Tus-Resumable': '1.0.0', 'X-Requested-With': 'zxt-admin', cookie };
    const created = await fetch(`${server.url}/admin/api/uploads/tus`, {
      method: 'POST',
      headers: {
        ...headers,
        'Upload-Length': String(bytes.length),
        'Upload-Metadata': `filename ${Buffer.from('resume.mp4').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const url = new URL(
      created.headers.get('location') ?? '',
      `${server.url}/admin/api/uploads/tus/`,
    ).toString();

    // The PATCH's connection drops after a third of the file arrived.
    const sent = Math.floor(bytes.length / 3);
    await new Promise<void>((resolve) => {
      const req = http.request(url, {
        method: 'PATCH',
        headers: {
          ...headers,
          'Upload-Offset': '0',
          'Content-Type': 'application/offset+octet-stream',
          'Content-Length': String(bytes.length),
        },
      });
      req.on('error', () => resolve());
      req.write(bytes.subarray(0, sent), () =>
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 500),
      );
    });
    const head = await fetch(url, { method: 'HEAD', headers });
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(sent);

    const rest = await fetch(url, {
      method: 'PATCH',
      headers: {
        ...headers,
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(bytes.subarray(offset)),
    });
    expect(rest.status).toBe(204);
    expect(Number(rest.headers.get('media-asset-id'))).toBeGreaterThan(0);
  }, 60_000);
});
