import { describe, expect, it } from 'vitest';
import { setSetting } from '../../src/settings/settings.ts';
import { createTestContext } from '../helpers.ts';
import { columnOf } from '../support/rows.ts';
import { fixtures } from '../catalog/fixtures.ts';
import {
  CHAPTER,
  COMMENT,
  COMMENTS_REPLY,
  COMMENT_USER,
  COURSE_DETAIL,
  PLAY_INFO,
  PLAY_URL,
  VIDEO_DETAIL_REPLY,
  VIDEO_ITEM,
  WATCH_RECORD,
  hasShape,
  haveShapes,
} from '../catalog/shapes.ts';

type Obj = Record<string, unknown>;
const data = (json: { data?: unknown }) => json.data as Obj;

async function setup(opts: { charge?: number; isFree?: 0 | 1; freeSeconds?: number; vipFree?: 0 | 1 } = {}) {
  const ctx = await createTestContext();
  const f = fixtures(ctx);
  const courseId = await f.course({
    charge: opts.charge ?? 99,
    isFree: opts.isFree ?? 0,
    vipFree: opts.vipFree ?? 1,
  });
  const chapter = await f.chapter(courseId);
  const v1 = await f.video(courseId, {
    chapterId: chapter,
    freeSeconds: opts.freeSeconds ?? 0,
    duration: 20,
  });
  const v2 = await f.video(courseId, { chapterId: chapter, title: '第二节', duration: 20 });
  const m = await ctx.member();
  return { ctx, f, courseId, v1, v2, m };
}

describe('video detail', () => {
  it('returns the video, the outline, is_watch, and counts views and learners', async () => {
    const { ctx, f, courseId, v1, v2, m } = await setup();
    const anon = data((await ctx.call('GET', `/api/v2/video/${v1}`)).json);
    hasShape(anon, VIDEO_DETAIL_REPLY);
    hasShape(anon.video, VIDEO_ITEM);
    hasShape(anon.course, COURSE_DETAIL);
    haveShapes(anon.chapters, CHAPTER);
    for (const group of Object.values(anon.videos as Record<string, unknown[]>))
      haveShapes(group, VIDEO_ITEM);
    expect(anon.is_watch).toBe(false);
    expect((anon.video as Obj).view_num).toBe(1);
    expect(Object.keys(anon.videos as Obj)).toHaveLength(1);
    expect((anon.course as Obj).id).toBe(courseId);
    expect(anon.buy_videos).toEqual([]);

    await f.buy(m.id, courseId);
    const mine = data((await ctx.call('GET', `/api/v2/video/${v2}`, { token: m.token })).json);
    expect(mine.is_watch).toBe(true);
    const userCount = () => columnOf(ctx.db, 'courses', 'user_count', { id: courseId });
    expect(await userCount()).toBe(1);
    await ctx.call('GET', `/api/v2/video/${v2}`, { token: m.token });
    expect(await userCount()).toBe(1);
  });

  it('hides unshown or unpublished videos', async () => {
    const { ctx, f, courseId } = await setup();
    const hidden = await f.video(courseId, { isShow: 0 });
    const later = await f.video(courseId, { publishedAt: f.future(1) });
    for (const id of [hidden, later, 999]) {
      expect((await ctx.call('GET', `/api/v2/video/${id}`)).json).toEqual({
        code: 1,
        message: '错误',
        data: [],
      });
    }
  });

  it('counts a single bought video', async () => {
    const { ctx, f, v1, v2, m } = await setup();
    await f.buyVideo(m.id, v1);
    expect(data((await ctx.call('GET', `/api/v2/video/${v1}`, { token: m.token })).json).is_watch).toBe(true);
    expect(data((await ctx.call('GET', `/api/v2/video/${v1}`, { token: m.token })).json).buy_videos).toEqual([
      v1,
    ]);
    expect(data((await ctx.call('GET', `/api/v2/video/${v2}`, { token: m.token })).json).is_watch).toBe(
      false,
    );
  });
});

