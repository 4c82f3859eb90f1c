import { describe, expect, it } from 'vitest';
import { setSetting } from '../../src/settings/settings.ts';
import { createTestContext } from '../helpers.ts';
import { columnOf } from '../support/rows.ts';
import { fixtures } from '../catalog/fixtures.ts';

// One app for the file: each test uses members of its own.
const ctxP = (async () => {
  const ctx = await createTestContext();
  const f = fixtures(ctx);
  const courseId = await f.course({ charge: 99, isFree: 0, vipFree: 1 });
  const chapter = await f.chapter(courseId);
  const v1 = await f.video(courseId, { chapterId: chapter, duration: 60 });
  await setSetting(ctx.db, 'credit1_reward', {
    register: 0,
    watched_vod_course: 0,
    watched_video: 5,
    paid_order: 0,
    invite: 0,
  });
  return { ctx, f, courseId, v1 };
})();

async function buyer() {
  const { ctx, f, courseId } = await ctxP;
  const m = await ctx.member();
  await f.buy(m.id, courseId);
  return m;
}

async function position(userId: number) {
  const { ctx, v1 } = await ctxP;
  return ctx.db
    .selectFrom('user_video_watch_records')
    .select(['watch_seconds', 'watched_at'])
    .where('user_id', '=', userId)
    .where('video_id', '=', v1)
    .executeTakeFirst();
}

const record = async (token: string, duration: number) => {
  const { ctx, v1 } = await ctxP;
  return (await ctx.call('POST', `/api/v2/video/${v1}/record`, { token, body: { duration } })).json;
};

describe('video progress merges as a maximum', () => {
  it('keeps the furthest of concurrent, late and out-of-order reports', async () => {
    const m = await buyer();
    const order = [12, 40, 3, 33, 40, 7, 25, 39, 1, 18];
    const replies = await Promise.all(order.map((d) => record(m.token, d)));
    expect(replies.every((r) => r.code === 0)).toBe(true);
    expect(await position(m.id)).toEqual({ watch_seconds: 40, watched_at: null });
    // A late report from a device that stayed behind never moves it back.
    await record(m.token, 9);
    expect((await position(m.id))?.watch_seconds).toBe(40);
  });

  it('finishes a video once: one credit however often and in whatever order the end is reported', async () => {
    const { ctx } = await ctxP;
    const m = await buyer();
    await Promise.all([60, 20, 60, 59, 60, 5, 60].map((d) => record(m.token, d)));
    await record(m.token, 30);
    const row = await position(m.id);
    expect(row?.watch_seconds).toBe(60);
    expect(row?.watched_at).not.toBeNull();
    expect(await columnOf(ctx.db, 'users', 'credit1', { id: m.id })).toBe(5);
  });

  it('answers the furthest position any device reported with the video detail', async () => {
    const { ctx, v1 } = await ctxP;
    const m = await buyer();
    // A second device: another session of the same member.
    const phone = await ctx.tokens.issue(m.id);
    await record(m.token, 44);
    await record(phone, 21);
    const detail = (await ctx.call('GET', `/api/v2/video/${v1}`, { token: phone })).json.data as {
      video_watched_progress: Record<string, { watch_seconds: number }>;
    };
    expect(detail.video_watched_progress[String(v1)]?.watch_seconds).toBe(44);
  });
});

describe('progress beacons (a closing tab)', () => {
  const beacon = async (body: string) => {
    const { ctx } = await ctxP;
    const res = await ctx.app.request('/api/v2/progress/beacon', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body,
    });
    return (await res.json()) as { code: number; message: string };
  };

  it('records with a short-lived signed token in the body, merged like any report', async () => {
    const { ctx, v1 } = await ctxP;
    const m = await buyer();
    expect((await ctx.call('GET', '/api/v2/progress/beacon-token')).json.code).toBe(401);
    const { token, expires_in } = (await ctx.call('GET', '/api/v2/progress/beacon-token', { token: m.token }))
      .json.data as { token: string; expires_in: number };
    expect(expires_in).toBe(3600);
    expect(token).not.toContain(m.token);

    expect((await beacon(JSON.stringify({ token, videos: [{ id: v1, duration: 27 }] }))).code).toBe(0);
    expect((await position(m.id))?.watch_seconds).toBe(27);
    // Out of order: an older beacon arriving late keeps the furthest point.
    expect((await beacon(JSON.stringify({ token, videos: [{ id: v1, duration: 8 }] }))).code).toBe(0);
    expect((await position(m.id))?.watch_seconds).toBe(27);
  });

  it('refuses the member token, a forged or expired token, and bad bodies', async () => {
    const { ctx, v1 } = await ctxP;
    const m = await buyer();
    const videos = [{ id: v1, duration: 30 }];
    expect((await beacon(JSON.stringify({ token: m.token, videos }))).code).toBe(401);
    const { token } = (await ctx.call('GET', '/api/v2/progress/beacon-token', { token: m.token })).json
      .data as { token: string };
    expect((await beacon(JSON.stringify({ token: `${token}x`, videos }))).code).toBe(401);
    expect((await beacon('not json')).message).toBe('参数错误');
    expect((await beacon(JSON.stringify({ token, videos: [{ id: v1, duration: -1 }] }))).code).toBe(1);
    ctx.clock.advance(3601_000);
    expect((await beacon(JSON.stringify({ token, videos }))).code).toBe(401);
    ctx.clock.advance(-3601_000);
    expect(await position(m.id)).toBeUndefined();
  });
});
