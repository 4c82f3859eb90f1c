import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers.ts';
import { columnOf } from '../support/rows.ts';
import { fixtures } from '../catalog/fixtures.ts';
import {
  ATTACH,
  CATEGORY,
  CHAPTER,
  COMMENT,
  COMMENTS_REPLY,
  COMMENT_USER,
  COURSE_DETAIL,
  COURSE_DETAIL_REPLY,
  COURSE_ITEM,
  LARAVEL_PAGE,
  SUB_CATEGORY,
  VIDEO_ITEM,
  hasShape,
  haveShapes,
} from '../catalog/shapes.ts';

type Obj = Record<string, unknown>;
const data = (json: { data?: unknown }) => json.data as Obj;

describe('course categories and list', () => {
  it('returns the two-level tree in sort order', async () => {
    const ctx = await createTestContext();
    const f = fixtures(ctx);
    const b = await f.category('设计', 0, 2);
    const a = await f.category('编程', 0, 1);
    await f.category('Python', a, 2);
    await f.category('前端', a, 1);
    const res = await ctx.call('GET', '/api/v2/course_categories');
    expect(res.json.code).toBe(0);
    haveShapes(res.json.data, CATEGORY);
    for (const top of res.json.data as { children: unknown[] }[]) haveShapes(top.children, SUB_CATEGORY);
    expect(res.json.data).toEqual([
      {
        id: a,
        name: '编程',
        parent_id: 0,
        children: [
          { id: a + 2, sort: 1, name: '前端', parent_id: a },
          { id: a + 1, sort: 2, name: 'Python', parent_id: a },
        ],
      },
      { id: b, name: '设计', parent_id: 0, children: [] },
    ]);
  });

  it('lists shown, published courses newest first as a Laravel page, parent category matching children', async () => {
    const ctx = await createTestContext();
    const f = fixtures(ctx);
    const top = await f.category('编程');
    const child = await f.category('Python', top);
    const other = await f.category('设计');
    const c1 = await f.course({ title: '老课', categoryId: child, publishedAt: f.past(5) });
    const c2 = await f.course({ title: '新课', categoryId: top, publishedAt: f.past(1) });
    await f.course({ title: '设计课', categoryId: other });
    await f.course({ title: '隐藏', categoryId: child, isShow: 0 });
    await f.course({ title: '未发布', categoryId: child, publishedAt: f.future(1) });
    await f.video(c1);
    await f.video(c1, { isShow: 0 });

    const res = await ctx.call('GET', `/api/v2/courses?category_id=${top}&page=1&page_size=16`);
    const page = data(res.json);
    hasShape(page, LARAVEL_PAGE);
    haveShapes(page.data, COURSE_ITEM);
    expect(page.total).toBe(2);
    expect(page.current_page).toBe(1);
    expect(page.per_page).toBe(16);
    expect(page.last_page).toBe(1);
    expect(page.from).toBe(1);
    expect(page.to).toBe(2);
    expect(page.next_page_url).toBeNull();
    const items = page.data as Obj[];
    expect(items.map((i) => i.id)).toEqual([c2, c1]);
    expect(items[1]).toMatchObject({
      title: '老课',
      is_free: 0,
      videos_count: 1,
      category: { id: child, name: 'Python' },
      thumb: 'http://localhost:8080/media/covers/course-1.svg',
    });
    expect(items[1]).not.toHaveProperty('render_desc');
  });

  it('filters free, sorts by subscribers, pages', async () => {
    const ctx = await createTestContext();
    const f = fixtures(ctx);
    const free = await f.course({ title: '免费', isFree: 1, charge: 0, userCount: 5 });
    const hot = await f.course({ title: '热门', userCount: 100 });
    const zero = await f.course({ title: '零元', charge: 0, userCount: 1 });
    const freeRes = await ctx.call('GET', '/api/v2/courses?scene=free');
    expect((data(freeRes.json).data as Obj[]).map((i) => i.id).sort()).toEqual([free, zero].sort());
    const sub = await ctx.call('GET', '/api/v2/courses?scene=sub');
    expect((data(sub.json).data as Obj[]).map((i) => i.id)).toEqual([hot, free, zero]);
    const p2 = await ctx.call('GET', '/api/v2/courses?page=2&page_size=2');
    const page = data(p2.json);
    expect(page.total).toBe(3);
    expect((page.data as Obj[]).length).toBe(1);
    expect(page.prev_page_url).toBe('http://localhost:8080/api/v2/courses?page=1');
    const empty = await ctx.call('GET', '/api/v2/courses?page=9');
    expect(data(empty.json)).toMatchObject({ from: null, to: null, data: [] });
  });
});

