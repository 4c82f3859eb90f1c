import { describe, expect, it } from 'vitest';
import { siteRawTime, toDbTime } from '../../src/lib/dates.ts';
import * as mediaRepo from '../../src/media/repository.ts';
import { liveBus } from '../../src/modules/live/service.ts';
import type { RoomFrame } from '../../src/modules/live/bus.ts';
import { expectShape, expectShapes } from '../support/contract-shape.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import {
  CHAT_RECORD,
  LIVE_ATTACH,
  LIVE_CATEGORY,
  LIVE_COMMENT,
  LIVE_COURSE,
  LIVE_DETAIL,
  LIVE_ITEM,
  LIVE_PLAY,
  LIVE_VIDEO,
  buy,
  liveClass,
  liveFixture,
} from './fixtures.ts';

type Obj = Record<string, unknown>;
const data = <T = Obj>(json: { data?: unknown }) => json.data as T;
const go = (f: { paid: number }, video: number, rest: string) =>
  `/addons/zhibo/api/v1/course/${f.paid}/video/${video}${rest}`;

/** Every frame the bus carries for the test's database, as the sockets of any instance would receive them. */
async function frames(ctx: TestContext) {
  const seen: RoomFrame[] = [];
  const unsubscribe = await liveBus(ctx.store).subscribe((e) => {
    if ('frame' in e) seen.push(e);
  });
  return {
    seen,
    async until(n: number) {
      for (let i = 0; i < 100 && seen.length < n; i++) await new Promise((r) => setTimeout(r, 20));
      return seen.map((e) => e.frame);
    },
    // The PostgreSQL bus holds a LISTEN connection, which would keep the test database from being dropped.
    stop: () => {
      unsubscribe();
      void liveBus(ctx.store).close();
    },
  };
}

const dev = (ctx: TestContext, video: number, body: Obj) =>
  ctx.call('POST', `/__dev/live/${video}`, { body });

describe('live list and detail (contract §6.1, §6.2)', () => {
  it('lists published courses with the two-level tree; a parent category matches its children', async () => {
    const ctx = await createTestContext();
    const f = await liveFixture(ctx);
    const all = await ctx.call('GET', '/addons/zhibo/api/v1/courses?page=1&size=16');
    expect(all.json.code).toBe(0);
    const reply = data<{ data: { data: Obj[]; total: number }; categories: Obj[] }>(all.json);
    expectShapes(reply.data.data, LIVE_ITEM);
    expectShapes(reply.categories, LIVE_CATEGORY);
    expect(reply.data.total).toBe(2);
    expect(reply.categories).toEqual([
      {
        id: f.parent,
        name: '职业技能',
        parent_id: 0,
        children: [{ id: f.child, sort: 1, name: '编程直播', parent_id: f.parent }],
      },
      { id: f.other, name: '学历提升', parent_id: 0, children: [] },
    ]);
    const byParent = await ctx.call('GET', `/addons/zhibo/api/v1/courses?cid=${f.parent}`);
    const items = data<{ data: { data: Obj[] } }>(byParent.json).data.data;
    expect(items.map((i) => i.id)).toEqual([f.paid]);
    expect(items[0]).toMatchObject({
      status: 1,
      status_text: '直播中',
      category: { id: f.child, name: '编程直播' },
    });
  });

  it('shows the schedule grouped by chapter, replays only for ended lessons, and decides is_buy on the server', async () => {
    const ctx = await createTestContext();
    const f = await liveFixture(ctx);
    const visitor = await ctx.call('GET', `/addons/zhibo/api/v1/course/${f.paid}`);
    expect(visitor.json.code).toBe(0);
    const reply = data<{ course: Obj; chapters: Obj[]; videos: Record<string, Obj[]>; is_buy: boolean }>(
      visitor.json,
    );
    expectShape(reply, LIVE_DETAIL);
    expectShape(reply.course, LIVE_COURSE);
    expect(reply.is_buy).toBe(false);
    expect(reply.course).toMatchObject({
      vip_can_view: 1,
      teacher: { name: '李明', short_desc: '数据工程师' },
    });
    const [chapter] = reply.chapters;
    expect(chapter).toEqual({ id: expect.any(Number), name: '第一章' });
    const inChapter = reply.videos[String(chapter?.id)] ?? [];
    expectShapes(inChapter, LIVE_VIDEO);
    expect(inChapter.map((v) => [v.title, v.status, v.duration])).toEqual([
      ['第1讲', 2, 20],
      ['第2讲', 1, 0],
    ]);
    expect(reply.videos['0']?.map((v) => v.title)).toEqual(['第3讲']);

    const buyer = await ctx.member();
    const stranger = await ctx.member();
    await buy(ctx, buyer.id, f.paid);
    const isBuy = async (token: string, id = f.paid) =>
      data<{ is_buy: boolean }>((await ctx.call('GET', `/addons/zhibo/api/v1/course/${id}`, { token })).json)
        .is_buy;
    expect(await isBuy(buyer.token)).toBe(true);
    expect(await isBuy(stranger.token)).toBe(false);
    expect(await isBuy(stranger.token, f.free)).toBe(true);
    // An active VIP role opens a VIP-free course; an expired one does not.
    await ctx.db
      .updateTable('users')
      .set({ role_id: 1, role_expired_at: '2099-01-01 00:00:00' })
      .where('id', '=', stranger.id)
      .execute();
    expect(await isBuy(stranger.token)).toBe(true);
    await ctx.db
      .updateTable('users')
      .set({ role_expired_at: '2000-01-01 00:00:00' })
      .where('id', '=', stranger.id)
      .execute();
    expect(await isBuy(stranger.token)).toBe(false);

    const hidden = await ctx.call('GET', `/addons/zhibo/api/v1/course/${f.hidden}`);
    expect(hidden.json).toMatchObject({ code: 1, message: '课程不存在或已下架' });
  });
});

