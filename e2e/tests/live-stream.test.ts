import type {
  LiveCategoryItem,
  LiveCourseAdminDetail,
  LiveLessonItem,
  LiveStreamInfo,
  LiveTeacherItem,
} from '@meedu/contract/admin';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberDetail } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { DEMO, captchaText, passwordLogin } from '../support/api.ts';
import { trackPageErrors } from '../support/browser.ts';
import { freePort, startServer, type RunningServer } from '../support/server.ts';
import { browserSuite } from '../support/suite.ts';

/**
 * The live path end to end: a server of this file's own with the embedded RTMP ingest on a free port (the shared
 * server runs none) and its media in a folder of its own (the recording is packaged there). An administrator
 * schedules a lesson over the console's API, ffmpeg pushes to the address and key the console shows, a learner
 * sees it go live and play, the teacher's room console mutes the learner, the push stops and the replay plays.
 */
let server: RunningServer;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meedu-e2e-live-'));
  server = await startServer({ LIVE_RTMP_PORT: String(await freePort()), MEDIA_STORAGE_DIR: mediaDir });
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const suite = browserSuite(() => server.url);

/** Each wait's bound: generous for a loaded 2-core machine; every wait ends as soon as its state holds. */
const WAIT_MS = 60_000;
const FPS = 25;
/** The frame counter burnt into the pushed picture: 12 white-or-black squares, bit i at x = 10 + 25 i. */
const COUNTER_BITS = 12;
const FONT = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
].find((f) => fs.existsSync(f));

/**
 * The test picture: testsrc with the frame number as squares a page can read back (the machine clock: frame n was
 * pushed n/25 s after the push began, `-re` paces it) and, when a font is installed, the wall clock as text for a
 * person looking at a frame.
 */
function testPicture(): string {
  const boxes = Array.from(
    { length: COUNTER_BITS },
    (_, i) => `drawbox=x=${10 + 25 * i}:y=10:w=20:h=20:color=white:t=fill:enable='mod(floor(n/${2 ** i}),2)'`,
  );
  const clock = FONT
    ? [
        `drawtext=fontfile=${FONT}:text='%{localtime\\:%T}':x=10:y=150:fontsize=20:fontcolor=white:box=1:boxcolor=black`,
      ]
    : [];
  return ['drawbox=x=0:y=0:w=320:h=40:color=black:t=fill', ...boxes, ...clock].join(',');
}

/** ffmpeg pushing like OBS until `stop()` (its `q`: a clean end of the stream), at most two minutes. */
function push(url: string) {
  const child = spawn(
    '/usr/bin/ffmpeg',
    [
      ...[
        '-hide_banner',
        '-loglevel',
        'error',
        '-re',
        '-f',
        'lavfi',
        '-i',
        `testsrc=size=320x180:rate=${FPS}`,
      ],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '120', '-vf', testPicture()],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', String(FPS)],
      ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'flv', url],
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (d: Buffer) => (errors += d.toString()));
  const done = new Promise<number | null>((resolve) => child.once('close', resolve));
  return {
    startedAt: Date.now(),
    stop: async () => {
      child.stdin.end('q');
      const code = await done;
      if (code !== 0) throw new Error(`ffmpeg push ended with ${code}: ${errors}`);
    },
    kill: () => child.kill('SIGKILL'),
  };
}