describe('playinfo access rules', () => {
  const play = (ctx: Awaited<ReturnType<typeof setup>>['ctx'], id: number, token?: string, isTry = 0) =>
    ctx.call('GET', `/api/v2/video/${id}/playinfo?is_try=${isTry}`, { token });

  it('needs login', async () => {
    const { ctx, v1 } = await setup();
    expect((await play(ctx, v1)).json).toEqual({ code: 401, message: '错误', data: [] });
  });

  it('not bought: 请购买后观看', async () => {
    const { ctx, v1, m } = await setup();
    expect((await play(ctx, v1, m.token)).json).toEqual({ code: 1, message: '请购买后观看', data: [] });
    expect((await play(ctx, v1, m.token, 1)).json.message).toBe('请购买后观看');
  });

  it('trial: cut HLS playlists only, and only when asked', async () => {
    const { ctx, v1, m } = await setup({ freeSeconds: 10 });
    expect((await play(ctx, v1, m.token)).json.message).toBe('请购买后观看');
    const reply = data((await play(ctx, v1, m.token, 1)).json);
    hasShape(reply, PLAY_INFO);
    haveShapes(reply.urls, PLAY_URL);
    const urls = reply.urls as Obj[];
    // Signed for this member and video (test/video/media.test.ts checks what the grant allows).
    const signed = (file: string) =>
      expect.stringMatching(
        new RegExp(`^http://localhost:8080/media/clip1/${file}\\?sign=[\\w-]+\\.[\\w-]+$`),
      );
    expect(urls).toEqual([
      { url: signed('360p\\.m3u8'), format: 'm3u8', duration: 20, name: '360P' },
      { url: signed('240p\\.m3u8'), format: 'm3u8', duration: 20, name: '240P' },
    ]);
  });

  it('bought, free and VIP members get every quality', async () => {
    const { ctx, f, courseId, v1, m } = await setup();
    await f.buy(m.id, courseId);
    const urls = data((await play(ctx, v1, m.token, 1)).json).urls as Obj[];
    expect(urls.map((u) => u.format)).toEqual(['m3u8', 'm3u8', 'mp4']);
    expect(urls[2]?.url).toMatch(/^http:\/\/localhost:8080\/media\/clip1\/clip1\.mp4\?sign=[\w-]+\.[\w-]+$/);

    const free = await setup({ charge: 0, isFree: 1 });
    expect(data((await play(free.ctx, free.v1, free.m.token)).json).urls).toHaveLength(3);

    const vip = await setup();
    await vip.f.giveVip(vip.m.id, vip.f.future(3));
    expect(data((await play(vip.ctx, vip.v1, vip.m.token)).json).urls).toHaveLength(3);
    const noVip = await setup({ vipFree: 0 });
    await noVip.f.giveVip(noVip.m.id, noVip.f.future(3));
    expect((await play(noVip.ctx, noVip.v1, noVip.m.token)).json.message).toBe('请购买后观看');
  });

  it('external URLs pass through with their extension', async () => {
    const { ctx, f, courseId, m } = await setup({ charge: 0, isFree: 1 });
    const v = await f.video(courseId, { url: 'https://cdn.example.com/v/a.m3u8' });
    expect(data((await play(ctx, v, m.token)).json).urls).toEqual([
      { url: 'https://cdn.example.com/v/a.m3u8', format: 'm3u8', duration: 0, name: '' },
    ]);
  });
});

describe('watch progress records', () => {
  const record = (
    ctx: Awaited<ReturnType<typeof setup>>['ctx'],
    id: number,
    token: string | undefined,
    body: unknown,
  ) => ctx.call('POST', `/api/v2/video/${id}/record`, { token, body });
  const rows = (ctx: Awaited<ReturnType<typeof setup>>['ctx'], userId: number) =>
    ctx.db
      .selectFrom('user_video_watch_records')
      .select(['video_id', 'watch_seconds', 'watched_at'])
      .where('user_id', '=', userId)
      .orderBy('video_id')
      .execute();

  it('rejects missing, zero, negative, fractional and beyond-duration positions', async () => {
    const { ctx, f, courseId, v1, m } = await setup();
    await f.buy(m.id, courseId);
    expect((await record(ctx, v1, undefined, { duration: 5 })).json.code).toBe(401);
    for (const body of [{}, { duration: 0 }, { duration: -3 }, { duration: 2.5 }, { duration: 'x' }]) {
      expect((await record(ctx, v1, m.token, body)).json).toEqual({ code: 1, message: '参数错误', data: [] });
    }
    expect((await record(ctx, v1, m.token, { duration: 40 })).json.message).toBe('播放进度超出视频时长');
    expect(await rows(ctx, m.id)).toEqual([]);
  });

  it('keeps the maximum, finishes at the duration, and moves course progress', async () => {
    const { ctx, f, courseId, v1, v2, m } = await setup();
    await f.buy(m.id, courseId);
    expect((await record(ctx, v1, m.token, { duration: 12 })).json).toEqual({
      code: 0,
      message: '',
      data: [],
    });
    await record(ctx, v1, m.token, { duration: 5 });
    expect(await rows(ctx, m.id)).toEqual([{ video_id: v1, watch_seconds: 12, watched_at: null }]);
    await record(ctx, v1, m.token, { duration: 21 });
    expect((await rows(ctx, m.id))[0]).toMatchObject({
      watch_seconds: 20,
      watched_at: '2026-11-21 08:00:00',
    });
    const progress = () =>
      ctx.db
        .selectFrom('course_user_records')
        .select(['progress', 'is_watched'])
        .where('user_id', '=', m.id)
        .executeTakeFirst();
    expect(await progress()).toEqual({ progress: 50, is_watched: 0 });
    await record(ctx, v2, m.token, { duration: 20 });
    expect(await progress()).toEqual({ progress: 100, is_watched: 1 });

    const detail = data((await ctx.call('GET', `/api/v2/course/${courseId}`, { token: m.token })).json);
    const map = detail.videoWatchedProgress as Record<string, Obj>;
    for (const r of Object.values(map)) hasShape(r, WATCH_RECORD);
    expect(map[String(v1)]).toMatchObject({ video_id: v1, watch_seconds: 20, course_id: courseId });
    const other = await ctx.member();
    const otherDetail = data(
      (await ctx.call('GET', `/api/v2/course/${courseId}`, { token: other.token })).json,
    );
    expect(otherDetail.videoWatchedProgress).toEqual({});
  });

  it('a trial moves the position up to the trial end but never finishes; no trial and not bought is refused', async () => {
    const { ctx, v1, v2, m } = await setup({ freeSeconds: 10 });
    await record(ctx, v1, m.token, { duration: 18 });
    expect(await rows(ctx, m.id)).toEqual([{ video_id: v1, watch_seconds: 10, watched_at: null }]);
    expect((await record(ctx, v2, m.token, { duration: 5 })).json.message).toBe('请购买后观看');
  });

  it('grants the configured credit for finishing a video', async () => {
    const { ctx, f, courseId, v1, m } = await setup();
    await setSetting(ctx.db, 'credit1_reward', {
      register: 0,
      watched_vod_course: 0,
      watched_video: 3,
      paid_order: 0,
      invite: 0,
    });
    await f.buy(m.id, courseId);
    await record(ctx, v1, m.token, { duration: 20 });
    await record(ctx, v1, m.token, { duration: 20 });
    expect(await columnOf(ctx.db, 'users', 'credit1', { id: m.id })).toBe(3);
  });
});