describe('live comments (§6.3, §6.4)', () => {
  it('lets members who may watch comment, as plain text, newest first', async () => {
    const { ctx, f, a: buyer, b: stranger } = await liveClass({ nickName: '小明' });
    const post = (token: string, content: string) =>
      ctx.call('POST', `/addons/zhibo/api/v1/course/${f.paid}/comment`, { token, body: { content } });
    expect((await post(stranger.token, '我还没有购买这门课')).json).toMatchObject({
      code: 1,
      message: '无权限',
    });
    expect((await post(buyer.token, '短')).json).toMatchObject({ code: 1, message: '评论内容不能少于6个字' });
    expect((await post(buyer.token, '<b>讲得很清楚</b>，谢谢老师')).json.code).toBe(0);
    expect((await post(buyer.token, '第二条评论内容')).json.code).toBe(0);
    const res = await ctx.call('GET', `/addons/zhibo/api/v1/course/${f.paid}/comments?page=1&size=10000`);
    const reply = data<{ data: { data: Obj[]; total: number }; users: Record<string, Obj> }>(res.json);
    expectShapes(reply.data.data, LIVE_COMMENT);
    expect(reply.data.total).toBe(2);
    expect(reply.data.data.map((c) => c.content)).toEqual(['第二条评论内容', '讲得很清楚，谢谢老师']);
    expect(reply.users[String(buyer.id)]).toMatchObject({ nick_name: '小明' });
  });
});