/** The console's API as a signed-in administrator (the demo's `admin`, the captcha read from the sandbox). */
async function consoleSession(base: string) {
  const captcha = (await (await fetch(`${base}/admin/api/auth/captcha`)).json()) as { key: string };
  const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'zxt-admin' };
  const login = await fetch(`${base}/admin/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'admin',
      password: 'meedu123',
      captcha_key: captcha.key,
      captcha_code: await captchaText(base, captcha.key),
    }),
  });
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('zxt_admin='));
  if (!login.ok || !cookie) throw new Error(`console login failed: ${login.status} ${await login.text()}`);
  const value = cookie.split(';')[0]!.slice('zxt_admin='.length);
  const call = async <T>(method: string, p: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}/admin/api${p}`, {
      method,
      headers: { ...headers, Cookie: `zxt_admin=${value}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  return { cookie: value, call };
}

/** A wire instant (`…+08:00`, the site's zone) `offsetMs` from now. */
const siteInstant = (offsetMs: number) =>
  `${new Date(Date.now() + offsetMs + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;

/** Reads the burnt-in frame counter of the frame on screen, or null while none is decodable. */
const frameOnScreen = (page: Page) =>
  page.getByTestId('live-stream').evaluate((v: HTMLVideoElement, bits: number) => {
    if (v.readyState < 2 || v.videoWidth === 0) return null;
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const g = canvas.getContext('2d');
    if (!g) return null;
    g.drawImage(v, 0, 0, 320, 180);
    let n = 0;
    for (let i = 0; i < bits; i++) {
      const [r = 0, gr = 0, b = 0] = g.getImageData(20 + 25 * i, 20, 1, 1).data;
      if (r + gr + b > 384) n += 2 ** i;
    }
    return { frame: n, at: Date.now(), time: v.currentTime };
  }, COUNTER_BITS);

/** Polls `read` until it answers something, at most `ms`. */
async function until<T>(read: () => Promise<T | null | undefined | false>, what: string, ms = WAIT_MS) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('a live lesson streamed through the embedded ingest', () => {
  it('goes live when pushed, plays in the room, the teacher’s console mutes the learner, and replays', async () => {
    const admin = await consoleSession(server.url);
    const category = await admin.call<LiveCategoryItem>('POST', '/live-categories', { name: '推流测试' });
    const teacher = await admin.call<LiveTeacherItem>('POST', '/live-teachers', { name: '推流讲师' });
    const course = await admin.call<LiveCourseAdminDetail>('POST', '/live-courses', {
      title: '推流直播课',
      category_id: category.id,
      teacher_id: teacher.id,
      charge: 0,
      published_at: siteInstant(-3_600_000),
    });
    const lesson = await admin.call<LiveLessonItem>('POST', `/live-courses/${course.id}/lessons`, {
      title: '推流第一课',
      published_at: siteInstant(-60_000),
      planned_minutes: 30,
    });
    const stream = await admin.call<LiveStreamInfo>('GET', `/live-lessons/${lesson.id}/stream`);
    expect(stream.provider).toBe('embedded');

    const token = await passwordLogin(server.url, DEMO.mobile, DEMO.password);
    const nick = (await memberDetail(server.url, token)).nick_name;
    const learner = await suite.anotherPage({ token });
    const learnerErrors = trackPageErrors(learner);
    await learner.goto(`/live/video/${lesson.id}`);
    await learner.getByText('待讲师开播').waitFor();

    const pushing = push(`${stream.server}/${stream.stream_key}`);
    try {
      // Live once the ingest has a segment: the learner refreshes as the room offers until the player is there.
      const player = learner.getByTestId('live-stream');
      await until(async () => {
        if ((await player.count()) > 0) return true;
        const refresh = learner.getByRole('button', { name: '点击刷新' });
        if ((await refresh.count()) > 0) await refresh.click();
        return false;
      }, 'the room to go live');
      const first = await until(() => frameOnScreen(learner), 'a frame playing in the room');
      // The burnt-in counter, read twice: the second frame is later, and each gives a glass-to-glass delay.
      const second = await until(async () => {
        const f = await frameOnScreen(learner);
        return f && f.frame > first.frame && f;
      }, 'the stream to move on');
      const delays = [first, second].map((f) => f.at - (pushing.startedAt + (f.frame * 1000) / FPS));
      for (const d of delays) expect(d).toBeGreaterThan(0);
      for (const d of delays) expect(d).toBeLessThan(30_000);

      // The learner speaks; the teacher's console (another context, signed in) shows it and mutes them.
      const input = learner.getByLabel('聊天内容');
      await input.fill('老师好，画面很清楚');
      await input.press('Enter');
      const console_ = await suite.anotherPage();
      await console_
        .context()
        .addCookies([{ name: 'zxt_admin', value: admin.cookie, url: server.url, sameSite: 'Strict' }]);
      await console_.goto(`/admin/live-rooms/${lesson.id}`);
      await console_.getByRole('heading', { name: '直播间：推流第一课' }).waitFor();
      await console_.getByText('老师好，画面很清楚').waitFor();
      await console_.getByRole('button', { name: `禁言 ${nick}` }).click();
      await console_.getByRole('list', { name: '被禁言的学员' }).getByText(nick).waitFor();
      // The room console as a teacher sees it mid-lesson (chat, a muted member) meets the WCAG gate's rules.
      expect(await axeViolations(console_, 'teacher room')).toEqual([]);
      await expect.poll(() => input.isDisabled(), { timeout: 25_000 }).toBe(true);
      expect(await input.getAttribute('placeholder')).toBe('禁言状态下无法发布消息');
      console.log(
        `live measures: glass-to-glass ${delays.map((d) => `${(d / 1000).toFixed(2)} s`).join(', ')} ` +
          `(burnt-in frame counter read from the playing frame; ffmpeg's start-up counts in it)`,
      );

      await pushing.stop();
      // The push stopped: the lesson ends (the ingest's read timeout), the console and the room say so.
      await console_.getByText('已结束').waitFor({ timeout: WAIT_MS });
      await until(
        async () =>
          (await admin.call<LiveLessonItem>('GET', `/live-lessons/${lesson.id}`)).replay === 'ready',
        'the recording to be packaged as the replay',
        90_000,
      );
      await learner.reload();
      await learner.getByRole('button', { name: '点击回看' }).click();
      const replay = learner.getByTestId('live-replay');
      await replay.evaluate(async (v: HTMLVideoElement) => {
        v.muted = true;
        await v.play();
      });
      await expect
        .poll(() => replay.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 25_000 })
        .toBeGreaterThan(0.5);
      expect(learnerErrors).toEqual([]);
    } finally {
      pushing.kill();
    }
  }, 240_000);
});
