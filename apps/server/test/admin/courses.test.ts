import type {
  AdminErrorReply,
  ChapterItem,
  CourseAdminDetail,
  CourseAdminItem,
  CourseCategoryItem,
  CourseRequest,
  ListReply,
  VideoAdminItem,
  VideoRequest,
} from '@meedu/contract/admin';
import { describe, expect, it } from 'vitest';
import { toDbTime } from '../../src/lib/dates.ts';
import { auditRows, consoleCrew, uploadAs } from './support.ts';

const PAST = '2026-01-01T08:00:00+08:00';

const courseBody = (categoryId: number, over: Partial<CourseRequest> = {}): CourseRequest => ({
  title: '高等数学',
  category_id: categoryId,
  thumb: 'https://cdn.example.com/math.png',
  charge: 99,
  is_vip_free: true,
  published_at: PAST,
  short_description: '从极限讲起',
  description:
    '<p>极限 $\\lim_{x\\to0}$</p><pre><code class="language-js">let x = 1</code></pre><script>alert(1)</script>',
  ...over,
});

const videoBody = (over: Partial<VideoRequest> = {}): VideoRequest => ({
  title: '第一讲',
  published_at: PAST,
  url: 'https://cdn.example.com/1.mp4',
  duration: 600,
  free_seconds: 30,
  ...over,
});