describe('live play (§6.5)', () => {
  it('refuses members who may not watch and gives the stream, the chat and the room state to those who may', async () => {
    const { ctx, f, a: buyer, b: stranger } = await liveClass();
    const play = (token: string, video: number) =>
      ctx.call('GET', `/addons/zhibo/api/v1/course/${video}/play`, { token });
    expect((await play(stranger.token, f.onAir)).json).toMatchObject({
      code: 1,
      message: '请购买课程后观看',
    });
    expect((await ctx.call('GET', `/addons/zhibo/api/v1/course/${f.onAir}/play`)).json.code).toBe(401);

    const live = data<Obj>((await play(buyer.token, f.onAir)).json);
    expectShape(live, LIVE_PLAY);
    expect(live).toMatchObject({ record_exists: 0, room_is_ban: 0, user_is_ban: 0, sign_in_record: [] });
    expect(live.play_url).toMatch(/\/addons\/zhibo\/stream\/\d+\/live\.m3u8\?sign=/);
    expect(live.chat?.connect_url).toBe(
      'ws://localhost:8080/addons/zhibo/ws/course/:courseId/video/:videoId?token=:token',
    );
    // The looping stand-in stream: a live playlist (no end), whose segments the same grant opens.
    const url = new URL(String(live.play_url));
    const playlist = await ctx.app.request(url.pathname + url.search);
    expect(playlist.status).toBe(200);
    const text = await playlist.text();
    expect(text).toContain('#EXT-X-MEDIA-SEQUENCE:150');
    expect(text).not.toContain('#EXT-X-ENDLIST');
    const segment = text.split('\n').find((l) => l.startsWith('/media/'));
    expect((await ctx.app.request(segment ?? '')).status).toBe(200);
    expect((await ctx.app.request(url.pathname)).status).toBe(403);

    const replay = data<Obj>((await play(buyer.token, f.ended)).json);
    expect(replay).toMatchObject({ record_exists: 1, chat: null });
    expect(replay.play_url).toEqual([
      { name: '360P', url: expect.stringContaining('/media/clip2/360p.m3u8?sign=') },
      { name: '240P', url: expect.stringContaining('/media/clip2/240p.m3u8?sign=') },
      { name: 'MP4', url: expect.stringContaining('/media/clip2/clip2.mp4?sign=') },
    ]);

    const upcoming = data<Obj>((await play(stranger.token, f.freeUpcoming)).json);
    expect(upcoming).toMatchObject({ play_url: '', record_exists: 0, video: { status: 0 } });
  });
});

