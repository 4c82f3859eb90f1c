import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers.ts';
import * as study from '../../src/modules/study/repository.ts';
import * as ownership from '../../src/modules/ownership/service.ts';
import { insertVideo as insertLiveVideo } from '../../src/modules/live/repository.ts';
import { fixtures } from '../catalog/fixtures.ts';
import {
  BOOK_SUBSCRIBED,
  BOOK_VIEW,
  LEARNED_COURSE,
  LEARNED_VIDEO,
  LIKED_COURSE,
  LIKED_RESOURCE,
  LIST_PAGE,
  LIVE_LEARNED,
  LIVE_SUBSCRIBED,
  STUDY_COURSE,
  SUBSCRIBED_COURSE,
  TOPIC_BOUGHT,
  TOPIC_VIEW,
  WATCH_RECORD,
} from '../catalog/shapes.ts';
import { expectShape, expectShapes } from '../support/contract-shape.ts';

type Obj = Record<string, unknown>;
const list = (json: { data?: unknown }) => json.data as { data: Obj[]; total: number };

async function setup() {
  const ctx = await createTestContext();
  const f = fixtures(ctx);
  const paid = await f.course({ title: '付费课', charge: 99 });
  const free = await f.course({ title: '免费课', charge: 0, isFree: 1 });
  const v1 = await f.video(paid, { duration: 20 });
  const v2 = await f.video(paid, { duration: 20, title: '第二节' });
  const fv = await f.video(free, { duration: 20 });
  const a = await ctx.member();
  const b = await ctx.member();
  return { ctx, f, paid, free, v1, v2, fv, a, b };
}