describe('course detail', () => {
  it('groups videos by chapter and computes isBuy on the server', async () => {
    const ctx = await createTestContext();
    const f = fixtures(ctx);
    const id = await f.course({ charge: 99 });
    const ch1 = await f.chapter(id, '第一章', 2);
    const ch0 = await f.chapter(id, '导学', 1);
    const v1 = await f.video(id, { chapterId: ch1, title: 'B' });
    const v2 = await f.video(id, { chapterId: ch0, title: 'A' });
    const loose = await f.video(id, { chapterId: 999, title: '章节已删' });
    await f.video(id, { isShow: 0 });
    const attachId = await f.attach(id);

    const anon = await ctx.call('GET', `/api/v2/course/${id}`);
    const d = data(anon.json);
    hasShape(d, COURSE_DETAIL_REPLY);
    hasShape(d.course, COURSE_DETAIL);
    haveShapes(d.chapters, CHAPTER);
    for (const group of Object.values(d.videos as Record<string, unknown[]>)) haveShapes(group, VIDEO_ITEM);
    haveShapes(d.attach, ATTACH);
    expect((d.chapters as Obj[]).map((c) => c.title)).toEqual(['导学', '第一章']);
    const videos = d.videos as Record<string, Obj[]>;
    expect(videos[String(ch0)]?.map((v) => v.id)).toEqual([v2]);
    expect(videos[String(ch1)]?.map((v) => v.id)).toEqual([v1]);
    expect(videos['0']?.map((v) => v.id)).toEqual([loose]);
    expect(d.isBuy).toBe(false);
    expect(d.isCollect).toBe(false);
    expect(d.attach).toEqual([{ id: attachId, name: '讲义.txt', size: 10, extension: 'txt' }]);
    expect((d.course as Obj).render_desc).toBe('<p>介绍</p>');

    const m = await ctx.member();
    expect(data((await ctx.call('GET', `/api/v2/course/${id}`, { token: m.token })).json).isBuy).toBe(false);
    await f.buy(m.id, id);
    expect(data((await ctx.call('GET', `/api/v2/course/${id}`, { token: m.token })).json).isBuy).toBe(true);
  });

  it('free courses are bought for members; VIP opens VIP-free courses only while the role is valid', async () => {
    const ctx = await createTestContext();
    const f = fixtures(ctx);
    const free = await f.course({ isFree: 1, charge: 0 });
    const vipCourse = await f.course({ charge: 99, vipFree: 1 });
    const notVip = await f.course({ charge: 99, vipFree: 0 });
    const m = await ctx.member();
    const isBuy = async (id: number) =>
      data((await ctx.call('GET', `/api/v2/course/${id}`, { token: m.token })).json).isBuy;
    expect(await isBuy(free)).toBe(true);
    expect(await isBuy(vipCourse)).toBe(false);
    await f.giveVip(m.id, f.future(10));
    expect(await isBuy(vipCourse)).toBe(true);
    expect(await isBuy(notVip)).toBe(false);
    ctx.clock.advance(11 * 86400_000);
    expect(await isBuy(vipCourse)).toBe(false);
  });

  it('answers 错误 for unknown, unpublished and malformed ids', async () => {
    const ctx = await createTestContext();
    const f = fixtures(ctx);
    const later = await f.course({ publishedAt: f.future(1) });
    for (const path of ['/api/v2/course/999', `/api/v2/course/${later}`, '/api/v2/course/abc']) {
      const res = await ctx.call('GET', path);
      expect(res.json).toEqual({ code: 1, message: '错误', data: [] });
    }
  });
});