describe('live chat (go §6.6, frames §6.7)', () => {
  it('persists messages, pages history newest first and sends each message to the room', async () => {
    const { ctx, f, a: buyer, b: stranger } = await liveClass({ nickName: '小红' });
    const bus = await frames(ctx);
    const send = (token: string, content: string, video = f.onAir) =>
      ctx.call('POST', go(f, video, '/chat/send'), { token, body: { content, duration: 12 } });
    expect((await send(stranger.token, '你好')).json).toMatchObject({ code: 1, message: '请购买课程后观看' });
    expect((await send(buyer.token, '   ')).json).toMatchObject({ code: 1, message: '请输入消息内容' });
    expect((await send(buyer.token, 'x'.repeat(201))).json.code).toBe(1);
    expect((await send(buyer.token, '第一条')).json.code).toBe(0);
    expect((await send(buyer.token, '<i>第二条</i>')).json.code).toBe(0);
    const got = await bus.until(2);
    expect(got[0]?.t).toBe('message');
    expect(JSON.parse(got[1]?.v ?? '{}')).toMatchObject({
      role: 'user',
      nick_name: '小红',
      content: '第二条',
    });
    expect(bus.seen.every((e) => e.videoId === f.onAir)).toBe(true);
    bus.stop();

    const page1 = await ctx.call('GET', go(f, f.onAir, '/chat/msg?page=1&size=1'), { token: buyer.token });
    const reply = data<{ data: Obj[]; total: number }>(page1.json);
    expectShapes(reply.data, CHAT_RECORD);
    expect(reply.total).toBe(2);
    expect(reply.data[0]?.msg_body.content).toBe('第二条');
    const page2 = data<{ data: { msg_body: Obj }[] }>(
      (await ctx.call('GET', go(f, f.onAir, '/chat/msg?page=2&size=1'), { token: buyer.token })).json,
    );
    expect(page2.data[0]?.msg_body.content).toBe('第一条');
    expect((await ctx.call('GET', go(f, f.onAir, '/chat/msg'), { token: stranger.token })).json.code).toBe(1);
    // The course in the path must be the lesson's.
    expect(
      (
        await ctx.call('GET', `/addons/zhibo/api/v1/course/${f.free}/video/${f.onAir}/chat/msg`, {
          token: buyer.token,
        })
      ).json,
    ).toMatchObject({ code: 1, message: '错误' });
    expect((await send(buyer.token, '结束后', f.ended)).json).toMatchObject({
      code: 1,
      message: '直播已结束',
    });
  });

  it('honours room and member mutes from the console, each reaching the room as its frame', async () => {
    const { ctx, f, a, b } = await liveClass({ bothBuy: true });
    const bus = await frames(ctx);
    const send = (token: string) =>
      ctx.call('POST', go(f, f.onAir, '/chat/send'), { token, body: { content: '说句话', duration: 1 } });
    const play = async (token: string) =>
      data<Obj>((await ctx.call('GET', `/addons/zhibo/api/v1/course/${f.onAir}/play`, { token })).json);

    expect((await dev(ctx, f.onAir, { action: 'ban-room' })).json).toEqual({
      code: 0,
      message: '',
      data: [],
    });
    expect((await send(a.token)).json).toMatchObject({ code: 1, message: '全员已禁言' });
    expect(await play(a.token)).toMatchObject({ room_is_ban: 1 });
    await dev(ctx, f.onAir, { action: 'unban-room' });
    expect((await dev(ctx, f.onAir, { action: 'ban-user', user_id: a.id })).json.code).toBe(0);
    expect((await send(a.token)).json).toMatchObject({ code: 1, message: '您已被禁言' });
    expect((await send(b.token)).json.code).toBe(0);
    // Another member's mute is not theirs.
    expect(await play(a.token)).toMatchObject({ user_is_ban: 1, room_is_ban: 0 });
    expect(await play(b.token)).toMatchObject({ user_is_ban: 0 });
    await dev(ctx, f.onAir, { action: 'unban-user', user_id: a.id });
    expect((await send(a.token)).json.code).toBe(0);

    const messages = await bus.until(6);
    expect(messages.map((m) => m.t)).toEqual([
      'room-ban',
      'room-un-ban',
      'room-user-ban',
      'message',
      'room-user-un-ban',
      'message',
    ]);
    expect(messages.find((m) => m.t === 'room-user-ban')?.params).toEqual([a.id]);
    bus.stop();
  });

  it('limits how fast one member sends', async () => {
    const { ctx, f, a: m, b: other } = await liveClass({ bothBuy: true });
    const send = (token: string) =>
      ctx.call('POST', go(f, f.onAir, '/chat/send'), { token, body: { content: '刷屏', duration: 1 } });
    for (let i = 0; i < 5; i++) expect((await send(m.token)).json.code).toBe(0);
    expect((await send(m.token)).json).toMatchObject({ code: 1, message: '发言过于频繁，请稍后再试' });
    expect((await send(other.token)).json.code).toBe(0);
  });

  it('deletes a message and ends the live: history drops it, the room is told, the lesson gets its replay', async () => {
    const ctx = await createTestContext();
    const f = await liveFixture(ctx);
    const m = await ctx.member();
    await buy(ctx, m.id, f.paid);
    expect((await dev(ctx, f.onAir, { action: 'message', content: '讲师消息' })).json.code).toBe(0);
    const history = async () =>
      data<{ data: { id: number; msg_body: Obj }[] }>(
        (await ctx.call('GET', go(f, f.onAir, '/chat/msg'), { token: m.token })).json,
      ).data;
    const [first] = await history();
    expect(first?.msg_body).toMatchObject({ role: 'teacher', content: '讲师消息' });
    const bus = await frames(ctx);
    expect((await dev(ctx, f.onAir, { action: 'delete', chat_id: first?.id })).json.code).toBe(0);
    expect(await history()).toEqual([]);
    expect((await dev(ctx, f.onAir, { action: 'delete', chat_id: first?.id })).json).toMatchObject({
      code: 1,
    });
    expect((await dev(ctx, f.onAir, { action: 'end' })).json.code).toBe(0);
    expect(await bus.until(2)).toEqual([
      { t: 'message-deleted', params: { ids: [first?.id] } },
      { t: 'room-over' },
    ]);
    bus.stop();
    const play = data<Obj>(
      (await ctx.call('GET', `/addons/zhibo/api/v1/course/${f.onAir}/play`, { token: m.token })).json,
    );
    expect(play).toMatchObject({ video: { status: 2 }, record_exists: 1, chat: null });

    // A streamed lesson's recording is its replay only once packaged: no 点击回看 that would fail meanwhile.
    const at = toDbTime(new Date());
    const recording = await mediaRepo.insertAsset(ctx.db, {
      original_name: '直播录制.flv',
      size: 1000,
      status: 'packaging',
      source_path: 'uploads/recording/source',
      created_at: at,
      updated_at: at,
    });
    await ctx.db
      .updateTable('live_videos')
      .set({ replay_url: `asset:${recording.id}` })
      .where('id', '=', f.onAir)
      .execute();
    const replayOf = async () =>
      data<Obj>(
        (await ctx.call('GET', `/addons/zhibo/api/v1/course/${f.onAir}/play`, { token: m.token })).json,
      );
    expect(await replayOf()).toMatchObject({ record_exists: 0, play_url: '' });
    await mediaRepo.updateAsset(ctx.db, recording.id, { status: 'ready', updated_at: at });
    const ready = await replayOf();
    expect(ready).toMatchObject({ record_exists: 1 });
    expect(JSON.stringify(ready.play_url)).toContain(`/media/hls/${recording.id}/`);
    expect((await dev(ctx, f.onAir, { action: 'end' })).json).toMatchObject({
      code: 1,
      message: '直播已结束',
    });
  });

  it('starts an upcoming lesson from the console and refuses unknown actions', async () => {
    const ctx = await createTestContext();
    const f = await liveFixture(ctx);
    const m = await ctx.member();
    expect((await dev(ctx, f.freeUpcoming, { action: 'start' })).json.code).toBe(0);
    const play = data<Obj>(
      (await ctx.call('GET', `/addons/zhibo/api/v1/course/${f.freeUpcoming}/play`, { token: m.token })).json,
    );
    expect(play).toMatchObject({ video: { status: 1 } });
    expect(play.play_url).toContain('live.m3u8');
    expect((await dev(ctx, f.freeUpcoming, { action: 'start' })).json.code).toBe(1);
    expect((await dev(ctx, f.freeUpcoming, { action: 'jump' })).json).toMatchObject({ code: 1 });
    expect((await dev(ctx, 999_999, { action: 'start' })).json).toMatchObject({
      code: 1,
      message: '直播不存在',
    });
  });
});