describe('watch progress under load', () => {
  it('records racing on one course: one credit per finished video and course, progress 100', async () => {
    const { ctx, f, courseId, v1, v2, m } = await setup();
    await setSetting(ctx.db, 'credit1_reward', {
      register: 0,
      watched_vod_course: 30,
      watched_video: 3,
      paid_order: 0,
      invite: 0,
    });
    await f.buy(m.id, courseId);
    const replies = await Promise.all(
      [v1, v2, v1, v2, v1, v2, v1, v2].map(
        async (v) =>
          (await ctx.call('POST', `/api/v2/video/${v}/record`, { token: m.token, body: { duration: 20 } }))
            .json,
      ),
    );
    expect(replies.every((r) => r.code === 0)).toBe(true);
    expect(await columnOf(ctx.db, 'users', 'credit1', { id: m.id })).toBe(3 + 3 + 30);
    const ledger = await ctx.db
      .selectFrom('user_credit1_records')
      .select('remark')
      .where('user_id', '=', m.id)
      .orderBy('id')
      .execute();
    expect(ledger.map((r) => r.remark).sort()).toEqual(
      ['学完录播课奖励', '学完视频奖励', '学完视频奖励'].sort(),
    );
    const record = await ctx.db
      .selectFrom('course_user_records')
      .select(['progress', 'is_watched'])
      .where('user_id', '=', m.id)
      .execute();
    expect(record).toEqual([{ progress: 100, is_watched: 1 }]);
    expect(await columnOf(ctx.db, 'courses', 'user_count', { id: courseId })).toBe(1);
  });
});

describe('video comments', () => {
  it('lists publicly and posts only when the member can watch', async () => {
    const { ctx, f, courseId, v1, m } = await setup();
    const post = () =>
      ctx.call('POST', `/api/v2/video/${v1}/comment`, {
        token: m.token,
        body: { content: '这一节讲得真清楚' },
      });
    expect((await post()).json.message).toBe('无权限');
    expect(
      (await ctx.call('POST', `/api/v2/video/${v1}/comment`, { token: m.token, body: { content: '短' } }))
        .json.message,
    ).toBe('评论内容不能少于6个字');
    await f.buy(m.id, courseId);
    expect((await post()).json.code).toBe(0);
    const list = data((await ctx.call('GET', `/api/v2/video/${v1}/comments`)).json);
    hasShape(list, COMMENTS_REPLY);
    haveShapes(list.comments, COMMENT);
    for (const u of Object.values(list.users as Record<string, unknown>)) hasShape(u, COMMENT_USER);
    expect((list.comments as Obj[])[0]).toMatchObject({ user_id: m.id, render_content: '这一节讲得真清楚' });
    expect(Object.keys(list.users as Obj)).toEqual([String(m.id)]);
  });
});