describe('course comments', () => {
  it('validates, checks permission, escapes and lists newest first with users', async () => {
    const ctx = await createTestContext();
    const f = fixtures(ctx);
    const id = await f.course({ charge: 99 });
    const m = await ctx.member({ nick_name: '小明' });
    const post = (content: unknown, token = m.token) =>
      ctx.call('POST', `/api/v2/course/${id}/comment`, { token, body: { content } });

    expect(
      (await ctx.call('POST', `/api/v2/course/${id}/comment`, { body: { content: '123456' } })).json,
    ).toMatchObject({
      code: 401,
    });
    expect((await post('')).json.message).toBe('请输入评论');
    expect((await post(undefined)).json.message).toBe('请输入评论');
    expect((await post('太短了')).json.message).toBe('评论内容不能少于6个字');
    expect((await post('长'.repeat(1001))).json.message).toBe('评论内容不能超过1000个字');
    expect((await post('这门课讲得很好很清楚')).json.message).toBe('无权限');

    await f.buy(m.id, id);
    // Tags are stripped before the rules apply (contract §2.5): nothing but tags is an empty comment.
    expect((await post('<p><br/></p>')).json.message).toBe('请输入评论');
    expect((await post('<b>短评</b><i>啊</i>')).json.message).toBe('评论内容不能少于6个字');
    expect((await post('<b>第一条</b> 评论内容')).json).toEqual({ code: 0, message: '', data: [] });
    ctx.clock.advance(1000);
    expect((await post('a < b & c > d 比较')).json.code).toBe(0);
    ctx.clock.advance(1000);
    expect((await post('第二条评论内容\n换行')).json.code).toBe(0);

    const list = data((await ctx.call('GET', `/api/v2/course/${id}/comments`)).json);
    hasShape(list, COMMENTS_REPLY);
    const comments = list.comments as Obj[];
    haveShapes(comments, COMMENT);
    for (const u of Object.values(list.users as Record<string, unknown>)) hasShape(u, COMMENT_USER);
    expect(comments.map((c) => c.render_content)).toEqual([
      '第二条评论内容<br>换行',
      'a &lt; b &amp; c &gt; d 比较',
      '第一条 评论内容',
    ]);
    expect(comments[0]?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000000Z$/);
    // Other members never see a commenter's address (the field stays, empty).
    expect(comments.every((c) => c.ip === '')).toBe(true);
    expect((list.users as Record<string, Obj>)[String(m.id)]).toEqual({
      id: m.id,
      nick_name: '小明',
      avatar: 'http://localhost:8080/brand/avatar.svg',
    });
  });
});

describe('course like and attachments', () => {
  it('toggles the collect flag per member', async () => {
    const ctx = await createTestContext();
    const f = fixtures(ctx);
    const id = await f.course();
    const a = await ctx.member();
    const b = await ctx.member();
    expect((await ctx.call('GET', `/api/v2/course/${id}/like`)).json.code).toBe(401);
    expect((await ctx.call('GET', `/api/v2/course/${id}/like`, { token: a.token })).json.data).toBe(1);
    expect(data((await ctx.call('GET', `/api/v2/course/${id}`, { token: a.token })).json).isCollect).toBe(
      true,
    );
    expect(data((await ctx.call('GET', `/api/v2/course/${id}`, { token: b.token })).json).isCollect).toBe(
      false,
    );
    expect((await ctx.call('GET', `/api/v2/course/${id}/like`, { token: a.token })).json.data).toBe(0);
    expect((await ctx.call('GET', '/api/v2/course/999/like', { token: a.token })).json.message).toBe('错误');
  });

  it('downloads a real file with the token in the query only for members who can see the course', async () => {
    const ctx = await createTestContext();
    const f = fixtures(ctx);
    const id = await f.course({ charge: 99 });
    const attach = await f.attach(id, { name: '课程讲义', size: 1 });
    const m = await ctx.member();
    const url = (token: string) => `/api/v2/course/attach/${attach}/download?token=${token}`;
    expect((await ctx.call('GET', `/api/v2/course/attach/${attach}/download`)).json).toMatchObject({
      code: 401,
    });
    expect((await ctx.call('GET', url('bad-token'))).json).toMatchObject({ code: 401 });
    expect((await ctx.call('GET', url(m.token))).json).toEqual({ code: 1, message: '请购买课程', data: [] });
    await f.buy(m.id, id);
    const res = await ctx.app.request(url(m.token));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('课程讲义.txt')}`,
    );
    expect(await res.text()).toContain('课程讲义');
    expect(await columnOf(ctx.db, 'course_attach', 'download_times', { id: attach })).toBe(1);
    expect((await ctx.call('GET', `/api/v2/course/attach/999/download?token=${m.token}`)).json.message).toBe(
      '错误',
    );
  });
});