describe('roll call', () => {
  it('opens a roll call, records each member once, refuses after its end', async () => {
    const { ctx, f, a, b } = await liveClass({ bothBuy: true });
    expect((await dev(ctx, f.upcoming, { action: 'sign-in', seconds: 60 })).json).toMatchObject({
      code: 1,
      message: '直播中才能签到',
    });
    const bus = await frames(ctx);
    expect((await dev(ctx, f.onAir, { action: 'sign-in', seconds: 60 })).json.code).toBe(0);
    const [created] = await bus.until(1);
    bus.stop();
    const record = created?.params as { id: number; end_at: string };
    expect(created?.t).toBe('sign-in-created');
    expect(record.end_at).toBe(siteRawTime(toDbTime(new Date(ctx.clock.now().getTime() + 60_000))));
    const play = data<Obj>(
      (await ctx.call('GET', `/addons/zhibo/api/v1/course/${f.onAir}/play`, { token: a.token })).json,
    );
    expect(play.sign_in_record).toEqual(record);

    const sign = (token: string) =>
      ctx.call('POST', go(f, f.onAir, `/signIn/${record.id}`), { token, body: {} });
    expect((await sign(a.token)).json.code).toBe(0);
    expect((await sign(a.token)).json.code).toBe(0);
    const rows = await ctx.db
      .selectFrom('live_sign_ins')
      .select(['user_id'])
      .where('record_id', '=', record.id)
      .execute();
    expect(rows).toEqual([{ user_id: a.id }]);
    ctx.clock.advance(61_000);
    expect((await sign(b.token)).json).toMatchObject({ code: 1, message: '签到已结束' });
  });
});

