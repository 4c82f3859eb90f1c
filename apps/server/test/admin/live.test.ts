import type {
  AdminErrorReply,
  ListReply,
  LiveCategoryItem,
  LiveCourseAdminDetail,
  LiveCoursewareItem,
  LiveLessonItem,
  LiveRoomLessonItem,
  LiveRoomView,
  LiveStreamInfo,
  LiveTeacherItem,
} from '@meedu/contract/admin';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDIA_DIR } from '../../src/config.ts';
import { checkPublish } from '../../src/modules/live/ingest.ts';
import { adminAgent, auditRows, consoleCrew, uploadAs } from './support.ts';

/** The fake clock's now is 2026-11-21T08:00:00Z = 16:00 at the site. */
const SCHEDULED = '2026-11-21T16:10:00+08:00';

describe('live classes in the console', () => {
  const crew = consoleCrew('live.view', 'live.edit', 'courses.edit');

  /** A category, a teacher, a course and a lesson scheduled ten minutes from now, made by the editor. */
  async function scheduledLesson() {
    const category = await crew.editor.call<LiveCategoryItem>('POST', '/live-categories', { name: '公开课' });
    const teacher = await crew.editor.call<LiveTeacherItem>('POST', '/live-teachers', { name: '王老师' });
    const course = await crew.editor.call<LiveCourseAdminDetail>('POST', '/live-courses', {
      title: '直播入门',
      category_id: category.body.id,
      teacher_id: teacher.body.id,
      charge: 0,
      published_at: '2026-11-20T10:00:00+08:00',
      description: '<p>介绍</p><script>alert(1)</script>',
    });
    const lesson = await crew.editor.call<LiveLessonItem>('POST', `/live-courses/${course.body.id}/lessons`, {
      title: '第一课',
      published_at: SCHEDULED,
      planned_minutes: 45,
    });
    return { category, teacher, course, lesson };
  }

  it('creates a course and a scheduled lesson; permissions, bad input and the audit', async () => {
    const { course, lesson } = await scheduledLesson();
    expect(course.status).toBe(201);
    expect(course.body).toMatchObject({ title: '直播入门', teacher_name: '王老师', lesson_count: 0 });
    expect(course.body.description).not.toContain('<script');
    expect(lesson.body).toMatchObject({
      published_at: SCHEDULED,
      planned_minutes: 45,
      status: 0,
      replay: '',
    });
    const list = await crew.viewer.call<ListReply<LiveLessonItem>>(
      'GET',
      `/live-courses/${course.body.id}/lessons`,
    );
    expect(list.body.items.map((l) => l.title)).toEqual(['第一课']);

    expect((await crew.outsider.call('GET', '/live-courses')).status).toBe(403);
    expect((await crew.viewer.call('POST', '/live-teachers', { name: '李老师' })).status).toBe(403);
    const bad = await crew.editor.call<AdminErrorReply>('POST', `/live-courses/${course.body.id}/lessons`, {
      title: '',
      published_at: 'tomorrow',
      planned_minutes: 1,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      title: '请输入课时名称',
      published_at: '时间格式不正确',
      planned_minutes: '直播时长至少 5 分钟',
    });
    expect((await auditRows(crew.ctx, 'live_lesson'))[0]).toMatchObject({
      action: 'create',
      summary: '新建直播课时 第一课',
    });
    const inUse = await crew.editor.call<AdminErrorReply>(
      'DELETE',
      `/live-teachers/${course.body.teacher_id}`,
    );
    expect(inUse.status).toBe(409);
  });

  it('shows the push address and key to editors only; the ingest takes only the right key in the window', async () => {
    const { lesson } = await scheduledLesson();
    const id = lesson.body.id;
    expect((await crew.viewer.call('GET', `/live-lessons/${id}/stream`)).status).toBe(403);
    const info = await crew.editor.call<LiveStreamInfo>('GET', `/live-lessons/${id}/stream`);
    expect(info.body.provider).toBe('embedded');
    expect(info.body.server).toMatch(/^rtmp:\/\/.+:1935\/live$/);
    const [name, query] = info.body.stream_key.split('?key=');
    expect(name).toBe(String(id));
    const key = query ?? '';
    expect(key).toHaveLength(32);

    const deps = crew.ctx;
    expect(await checkPublish(deps, 'live', String(id), key)).toEqual({ lessonId: id });
    expect(await checkPublish(deps, 'live', String(id), `${key.slice(0, -1)}x`)).toEqual({
      refused: '推流密钥不正确',
    });
    expect(await checkPublish(deps, 'live', String(id), undefined)).toEqual({ refused: '推流地址不正确' });
    deps.clock.advance(3 * 3_600_000);
    expect(await checkPublish(deps, 'live', String(id), key)).toEqual({ refused: '不在该课时的直播时间内' });
    deps.clock.advance(-3 * 3_600_000);

    const fresh = await crew.editor.call<LiveStreamInfo>('POST', `/live-lessons/${id}/stream/regenerate`);
    expect(fresh.body.stream_key).not.toBe(info.body.stream_key);
    expect(await checkPublish(deps, 'live', String(id), key)).toEqual({ refused: '推流密钥不正确' });
    const audit = (await auditRows(crew.ctx, 'live_lesson'))[0];
    expect(audit?.action).toBe('regenerate_stream_key');
    expect(JSON.stringify(audit)).not.toContain(key);
  });

  it('the teacher’s room console starts, posts, mutes a member and ends, over the room’s frames', async () => {
    const { lesson } = await scheduledLesson();
    const id = lesson.body.id;
    const teacher = await adminAgent(crew.ctx, ['live-room.edit']);
    expect((await crew.editor.call('POST', `/live-lessons/${id}/room`, { action: 'start' })).status).toBe(
      403,
    );
    expect((await crew.editor.call('GET', '/live-rooms')).status).toBe(403);
    const rooms = await teacher.call<ListReply<LiveRoomLessonItem>>('GET', '/live-rooms');
    expect(rooms.body.items.find((l) => l.id === id)).toMatchObject({ course_title: '直播入门', status: 0 });
    const act = (body: Record<string, unknown>) =>
      teacher.call<LiveRoomView>('POST', `/live-lessons/${id}/room`, body);
    expect((await act({ action: 'start' })).body.lesson.status).toBe(1);
    const member = await crew.ctx.member({ nick_name: '小明' });
    const posted = await act({ action: 'message', content: '同学们好' });
    expect(posted.body.messages[0]).toMatchObject({ role: 'teacher', content: '同学们好' });
    const muted = await act({ action: 'ban-user', user_id: member.id });
    expect(muted.body.bans).toEqual([{ user_id: member.id, nick_name: '小明' }]);
    expect((await act({ action: 'sign-in', seconds: 1 })).status).toBe(409);
    const ended = await act({ action: 'end' });
    expect(ended.body.lesson).toMatchObject({ status: 2, replay: '' });
    expect((await act({ action: 'end' })).body).toMatchObject({ message: '直播已结束' });
    expect((await auditRows(crew.ctx, 'live_lesson'))[0]?.summary).toBe('直播课时 第一课：结束直播');
  });

  it('courseware: uploaded to a lesson by content, listed, deleted with its file, audited', async () => {
    const { lesson } = await scheduledLesson();
    const upload = (name: string, bytes: Uint8Array, agent = crew.editor, lessonId = lesson.body.id) =>
      uploadAs(
        crew.ctx,
        agent,
        '/uploads/live-attachments',
        { lesson_id: String(lessonId) },
        { name, bytes },
      );
    const pdf = new TextEncoder().encode('%PDF-1.4 课件');
    const ok = await upload('课件.pdf', pdf);
    expect(ok.status).toBe(201);
    const item = (await ok.json()) as LiveCoursewareItem;
    expect(item).toMatchObject({
      lesson_id: lesson.body.id,
      course_id: lesson.body.course_id,
      name: '课件.pdf',
      size: pdf.byteLength,
    });
    const fake = await upload('假的.pdf', new TextEncoder().encode('<html>'));
    expect(fake.status).toBe(400);
    expect(((await fake.json()) as AdminErrorReply).fields).toEqual({ file: '文件内容与扩展名不符' });
    expect((await upload('课件.pdf', pdf, crew.viewer)).status).toBe(403);
    expect((await upload('课件.pdf', pdf, crew.editor, 999_999)).status).toBe(404);

    const list = await crew.viewer.call<LiveCoursewareItem[]>(
      'GET',
      `/live-lessons/${lesson.body.id}/attachments`,
    );
    expect(list.body.map((a) => a.id)).toEqual([item.id]);
    const stored = await crew.ctx.db
      .selectFrom('live_attachments')
      .select('path')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    const file = path.join(MEDIA_DIR, stored.path);
    expect(fs.existsSync(file)).toBe(true);
    expect((await crew.editor.call('DELETE', `/live-attachments/${item.id}`)).status).toBe(204);
    expect(fs.existsSync(file)).toBe(false);
    const rows = await auditRows(crew.ctx, 'live_courseware');
    expect(rows.map((r) => r.action)).toEqual(['delete', 'create']);
    expect(rows[1]?.summary).toBe('直播课时 第一课 上传课件 课件.pdf');

    // A deleted lesson takes its courseware along.
    expect((await upload('讲义.txt', new TextEncoder().encode('板书'))).status).toBe(201);
    expect((await crew.editor.call('DELETE', `/live-lessons/${lesson.body.id}`)).status).toBe(204);
    const left = await crew.ctx.db
      .selectFrom('live_attachments')
      .select('id')
      .where('video_id', '=', lesson.body.id)
      .execute();
    expect(left).toEqual([]);
  });
});
