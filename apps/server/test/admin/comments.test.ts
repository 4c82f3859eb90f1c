import type {
  AdminErrorReply,
  CommentAdminItem,
  CourseAdminDetail,
  CourseCategoryItem,
  ListReply,
  VideoAdminItem,
} from '@meedu/contract/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { toDbTime } from '../../src/lib/dates.ts';
import { auditRows, consoleCrew } from './support.ts';

const PAST = '2026-01-01T08:00:00+08:00';

describe('console comment moderation', () => {
  const crew = consoleCrew('comments.view', 'comments.edit', 'courses.edit');
  let courseId: number;
  let videoId: number;
  const ids: { course: number[]; video: number[] } = { course: [], video: [] };

  beforeAll(async () => {
    const cat = (await crew.boss.call<CourseCategoryItem>('POST', '/course-categories', { name: '评论' }))
      .body;
    const course = (
      await crew.boss.call<CourseAdminDetail>('POST', '/courses', {
        title: '有评论的课',
        category_id: cat.id,
        charge: 0,
        is_free: true,
        published_at: PAST,
      })
    ).body;
    courseId = course.id;
    videoId = (
      await crew.boss.call<VideoAdminItem>('POST', `/courses/${courseId}/videos`, {
        title: '一',
        published_at: PAST,
        url: 'https://cdn.example.com/1.mp4',
      })
    ).body.id;
    const member = await crew.ctx.member({ nick_name: '小明' });
    for (const [i, text] of ['第一条', '第二条', '广告 加微信'].entries()) {
      const at = toDbTime(new Date(crew.ctx.clock.now().getTime() + i * 1000));
      const row = {
        user_id: member.id,
        original_content: text,
        render_content: text,
        created_at: at,
        updated_at: at,
      };
      ids.course.push(
        (
          await crew.ctx.db
            .insertInto('course_comments')
            .values({ ...row, course_id: courseId })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
      ids.video.push(
        (
          await crew.ctx.db
            .insertInto('video_comments')
            .values({ ...row, video_id: videoId })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    }
  });

  it('lists course and video comments newest first for view, edit and super; 403 for none', async () => {
    for (const agent of [crew.boss, crew.viewer, crew.editor]) {
      const course = await agent.call<ListReply<CommentAdminItem>>(
        'GET',
        `/comments?kind=course&course_id=${courseId}`,
      );
      expect(course.status).toBe(200);
      expect(course.body.items.map((c) => c.id)).toEqual([...ids.course].reverse());
      expect(course.body.items[0]).toMatchObject({
        kind: 'course',
        target_title: '有评论的课',
        user_nick_name: '小明',
        content: '广告 加微信',
        is_hidden: false,
      });
      const video = await agent.call<ListReply<CommentAdminItem>>(
        'GET',
        `/comments?kind=video&course_id=${courseId}`,
      );
      expect(video.body.items.map((c) => c.id)).toEqual([...ids.video].reverse());
      expect(video.body.items[0]).toMatchObject({ kind: 'video', target_id: videoId, course_id: courseId });
    }
    const search = await crew.viewer.call<ListReply<CommentAdminItem>>('GET', '/comments?kind=course&q=广告');
    expect(search.body.total).toBe(1);
    const refused = await crew.outsider.call<AdminErrorReply>('GET', '/comments');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('没有权限：评论（查看）');
  });

  it('approves a comment posted through MeEdu 4.9.30 (审核中): then the 4.9.8 list shows it too; audited', async () => {
    const me = await crew.ctx.member();
    const posted = await crew.ctx.call('POST', '/api/v3/comment/store', {
      token: me.token,
      body: { rt: 1, rid: courseId, content: '<b>新版</b>客户端的评论', parent_id: 0, reply_id: 0 },
    });
    expect(posted.json).toMatchObject({ code: 0, data: { content: '', is_check: 0 } });
    const v2 = async () =>
      JSON.stringify((await crew.ctx.call('GET', `/api/v2/course/${courseId}/comments`)).json);
    expect(await v2()).not.toContain('新版客户端的评论');
    const list = await crew.viewer.call<ListReply<CommentAdminItem>>('GET', '/comments?kind=course&q=新版');
    const pending = list.body.items[0];
    expect(pending).toMatchObject({ content: '新版客户端的评论', is_pending: true, is_hidden: false });
    const id = pending?.id ?? 0;
    expect((await crew.viewer.call('POST', `/comments/course/${id}/approve`)).status).toBe(403);
    const approved = await crew.editor.call<CommentAdminItem>('POST', `/comments/course/${id}/approve`);
    expect(approved.body.is_pending).toBe(false);
    expect(await v2()).toContain('新版客户端的评论');
    const v3 = await crew.ctx.call('GET', `/api/v3/comments?rt=1&rid=${courseId}`);
    expect(JSON.stringify(v3.json)).toContain('新版客户端的评论');
    const [row] = await auditRows(crew.ctx, 'course_comment');
    expect(row).toMatchObject({ action: 'approve', entity_id: String(id) });
  });

  it('hides a comment from the storefront and shows it again; deletes; each write audited; view-only may not', async () => {
    const spam = ids.course[2] ?? 0;
    expect((await crew.viewer.call('POST', `/comments/course/${spam}/hide`)).status).toBe(403);
    const hidden = await crew.editor.call<CommentAdminItem>('POST', `/comments/course/${spam}/hide`);
    expect(hidden.body.is_hidden).toBe(true);
    const storefront = await crew.ctx.call('GET', `/api/v2/course/${courseId}/comments`);
    expect(JSON.stringify(storefront.json)).not.toContain('广告');
    expect(JSON.stringify(storefront.json)).toContain('第一条');
    const [hideRow] = await auditRows(crew.ctx, 'course_comment');
    expect(hideRow).toMatchObject({ action: 'hide', admin_name: crew.editor.name, entity_id: String(spam) });

    const onlyHidden = await crew.viewer.call<ListReply<CommentAdminItem>>(
      'GET',
      '/comments?kind=course&is_hidden=1',
    );
    expect(onlyHidden.body.items.map((c) => c.id)).toEqual([spam]);
    const shown = await crew.editor.call<CommentAdminItem>('POST', `/comments/course/${spam}/unhide`);
    expect(shown.body.is_hidden).toBe(false);

    const videoSpam = ids.video[2] ?? 0;
    expect((await crew.editor.call('DELETE', `/comments/video/${videoSpam}`)).status).toBe(204);
    expect((await crew.editor.call('DELETE', `/comments/video/${videoSpam}`)).status).toBe(404);
    expect((await crew.editor.call('DELETE', `/comments/exam/${videoSpam}`)).status).toBe(404);
    const [deleteRow] = await auditRows(crew.ctx, 'video_comment');
    expect(deleteRow).toMatchObject({ action: 'delete', before: { content: '广告 加微信' } });
    const bad = await crew.viewer.call<AdminErrorReply>('GET', '/comments?kind=exam');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ kind: '参数错误' });
  });
});