describe('study centre: recorded courses', () => {
  it('needs a token (v3 answers HTTP 401)', async () => {
    const { ctx } = await setup();
    for (const p of [
      '/api/v3/member/courses/learned',
      '/api/v3/member/courses',
      '/api/v3/member/courses/like',
      '/api/v3/member/learned/course/1',
    ]) {
      const res = await ctx.call('GET', p);
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('lists learned, subscribed and liked courses of the caller only', async () => {
    const { ctx, f, paid, free, v1, fv, a, b } = await setup();
    await f.buy(a.id, paid);
    await ctx.call('POST', `/api/v2/video/${v1}/record`, { token: a.token, body: { duration: 10 } });
    ctx.clock.advance(60_000);
    await ctx.call('POST', `/api/v2/video/${fv}/record`, { token: a.token, body: { duration: 20 } });
    await ctx.call('GET', `/api/v2/course/${paid}/like`, { token: a.token });

    const learned = list((await ctx.call('GET', '/api/v3/member/courses/learned', { token: a.token })).json);
    expectShape(learned, LIST_PAGE);
    expectShapes(learned.data, LEARNED_COURSE);
    expectShape(learned.data[1]?.course, STUDY_COURSE);
    expectShape(learned.data[1]?.last_view_video, WATCH_RECORD);
    expect(learned.total).toBe(2);
    expect(learned.data.map((r) => r.course_id)).toEqual([free, paid]);
    expect(learned.data[0]).toMatchObject({
      is_watched: 1,
      progress: 100,
      learned_count: 1,
      is_subscribe: 0,
    });
    expect(learned.data[1]).toMatchObject({
      progress: 0,
      learned_count: 0,
      is_subscribe: 1,
      last_view_video: { video_id: v1, watch_seconds: 10, watched_at: null },
      course: { id: paid, title: '付费课', charge: 99, videos_count: 2 },
    });
    expect(learned.data[1]?.created_at).toMatch(/\.000000Z$/);

    const subs = list((await ctx.call('GET', '/api/v3/member/courses', { token: a.token })).json);
    expectShapes(subs.data, SUBSCRIBED_COURSE);
    expect(subs.total).toBe(1);
    expect(subs.data[0]).toMatchObject({
      course_id: paid,
      user_id: a.id,
      learned_count: 0,
      watch_record: { progress: 0 },
    });
    expect(subs.data[0]).not.toHaveProperty('id');

    const likes = list((await ctx.call('GET', '/api/v3/member/courses/like', { token: a.token })).json);
    expectShapes(likes.data, LIKED_COURSE);
    expect(likes.data.map((r) => r.course_id)).toEqual([paid]);

    for (const p of [
      '/api/v3/member/courses/learned',
      '/api/v3/member/courses',
      '/api/v3/member/courses/like',
    ]) {
      expect(list((await ctx.call('GET', p, { token: b.token })).json)).toEqual({ data: [], total: 0 });
    }
    const paged = list(
      (await ctx.call('GET', '/api/v3/member/courses/learned?page=2&size=1', { token: a.token })).json,
    );
    expect(paged.data.map((r) => r.course_id)).toEqual([paid]);
  });

  it('returns per-video progress as a plain array', async () => {
    const { ctx, f, paid, v1, v2, a, b } = await setup();
    await f.buy(a.id, paid);
    await ctx.call('POST', `/api/v2/video/${v1}/record`, { token: a.token, body: { duration: 20 } });
    const res = (await ctx.call('GET', `/api/v3/member/learned/course/${paid}`, { token: a.token })).json
      .data as Obj[];
    expect(Array.isArray(res)).toBe(true);
    expectShapes(res, LEARNED_VIDEO);
    expect(res.map((r) => r.id)).toEqual([v1, v2]);
    expect(res[0]).toMatchObject({
      duration: 20,
      watch_record: { watch_seconds: 20, watched_at: '2026-11-21 16:00:00' },
    });
    expect(res[1]?.watch_record).toBeNull();
    const other = (await ctx.call('GET', `/api/v3/member/learned/course/${paid}`, { token: b.token })).json
      .data as Obj[];
    expect(other.every((r) => r.watch_record === null)).toBe(true);
    expect(
      (await ctx.call('GET', '/api/v3/member/learned/course/999', { token: a.token })).json.message,
    ).toBe('错误');
  });
});

describe('study centre: addon lists', () => {
  it('answers real (possibly empty) lists in the contract shapes', async () => {
    const { ctx, f, a, b } = await setup();
    const now = f.past(1);
    const live = await f.liveCourse({ thumb: '/l.svg', status: 2, at: now });
    const lv = await insertLiveVideo(ctx.db, {
      course_id: live,
      title: '第一讲',
      status: 0,
      published_at: f.future(1),
      created_at: now,
      updated_at: now,
    });
    await ownership.grant(ctx.db, 'live', { userId: a.id, id: live, charge: 0, reason: 'seed', now });
    await study.insertLiveWatchRecord(ctx.db, {
      user_id: a.id,
      course_id: live,
      video_id: lv,
      watch_seconds: 60,
      created_at: now,
      updated_at: now,
    });
    const book = await f.book({ thumb: '/b.svg', at: now });
    await ownership.grant(ctx.db, 'book', { userId: a.id, id: book, charge: 0, reason: 'seed', now });
    await study.insertBookView(ctx.db, {
      user_id: a.id,
      book_id: book,
      article_id: 7,
      created_at: now,
      updated_at: now,
    });
    const topic = await f.topic({ title: '图文', thumb: '/t.svg', at: now });
    await ownership.grant(ctx.db, 'topic', { userId: a.id, id: topic, charge: 0, reason: 'seed', now });
    await study.insertTopicView(ctx.db, { user_id: a.id, topic_id: topic, created_at: now, updated_at: now });
    await study.insertTopicCollect(ctx.db, { user_id: a.id, topic_id: topic, created_at: now });
    await ctx.call('GET', `/addons/templateOne/api/v1/like/hit?id=${book}&type=book`, { token: a.token });

    const get = async (p: string, token = a.token) => (await ctx.call('GET', p, { token })).json.data as Obj;
    const liveLearned = (await get('/addons/zhibo/api/v1/member/courses/learned')) as { data: Obj[] };
    expectShape(liveLearned, LIST_PAGE);
    expectShapes(liveLearned.data, LIVE_LEARNED);
    expect(liveLearned.data[0]).toMatchObject({
      course_id: live,
      video_id: lv,
      is_subscribe: 1,
      learned_count: 0,
      course: { id: live, status: 2, videos_count: 1, next_video: { id: lv, title: '第一讲' } },
    });
    const liveSubscribed = (await get('/addons/zhibo/api/v1/member/courses')) as {
      data: Obj[];
      total: number;
    };
    expect(liveSubscribed.total).toBe(1);
    // The 在学 row shape without is_subscribe (account §7.5), video_id included.
    expectShapes(liveSubscribed.data, LIVE_SUBSCRIBED);
    expect(liveSubscribed.data[0]).toMatchObject({
      id: live,
      course_id: live,
      video_id: lv,
      learned_count: 0,
    });
    expect(liveSubscribed.data[0]).not.toHaveProperty('is_subscribe');
    const liked = (await get('/addons/templateOne/api/v1/like/courses?type=book')) as { data: Obj[] };
    expectShapes(liked.data, LIKED_RESOURCE);
    expect(liked.data[0]).toMatchObject({ id: book, title: '书', thumb: 'http://localhost:8080/b.svg' });
    expect(
      ((await get('/addons/templateOne/api/v1/like/courses?type=live')) as { total: number }).total,
    ).toBe(0);
    expect(
      (await ctx.call('GET', '/addons/templateOne/api/v1/like/courses?type=x', { token: a.token })).json
        .message,
    ).toBe('参数错误');
    const bookViews = (await get('/addons/MeeduBooks/api/v2/member/book/view')) as { data: Obj[] };
    expectShapes(bookViews.data, BOOK_VIEW);
    expect(bookViews.data[0]).toMatchObject({ article_id: 7, is_subscribe: 1, book: { id: book } });
    const books = (await get('/addons/MeeduBooks/api/v2/member/books')) as { data: Obj[] };
    expectShapes(books.data, BOOK_SUBSCRIBED);
    expect(books.data[0]).toMatchObject({ book_id: book, last_view: { article_id: 7 } });
    const topicViews = (await get('/addons/MeeduTopics/api/v2/member/topics/view')) as { data: Obj[] };
    expectShapes(topicViews.data, TOPIC_VIEW);
    expect(topicViews.data[0]).toMatchObject({ is_subscribe: 1, topic: { id: topic } });
    const bought = (await get('/addons/MeeduTopics/api/v1/user/buyTopics')) as { data: { data: Obj[] } };
    expectShapes(bought.data.data, TOPIC_BOUGHT);
    expect(bought).toMatchObject({ data: { total: 1, data: [{ id: topic }] } });
    const collected = (await get('/addons/MeeduTopics/api/v1/user/collect')) as { data: { data: Obj[] } };
    expectShapes(collected.data.data, TOPIC_BOUGHT);
    expect(collected).toMatchObject({ data: { total: 1 } });

    // Another member sees none of it; visitors are refused with the v2 shape.
    expect(await get('/addons/MeeduTopics/api/v1/user/collect', b.token)).toEqual({
      data: { data: [], total: 0 },
    });
    expect(await get('/addons/zhibo/api/v1/member/courses/learned', b.token)).toEqual({ data: [], total: 0 });
    expect((await ctx.call('GET', '/addons/MeeduBooks/api/v2/member/books')).json).toEqual({
      code: 401,
      message: '错误',
      data: [],
    });
  });
});
