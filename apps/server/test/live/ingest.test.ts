import type { LivePlayReply } from '@meedu/contract';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.ts';
import { toDbTime } from '../../src/lib/dates.ts';
import { mediaTools } from '../../src/media/ffmpeg.ts';
import { findLesson, insertRow } from '../../src/modules/live/admin-repository.ts';
import { startLiveIngest, type LiveIngest } from '../../src/modules/live/ingest.ts';
import { streamKey } from '../../src/modules/live/stream.ts';
import { createTestContext, TEST_DIALECT, type TestContext } from '../helpers.ts';

/**
 * The push runs until the test has seen what it waits for, then stops (at most this long): a fixed length either
 * ended before a loaded CI machine's packager found the stream (the lesson then never went live and the wait for
 * a segment ran out) or made the fast case wait for nothing.
 */
const PUSH_MAX_SECONDS = 60;
/** The bound of each wait: generous for a loaded 2-core machine; a wait ends as soon as its condition holds. */
const WAIT_MS = 45_000;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * Pushes a test picture (with a burnt-in frame counter) and a tone to the ingest, like OBS, for `seconds` or until
 * `stop()` (ffmpeg's `q`, a clean end of the stream). `done` answers ffmpeg's exit code.
 */
function push(url: string, seconds: number) {
  const ffmpeg = mediaTools(readConfig().media).ffmpeg;
  const child = spawn(
    ffmpeg,
    [
      ...['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(seconds)],
      ...[
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-tune',
        'zerolatency',
        '-g',
        '25',
        '-pix_fmt',
        'yuv420p',
      ],
      ...['-c:a', 'aac', '-f', 'flv', url],
    ],
    { stdio: ['pipe', 'ignore', 'ignore'] },
  );
  const done = new Promise<number | null>((resolve) => child.once('close', resolve));
  return {
    done,
    stop() {
      child.stdin.end('q');
      return done;
    },
  };
}

async function until<T>(read: () => Promise<T | null | undefined | false>, ms = WAIT_MS): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

// The ingest does not depend on the database (its queries are the console's, tested on both): SQLite only, to
// keep the PostgreSQL run's time.
describe.skipIf(TEST_DIALECT === 'postgres')('the embedded RTMP ingest', () => {
  let ctx: TestContext;
  let ingest: LiveIngest | null;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meedu-ingest-'));
    const base = readConfig();
    ctx = await createTestContext({
      dataDir: dir,
      media: { ...base.media, storageDir: dir },
      live: { rtmpPort: await freePort(), publicRtmpUrl: undefined },
    });
    ingest = await startLiveIngest(ctx);
  });
  afterAll(async () => {
    await ingest?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a wrong key; a right one goes live with HLS in the room, and the recording becomes the replay', async () => {
    if (!ingest) throw new Error('ingest did not start');
    const now = toDbTime(ctx.clock.now());
    const course = await insertRow(ctx.db, 'live_courses', {
      title: '推流测试',
      charge: 0,
      is_show: 1,
      published_at: now,
      created_at: now,
      updated_at: now,
    });
    const id = await insertRow(ctx.db, 'live_videos', {
      course_id: course,
      title: '第一课',
      published_at: now,
      stream_clip: '',
      created_at: now,
      updated_at: now,
    });
    const server = `rtmp://127.0.0.1:${ingest.port}/live/${id}`;
    await push(`${server}?key=wrong`, 1).done;
    expect((await findLesson(ctx.db, id))?.status).toBe(0);

    const member = await ctx.member();
    const cpuBefore = process.cpuUsage();
    const pushedAt = Date.now();
    const pushing = push(`${server}?key=${await streamKey(ctx.db, id, 1)}`, PUSH_MAX_SECONDS);
    const play = await until(async () => {
      const r = await ctx.call('GET', `/addons/zhibo/api/v1/course/${id}/play`, {
        token: member.token,
      });
      const reply = r.json.data as LivePlayReply;
      return reply.video.status === 1 && typeof reply.play_url === 'string' && reply.play_url;
    });
    const playlistPath = new URL(play).pathname + new URL(play).search;
    const segment = await until(async () => {
      const text = await (await ctx.app.request(playlistPath)).text();
      return text.split('\n').find((l) => l.includes('/seg_'));
    });
    // The delay a player sees at the least: from the first pushed frame to the first segment in the playlist (the
    // lesson goes live only once it is listed, so the room's play address already has one).
    const firstSegmentMs = Date.now() - pushedAt;
    const seg = await ctx.app.request(
      new URL(segment, 'http://x').pathname + new URL(segment, 'http://x').search,
    );
    expect(seg.status).toBe(200);
    expect((await seg.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect((await ctx.app.request(new URL(segment, 'http://x').pathname)).status).toBe(403);

    expect(await pushing.stop()).toBe(0);
    const pushSeconds = (Date.now() - pushedAt) / 1000;
    const ended = await until(async () => {
      const lesson = await findLesson(ctx.db, id);
      return lesson?.status === 2 && lesson.replay_url.startsWith('asset:') && lesson;
    });
    const job = await ctx.db
      .selectFrom('media_jobs')
      .select(['kind', 'status'])
      .where('asset_id', '=', Number(ended.replay_url.slice(6)))
      .executeTakeFirst();
    expect(job).toMatchObject({ kind: 'package', status: 'queued' });
    const cpu = process.cpuUsage(cpuBefore);
    console.log(
      `ingest measures: first segment ${firstSegmentMs} ms after the push began; ` +
        `server process CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms, ` +
        `ffmpeg packager CPU ${(ingest.stats().packagerCpuSeconds * 1000).toFixed(0)} ms over a ${pushSeconds.toFixed(1)} s push`,
    );
  }, 180_000);
});