describe('watch records and courseware', () => {
  it('moves live and replay seconds forward only, within the lesson, per member', async () => {
    const { ctx, f, a, b } = await liveClass({ bothBuy: true });
    const post = (token: string, video: number, kind: string, duration: unknown) =>
      ctx.call('POST', go(f, video, `/${kind}`), { token, body: { duration } });
    expect((await post(a.token, f.onAir, 'liveWatchRecord', 0)).json).toMatchObject({
      code: 1,
      message: '参数错误',
    });
    expect((await post(a.token, f.onAir, 'liveWatchRecord', 120)).json.code).toBe(0);
    expect((await post(a.token, f.onAir, 'liveWatchRecord', 60)).json.code).toBe(0);
    // Live for ten minutes: a claim of an hour is cut to what has been live (plus a minute).
    expect((await post(a.token, f.onAir, 'liveWatchRecord', 3600)).json.code).toBe(0);
    expect((await post(a.token, f.onAir, 'vodWatchRecord', 10)).json).toMatchObject({
      code: 1,
      message: '暂无回放',
    });
    expect((await post(a.token, f.ended, 'vodWatchRecord', 12)).json.code).toBe(0);
    expect((await post(a.token, f.ended, 'vodWatchRecord', 99)).json.code).toBe(0);
    const rec = (userId: number, video: number) =>
      ctx.db
        .selectFrom('live_watch_records')
        .select(['live_seconds', 'replay_seconds', 'watch_seconds', 'watched_at'])
        .where('user_id', '=', userId)
        .where('video_id', '=', video)
        .executeTakeFirst();
    expect(await rec(a.id, f.onAir)).toMatchObject({ live_seconds: 660, replay_seconds: 0 });
    expect(await rec(a.id, f.ended)).toMatchObject({ replay_seconds: 20, watched_at: expect.any(String) });
    expect(await rec(b.id, f.onAir)).toBeUndefined();
    const stranger = await ctx.member();
    expect((await post(stranger.token, f.ended, 'vodWatchRecord', 5)).json).toMatchObject({
      code: 1,
      message: '请购买课程后观看',
    });
  });

  it('lists courseware to members who may watch and downloads it with ?token=', async () => {
    const { ctx, f, a: m, b: stranger } = await liveClass();
    const list = await ctx.call('GET', go(f, f.onAir, '/attach/index?page=1&size=100000'), {
      token: m.token,
    });
    const items = data<{ data: Obj[] }>(list.json).data;
    expectShapes(items, LIVE_ATTACH);
    expect(items.map((i) => i.name)).toEqual(['讲义.txt']);
    const url = go(f, f.onAir, `/attach/${String(items[0]?.id)}/download`);
    const ok = await ctx.app.request(`${url}?token=${m.token}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-disposition')).toContain("filename*=UTF-8''");
    const refused = await ctx.call('GET', `${url}?token=${stranger.token}`);
    expect(refused.json).toMatchObject({ code: 1, message: '请购买课程后下载' });
    expect((await ctx.call('GET', url)).json.code).toBe(401);
  });
});

describe('search and the console page', () => {
  it('finds live courses by type live', async () => {
    const ctx = await createTestContext();
    await liveFixture(ctx);
    const res = await ctx.call('GET', `/api/v3/search?keywords=${encodeURIComponent('数据分析')}&type=live`);
    const items = data<{ data: Obj[] }>(res.json).data;
    expect(items.map((i) => [i.resource_type, i.title])).toEqual([['live', 'Python 数据分析直播']]);
  });

  it('serves the teacher console in demo mode only', async () => {
    const ctx = await createTestContext({ demo: true });
    const f = await liveFixture(ctx);
    const page = await ctx.app.request(`/__dev/live?video_id=${f.onAir}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('开始直播');
    expect(html).toContain('发起签到');
    const form = await ctx.app.request(`/__dev/live/${f.onAir}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=ban-room',
    });
    expect(form.status).toBe(303);
    const off = await createTestContext({ demo: false });
    expect((await off.app.request('/__dev/live')).status).toBe(404);
  });
});