describe('console courses: categories, courses, chapters, videos', () => {
  const crew = consoleCrew('courses.view', 'courses.edit', 'comments.edit');

  const category = async (name: string, parent = 0) => {
    const r = await crew.editor.call<CourseCategoryItem>('POST', '/course-categories', {
      name,
      parent_id: parent,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body;
  };

  it('categories: two levels, each role, bad input at its field, audit rows, in-use delete refused', async () => {
    const top = await category('理科');
    const child = await category('数学', top.id);
    expect(child).toMatchObject({ parent_id: top.id, is_show: true, course_count: 0 });

    for (const agent of [crew.boss, crew.viewer, crew.editor]) {
      const r = await agent.call<CourseCategoryItem[]>('GET', '/course-categories');
      expect(r.status).toBe(200);
      const ids = r.body.map((c) => c.id);
      expect(ids.indexOf(child.id)).toBe(ids.indexOf(top.id) + 1);
    }
    const refused = await crew.outsider.call<AdminErrorReply>('GET', '/course-categories');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('没有权限：课程（查看）');
    expect((await crew.viewer.call('POST', '/course-categories', { name: 'x' })).status).toBe(403);

    const bad = await crew.editor.call<AdminErrorReply>('POST', '/course-categories', {
      name: ' ',
      sort: -1,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ name: '请输入分类名称', sort: '排序不能小于 0' });
    const third = await crew.editor.call<AdminErrorReply>('POST', '/course-categories', {
      name: '三级',
      parent_id: child.id,
    });
    expect(third.status).toBe(400);
    expect(third.body.fields?.parent_id).toBe('分类最多两级，上级须为一级分类');

    const renamed = await crew.editor.call<CourseCategoryItem>('PUT', `/course-categories/${child.id}`, {
      name: '高等数学',
      parent_id: top.id,
      sort: 3,
      is_show: false,
    });
    expect(renamed.body).toMatchObject({ name: '高等数学', sort: 3, is_show: false });
    const [update] = await auditRows(crew.ctx, 'course_category');
    expect(update).toMatchObject({ action: 'update', admin_name: crew.editor.name });
    expect(update?.before).toMatchObject({ name: '数学' });
    expect(update?.after).toMatchObject({ name: '高等数学', is_show: false });

    // In use: two courses in the child, the parent has a child.
    for (const title of ['甲', '乙'])
      expect((await crew.editor.call('POST', '/courses', courseBody(child.id, { title }))).status).toBe(201);
    const inUse = await crew.editor.call<AdminErrorReply>('DELETE', `/course-categories/${child.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe('该分类下还有 2 门课程，不能删除');
    const hasChild = await crew.editor.call<AdminErrorReply>('DELETE', `/course-categories/${top.id}`);
    expect(hasChild.status).toBe(409);
    expect(hasChild.body.message).toBe('该分类下还有 1 个子分类，不能删除');

    const empty = await category('空分类');
    expect((await crew.editor.call('DELETE', `/course-categories/${empty.id}`)).status).toBe(204);
    const [deleted] = await auditRows(crew.ctx, 'course_category');
    expect(deleted).toMatchObject({ action: 'delete', entity_id: String(empty.id) });
    expect((await crew.editor.call('DELETE', `/course-categories/${empty.id}`)).status).toBe(404);
  });

  it('courses: search, filter and sort on the server; the introduction sanitised on save; the storefront shows it', async () => {
    const cat = await category('编程');
    const make = async (over: Partial<CourseRequest>) => {
      const r = await crew.editor.call<CourseAdminDetail>('POST', '/courses', courseBody(cat.id, over));
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body;
    };
    const a = await make({ title: 'Python 入门', charge: 10 });
    const b = await make({ title: 'Python 进阶', charge: 50, is_show: false });
    await make({ title: 'Go 语言', charge: 30 });

    expect(a.description).toContain('$\\lim_{x\\to0}$');
    expect(a.description).toContain('class="language-js"');
    expect(a.description).not.toContain('<script');
    const [created] = await auditRows(crew.ctx, 'course');
    expect(created).toMatchObject({ action: 'create', entity_id: expect.any(String) });

    const search = await crew.viewer.call<ListReply<CourseAdminItem>>(
      'GET',
      `/courses?q=Python&category_id=${cat.id}&sort=-charge`,
    );
    expect(search.body.items.map((c) => c.title)).toEqual(['Python 进阶', 'Python 入门']);
    expect(search.body.total).toBe(2);
    const hidden = await crew.viewer.call<ListReply<CourseAdminItem>>(
      'GET',
      `/courses?category_id=${cat.id}&is_show=0`,
    );
    expect(hidden.body.items.map((c) => c.id)).toEqual([b.id]);
    const paged = await crew.viewer.call<ListReply<CourseAdminItem>>(
      'GET',
      `/courses?category_id=${cat.id}&size=1&page=2&sort=title`,
    );
    expect(paged.body).toMatchObject({ total: 3, page: 2, size: 1 });
    // A literal % matches nothing here rather than everything.
    expect((await crew.viewer.call<ListReply<CourseAdminItem>>('GET', '/courses?q=%25')).body.total).toBe(0);

    const bad = await crew.editor.call<AdminErrorReply>('POST', '/courses', {
      ...courseBody(cat.id),
      title: '',
      charge: -1,
      thumb: 'javascript:alert(1)',
      published_at: '明天',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      title: '请输入课程名称',
      charge: '价格不能小于 0',
      thumb: '地址须以 http://、https:// 或 / 开头',
      published_at: '时间格式不正确',
    });
    const noCategory = await crew.editor.call<AdminErrorReply>('POST', '/courses', courseBody(999_999));
    expect(noCategory.body.fields).toEqual({ category_id: '分类不存在' });

    const updated = await crew.editor.call<CourseAdminDetail>(
      'PUT',
      `/courses/${a.id}`,
      courseBody(cat.id, { title: 'Python 入门（第二版）', charge: 0, is_free: true }),
    );
    expect(updated.body).toMatchObject({ title: 'Python 入门（第二版）', charge: 0, is_free: true });
    const [update] = await auditRows(crew.ctx, 'course');
    expect(update?.before).toMatchObject({ title: 'Python 入门', charge: 10 });
    expect(update?.after).toMatchObject({ title: 'Python 入门（第二版）', charge: 0 });

    const detail = await crew.ctx.call('GET', `/api/v2/course/${a.id}`);
    expect(detail.json.code).toBe(0);
    expect(JSON.stringify(detail.json.data)).toContain('Python 入门（第二版）');
    expect(JSON.stringify(detail.json.data)).not.toContain('<script');
    expect((await crew.viewer.call('PUT', `/courses/${a.id}`, courseBody(cat.id))).status).toBe(403);
    expect((await crew.viewer.call('GET', '/courses/999999')).status).toBe(404);
  });

  it('deleting a course with paid orders or owners is refused with the reason; one without goes with its videos', async () => {
    const cat = await category('语言');
    const sold = (await crew.editor.call<CourseAdminDetail>('POST', '/courses', courseBody(cat.id))).body;
    const member = await crew.ctx.member();
    const now = toDbTime(crew.ctx.clock.now());
    const order = await crew.ctx.db
      .insertInto('orders')
      .values({
        user_id: member.id,
        order_no: `T${sold.id}`,
        charge: 99,
        status: 9,
        expired_at: now,
        paid_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await crew.ctx.db
      .insertInto('order_goods')
      .values({
        order_id: order.id,
        user_id: member.id,
        goods_type: 'course',
        goods_id: sold.id,
        goods_name: sold.title,
        goods_charge: 99,
        goods_ori_charge: 99,
        charge: 99,
        created_at: now,
      })
      .execute();
    const refused = await crew.editor.call<AdminErrorReply>('DELETE', `/courses/${sold.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('该课程已有 1 笔已支付订单，不能删除，可改为隐藏');

    const free = (await crew.editor.call<CourseAdminDetail>('POST', '/courses', courseBody(cat.id))).body;
    const chapter = (
      await crew.editor.call<ChapterItem>('POST', `/courses/${free.id}/chapters`, { title: '一' })
    ).body;
    await crew.editor.call('POST', `/courses/${free.id}/videos`, videoBody({ chapter_id: chapter.id }));
    expect((await crew.editor.call('DELETE', `/courses/${free.id}`)).status).toBe(204);
    expect(
      await crew.ctx.db.selectFrom('videos').select('id').where('course_id', '=', free.id).execute(),
    ).toEqual([]);
    const [deleted] = await auditRows(crew.ctx, 'course');
    expect(deleted).toMatchObject({ action: 'delete', entity_id: String(free.id) });
  });

  it('chapters and videos: create, edit, reorder (the storefront follows), in-use deletes refused, audit rows', async () => {
    const cat = await category('音乐');
    const course = (await crew.editor.call<CourseAdminDetail>('POST', '/courses', courseBody(cat.id))).body;
    const one = (
      await crew.editor.call<ChapterItem>('POST', `/courses/${course.id}/chapters`, { title: '基础' })
    ).body;
    const two = (
      await crew.editor.call<ChapterItem>('POST', `/courses/${course.id}/chapters`, { title: '进阶' })
    ).body;
    expect([one.sort, two.sort]).toEqual([0, 1]);
    const badChapter = await crew.editor.call<AdminErrorReply>('POST', `/courses/${course.id}/chapters`, {
      title: '',
    });
    expect(badChapter.body.fields).toEqual({ title: '请输入章节名称' });
    expect((await crew.viewer.call('POST', `/courses/${course.id}/chapters`, { title: 'x' })).status).toBe(
      403,
    );

    const v1 = (
      await crew.editor.call<VideoAdminItem>(
        'POST',
        `/courses/${course.id}/videos`,
        videoBody({ chapter_id: one.id }),
      )
    ).body;
    const v2 = (
      await crew.editor.call<VideoAdminItem>(
        'POST',
        `/courses/${course.id}/videos`,
        videoBody({ title: '第二讲', chapter_id: two.id }),
      )
    ).body;
    expect(v1).toMatchObject({ title: '第一讲', free_seconds: 30, duration: 600, media_asset_id: null });
    const otherCourse = (await crew.editor.call<CourseAdminDetail>('POST', '/courses', courseBody(cat.id)))
      .body;
    const wrongChapter = await crew.editor.call<AdminErrorReply>(
      'POST',
      `/courses/${otherCourse.id}/videos`,
      videoBody({ chapter_id: one.id }),
    );
    expect(wrongChapter.body.fields).toEqual({ chapter_id: '章节不存在' });
    const badVideo = await crew.editor.call<AdminErrorReply>(
      'POST',
      `/courses/${course.id}/videos`,
      videoBody({ title: '', free_seconds: -1, url: 'data:text/html,x' }),
    );
    expect(badVideo.body.fields).toMatchObject({
      title: '请输入视频名称',
      free_seconds: '试看秒数不能小于 0',
      url: '地址须以 http://、https:// 或 / 开头',
    });

    const edited = await crew.editor.call<VideoAdminItem>(
      'PUT',
      `/videos/${v1.id}`,
      videoBody({ title: '第一讲（新）', chapter_id: two.id }),
    );
    expect(edited.body).toMatchObject({ title: '第一讲（新）', chapter_id: two.id });
    const [videoAudit] = await auditRows(crew.ctx, 'video');
    expect(videoAudit?.before).toMatchObject({ title: '第一讲' });

    const chapters = await crew.editor.call<ChapterItem[]>('PUT', `/courses/${course.id}/chapters/order`, {
      ids: [two.id, one.id],
    });
    expect(chapters.body.map((c) => c.id)).toEqual([two.id, one.id]);
    const videos = await crew.editor.call<VideoAdminItem[]>('PUT', `/courses/${course.id}/videos/order`, {
      ids: [v2.id, v1.id],
    });
    expect(videos.body.map((v) => v.id)).toEqual([v2.id, v1.id]);
    const [reorder] = await auditRows(crew.ctx, 'video');
    expect(reorder).toMatchObject({ action: 'reorder', after: { ids: [v2.id, v1.id] } });
    const stale = await crew.editor.call<AdminErrorReply>('PUT', `/courses/${course.id}/videos/order`, {
      ids: [v1.id],
    });
    expect(stale.status).toBe(400);
    expect(stale.body.fields).toEqual({ ids: '列表已变化，请刷新后重新排序' });

    const storefront = await crew.ctx.call('GET', `/api/v2/course/${course.id}`);
    const outline = JSON.stringify(storefront.json.data);
    expect(outline.indexOf('第二讲')).toBeLessThan(outline.indexOf('第一讲（新）'));

    const inUse = await crew.editor.call<AdminErrorReply>('DELETE', `/chapters/${two.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe('该章节下还有 2 个视频，不能删除');
    const buyer = await crew.ctx.member();
    await crew.ctx.db
      .insertInto('user_videos')
      .values({ user_id: buyer.id, video_id: v2.id, charge: 1, created_at: toDbTime(crew.ctx.clock.now()) })
      .execute();
    const bought = await crew.editor.call<AdminErrorReply>('DELETE', `/videos/${v2.id}`);
    expect(bought.status).toBe(409);
    expect(bought.body.message).toBe('已有 1 位学员单独购买该视频，不能删除，可改为隐藏');
    expect((await crew.editor.call('DELETE', `/videos/${v1.id}`)).status).toBe(204);
    expect((await crew.editor.call('DELETE', `/chapters/${one.id}`)).status).toBe(204);
    const [chapterAudit] = await auditRows(crew.ctx, 'course_chapter');
    expect(chapterAudit).toMatchObject({ action: 'delete', entity_id: String(one.id) });
  });

  it('attachments: upload checked by content, listed, deleted, audited', async () => {
    const cat = await category('附件');
    const course = (await crew.editor.call<CourseAdminDetail>('POST', '/courses', courseBody(cat.id))).body;
    const upload = (name: string, bytes: Uint8Array, agent = crew.editor) =>
      uploadAs(crew.ctx, agent, '/uploads/attachments', { course_id: String(course.id) }, { name, bytes });
    const pdf = new TextEncoder().encode('%PDF-1.4 講義');
    const ok = await upload('讲义.pdf', pdf);
    expect(ok.status).toBe(201);
    const item = (await ok.json()) as { id: number; name: string; extension: string; size: number };
    expect(item).toMatchObject({ name: '讲义.pdf', extension: 'pdf', size: pdf.byteLength });
    const fake = await upload('假的.pdf', new TextEncoder().encode('<html>'));
    expect(fake.status).toBe(400);
    expect(((await fake.json()) as AdminErrorReply).fields).toEqual({ file: '文件内容与扩展名不符' });
    expect((await upload('x.exe', pdf)).status).toBe(400);
    expect((await upload('讲义.pdf', pdf, crew.viewer)).status).toBe(403);

    const list = await crew.viewer.call<{ id: number }[]>('GET', `/courses/${course.id}/attachments`);
    expect(list.body.map((a) => a.id)).toEqual([item.id]);
    expect((await crew.editor.call('DELETE', `/attachments/${item.id}`)).status).toBe(204);
    const rows = await auditRows(crew.ctx, 'course_attachment');
    expect(rows.map((r) => r.action)).toEqual(['delete', 'create']);
  });
});
