/**
 * The console's writes and reads of the live area: categories, teachers, courses, lessons, each lesson's push
 * address and stream key, and the teacher's room console. Each write checks its rules first (404, 409 with the
 * reason) and runs in one transaction with its audit row. The room's actions are the live service's own
 * (`teacherAction`, the same the demo console at /__dev/live drives), so the frames members receive are one code.
 */
import type {
  LiveCategoryBody,
  LiveCategoryItem,
  LiveCourseAdminDetail,
  LiveCourseAdminItem,
  LiveCourseBody,
  LiveCoursewareItem,
  LiveLessonBody,
  LiveLessonItem,
  LiveRoomAction,
  LiveRoomLessonItem,
  LiveRoomView,
  LiveStreamInfo,
  LiveTeacherBody,
  LiveTeacherItem,
  ListReply,
} from '@meedu/contract/admin';
import type { z } from 'zod';
import { audited, recordChanges, type AuditActor } from '../../console/audit.ts';
import { dayStartDb, siteDay, wireInstant, wireInstantOrNull } from '../../console/dates.ts';
import { AdminError, listReply, notFound, type ListParams } from '../../console/http.ts';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { ApiError } from '../../lib/envelope.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import * as repo from './admin-repository.ts';
import {
  isConsoleAttachment,
  LIVE_ATTACHMENT_FOLDER,
  removeAttachment,
  storeAttachment,
} from '../course/attachment-files.ts';
import { consoleView, teacherAction } from './service.ts';
import { acceptWindow, pushAddress } from './stream.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type FileDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;
const nowOf = (deps: Deps) => toDbTime(deps.clock.now());
const dbTimeOf = (instant: string) => toDbTime(new Date(instant));
const asStatus = (n: number): 0 | 1 | 2 => (n === 1 ? 1 : n === 2 ? 2 : 0);

const categoryChanges = recordChanges('live_category', '直播分类');
const teacherChanges = recordChanges('live_teacher', '直播讲师');
const courseChanges = recordChanges('live_course', '直播课');
const lessonChanges = recordChanges('live_lesson', '直播课时');

// ---------------------------------------------------------------- categories

const categoryItem = (r: repo.CategoryRow): LiveCategoryItem => ({
  id: r.id,
  name: r.name,
  sort: r.sort,
  course_count: Number(r.course_count ?? 0),
});

export const listCategories = async (deps: Deps) => (await repo.allCategories(deps.db)).map(categoryItem);

async function requireCategory(deps: Deps, id: number): Promise<LiveCategoryItem> {
  const found = (await listCategories(deps)).find((c) => c.id === id);
  if (!found) throw notFound('分类');
  return found;
}

type CategoryInput = z.infer<typeof LiveCategoryBody>;

export async function createCategory(deps: Deps, actor: AuditActor, body: CategoryInput) {
  const id = await audited(deps, actor, async (trx, audit) => {
    const now = nowOf(deps);
    const newId = await repo.insertRow(trx, 'live_categories', { ...body, created_at: now, updated_at: now });
    await audit(categoryChanges.created(newId, body.name, body));
    return newId;
  });
  return requireCategory(deps, id);
}

export async function updateCategory(deps: Deps, actor: AuditActor, id: number, body: CategoryInput) {
  const before = await requireCategory(deps, id);
  await audited(deps, actor, async (trx, audit) => {
    await repo.updateRow(trx, 'live_categories', id, { ...body, updated_at: nowOf(deps) });
    await audit(categoryChanges.updated(id, body.name, { name: before.name, sort: before.sort }, body));
  });
  return requireCategory(deps, id);
}

export async function deleteCategory(deps: Deps, actor: AuditActor, id: number): Promise<void> {
  const before = await requireCategory(deps, id);
  if (before.course_count > 0) throw new AdminError(409, '该分类下还有直播课，不能删除');
  await audited(deps, actor, async (trx, audit) => {
    await repo.deleteRow(trx, 'live_categories', id);
    await audit(categoryChanges.deleted(id, before.name, { name: before.name, sort: before.sort }));
  });
}

// ---------------------------------------------------------------- teachers

const teacherItem = (r: repo.TeacherRow): LiveTeacherItem => ({
  id: r.id,
  name: r.name,
  avatar: r.avatar,
  short_desc: r.short_desc,
  course_count: Number(r.course_count ?? 0),
});

export const listTeachers = async (deps: Deps) => (await repo.allTeachers(deps.db)).map(teacherItem);

async function requireTeacher(deps: Deps, id: number): Promise<LiveTeacherItem> {
  const found = (await listTeachers(deps)).find((t) => t.id === id);
  if (!found) throw notFound('讲师');
  return found;
}

type TeacherInput = z.infer<typeof LiveTeacherBody>;
const teacherAudit = (t: TeacherInput) => ({ name: t.name, avatar: t.avatar, short_desc: t.short_desc });

export async function createTeacher(deps: Deps, actor: AuditActor, body: TeacherInput) {
  const id = await audited(deps, actor, async (trx, audit) => {
    const newId = await repo.insertRow(trx, 'live_teachers', { ...body, created_at: nowOf(deps) });
    await audit(teacherChanges.created(newId, body.name, teacherAudit(body)));
    return newId;
  });
  return requireTeacher(deps, id);
}

export async function updateTeacher(deps: Deps, actor: AuditActor, id: number, body: TeacherInput) {
  const before = await requireTeacher(deps, id);
  await audited(deps, actor, async (trx, audit) => {
    await repo.updateRow(trx, 'live_teachers', id, body);
    await audit(teacherChanges.updated(id, body.name, teacherAudit(before), teacherAudit(body)));
  });
  return requireTeacher(deps, id);
}

export async function deleteTeacher(deps: Deps, actor: AuditActor, id: number): Promise<void> {
  const before = await requireTeacher(deps, id);
  if (before.course_count > 0) throw new AdminError(409, '该讲师还有直播课，不能删除');
  await audited(deps, actor, async (trx, audit) => {
    await repo.deleteRow(trx, 'live_teachers', id);
    await audit(teacherChanges.deleted(id, before.name, teacherAudit(before)));
  });
}

// ---------------------------------------------------------------- courses

function courseItem(r: repo.CourseRow): LiveCourseAdminItem {
  return {
    id: r.id,
    title: r.title,
    category_id: r.category_id,
    category_name: r.category_name,
    teacher_id: r.teacher_id,
    teacher_name: r.teacher_name,
    thumb: r.thumb,
    charge: r.charge,
    vip_can_view: r.vip_can_view === 1,
    is_show: r.is_show === 1,
    status: asStatus(r.status),
    published_at: wireInstant(r.published_at),
    short_description: r.short_description,
    lesson_count: Number(r.lesson_count ?? 0),
  };
}

export async function listCourses(
  deps: Deps,
  filter: { q?: string; categoryId?: number },
  params: ListParams<repo.LiveCourseSort>,
): Promise<ListReply<LiveCourseAdminItem>> {
  const { rows, total } = await repo.coursesPage(deps.db, filter, params);
  return listReply(rows.map(courseItem), total, params);
}

export async function getCourse(deps: Deps, id: number): Promise<LiveCourseAdminDetail> {
  const row = await repo.findCourse(deps.db, id);
  if (!row) throw notFound('直播课');
  return { ...courseItem(row), description: row.render_desc, poster: row.poster };
}

type CourseInput = z.infer<typeof LiveCourseBody>;

/** The category and teacher must exist; the introduction is sanitised on save (and again on show). */
async function courseRow(deps: Deps, body: CourseInput) {
  if (!(await repo.allCategories(deps.db)).some((c) => c.id === body.category_id))
    throw new AdminError(400, '分类不存在', { category_id: '分类不存在' });
  if (!(await repo.allTeachers(deps.db)).some((t) => t.id === body.teacher_id))
    throw new AdminError(400, '讲师不存在', { teacher_id: '讲师不存在' });
  return {
    title: body.title,
    category_id: body.category_id,
    teacher_id: body.teacher_id,
    thumb: body.thumb,
    poster: body.poster,
    charge: body.charge,
    vip_can_view: body.vip_can_view ? 1 : 0,
    is_show: body.is_show ? 1 : 0,
    published_at: dbTimeOf(body.published_at),
    short_description: body.short_description,
    render_desc: sanitizeHtml(body.description),
  };
}

const courseAudit = (c: LiveCourseAdminDetail) => ({
  title: c.title,
  category_id: c.category_id,
  teacher_id: c.teacher_id,
  charge: c.charge,
  vip_can_view: c.vip_can_view,
  is_show: c.is_show,
  published_at: c.published_at,
});

export async function createCourse(deps: Deps, actor: AuditActor, body: CourseInput) {
  const row = await courseRow(deps, body);
  const id = await audited(deps, actor, async (trx, audit) => {
    const now = nowOf(deps);
    const newId = await repo.insertRow(trx, 'live_courses', { ...row, created_at: now, updated_at: now });
    await audit(courseChanges.created(newId, body.title, null));
    return newId;
  });
  return getCourse(deps, id);
}

export async function updateCourse(deps: Deps, actor: AuditActor, id: number, body: CourseInput) {
  const before = await getCourse(deps, id);
  const row = await courseRow(deps, body);
  await audited(deps, actor, async (trx, audit) => {
    await repo.updateRow(trx, 'live_courses', id, { ...row, updated_at: nowOf(deps) });
    const after = await getCourse({ ...deps, db: trx }, id);
    await audit(courseChanges.updated(id, body.title, courseAudit(before), courseAudit(after)));
  });
  return getCourse(deps, id);
}

/** A course someone bought is hidden, not deleted (their purchase stays readable). */
export async function deleteCourse(deps: Deps, actor: AuditActor, id: number): Promise<void> {
  const before = await getCourse(deps, id);
  if ((await repo.countCourseBuyers(deps.db, id)) > 0)
    throw new AdminError(409, '该直播课已有学员购买，不能删除，请改为隐藏');
  await audited(deps, actor, async (trx, audit) => {
    await repo.deleteRow(trx, 'live_courses', id);
    await audit(courseChanges.deleted(id, before.title, courseAudit(before)));
  });
}

// ---------------------------------------------------------------- lessons

async function lessonItems(deps: Deps, rows: repo.LessonRow[]): Promise<LiveLessonItem[]> {
  const assetIds = rows.flatMap((r) =>
    /^asset:(\d+)$/.exec(r.replay_url) ? [Number(r.replay_url.slice(6))] : [],
  );
  const states = new Map((await repo.assetStates(deps.db, assetIds)).map((a) => [a.id, a.status]));
  return rows.map((r) => {
    const asset = /^asset:(\d+)$/.exec(r.replay_url);
    const state = asset ? states.get(Number(asset[1])) : undefined;
    return {
      id: r.id,
      course_id: r.course_id,
      title: r.title,
      published_at: wireInstant(r.published_at),
      planned_minutes: r.planned_minutes,
      is_show: r.is_show === 1,
      status: asStatus(r.status),
      started_at: wireInstantOrNull(r.started_at),
      ended_at: wireInstantOrNull(r.ended_at),
      replay:
        r.replay_url === ''
          ? ''
          : !asset || state === 'ready'
            ? 'ready'
            : state === 'failed'
              ? 'failed'
              : 'packaging',
    };
  });
}

export async function listLessons(deps: Deps, courseId: number): Promise<LiveLessonItem[]> {
  await getCourse(deps, courseId);
  return lessonItems(deps, await repo.courseLessons(deps.db, courseId));
}

async function requireLesson(deps: Deps, id: number): Promise<repo.LessonRow> {
  const row = await repo.findLesson(deps.db, id);
  if (!row) throw notFound('课时');
  return row;
}

export async function getLesson(deps: Deps, id: number): Promise<LiveLessonItem> {
  const [item] = await lessonItems(deps, [await requireLesson(deps, id)]);
  if (!item) throw notFound('课时');
  return item;
}

type LessonInput = z.infer<typeof LiveLessonBody>;
const lessonRow = (body: LessonInput) => ({
  title: body.title,
  published_at: dbTimeOf(body.published_at),
  planned_minutes: body.planned_minutes,
  is_show: body.is_show ? 1 : 0,
});

export async function createLesson(deps: Deps, actor: AuditActor, courseId: number, body: LessonInput) {
  await getCourse(deps, courseId);
  const id = await audited(deps, actor, async (trx, audit) => {
    const now = nowOf(deps);
    const newId = await repo.insertRow(trx, 'live_videos', {
      ...lessonRow(body),
      course_id: courseId,
      // A lesson ended without a stream (the demo's way) replays nothing, not a demo clip.
      stream_clip: '',
      created_at: now,
      updated_at: now,
    });
    await audit(lessonChanges.created(newId, body.title, body));
    return newId;
  });
  return getLesson(deps, id);
}

export async function updateLesson(deps: Deps, actor: AuditActor, id: number, body: LessonInput) {
  const before = await getLesson(deps, id);
  if (before.status !== 0 && before.published_at !== body.published_at)
    throw new AdminError(409, '已开播的课时不能修改开播时间', {
      published_at: '已开播的课时不能修改开播时间',
    });
  await audited(deps, actor, async (trx, audit) => {
    await repo.updateRow(trx, 'live_videos', id, { ...lessonRow(body), updated_at: nowOf(deps) });
    await audit(
      lessonChanges.updated(
        id,
        body.title,
        { title: before.title, published_at: before.published_at, planned_minutes: before.planned_minutes },
        body,
      ),
    );
  });
  return getLesson(deps, id);
}

/** A lesson goes with its courseware (rows in its transaction, the files after). */
export async function deleteLesson(deps: FileDeps, actor: AuditActor, id: number): Promise<void> {
  const before = await getLesson(deps, id);
  if (before.status === 1) throw new AdminError(409, '直播中的课时不能删除，请先结束直播');
  const files = await audited(deps, actor, async (trx, audit) => {
    const paths = await repo.deleteCoursewareOf(trx, { column: 'video_id', id });
    await repo.deleteRow(trx, 'live_videos', id);
    await audit(lessonChanges.deleted(id, before.title, { title: before.title }));
    return paths;
  });
  await removeCoursewareFiles(deps, files);
}

// ---------------------------------------------------------------- courseware

const coursewareItem = (r: repo.CoursewareRow): LiveCoursewareItem => ({
  id: r.id,
  course_id: r.course_id,
  lesson_id: r.video_id,
  name: r.name,
  extension: r.extension,
  size: r.size,
  download_times: r.download_times,
  created_at: wireInstant(r.created_at),
});

const coursewareAudit = (r: { name: string; extension: string; size: number }) => ({
  name: r.name,
  extension: r.extension,
  size: r.size,
});

export async function listCourseware(deps: Deps, lessonId: number): Promise<LiveCoursewareItem[]> {
  await requireLesson(deps, lessonId);
  return (await repo.lessonCourseware(deps.db, lessonId)).map(coursewareItem);
}

/**
 * Saves an uploaded file as a lesson's courseware, through the course attachments' storage (the file first, then
 * the row and its audit; a failed write removes the file again). The storefront's room lists and serves it.
 */
export async function addCourseware(
  deps: FileDeps,
  actor: AuditActor,
  lessonId: number,
  file: { name: string; extension: string; bytes: Uint8Array },
): Promise<LiveCoursewareItem> {
  const lesson = await requireLesson(deps, lessonId);
  const place = { folder: LIVE_ATTACHMENT_FOLDER, owner: lessonId, extension: file.extension };
  const size = file.bytes.byteLength;
  const id = await storeAttachment(deps.config, place, file.bytes, (relative) =>
    audited(deps, actor, async (trx, audit) => {
      const newId = await repo.insertCourseware(trx, {
        course_id: lesson.course_id,
        video_id: lessonId,
        name: file.name,
        extension: file.extension,
        size,
        path: relative,
        created_at: nowOf(deps),
      });
      await audit({
        action: 'create',
        entity: 'live_courseware',
        entityId: newId,
        summary: `直播课时 ${lesson.title} 上传课件 ${file.name}`,
        after: { lesson_id: lessonId, ...coursewareAudit({ ...file, size }) },
      });
      return newId;
    }),
  );
  const row = await repo.findCourseware(deps.db, id);
  if (!row) throw notFound('课件');
  return coursewareItem(row);
}

export async function deleteCourseware(deps: FileDeps, actor: AuditActor, id: number): Promise<void> {
  const before = await repo.findCourseware(deps.db, id);
  if (!before) throw notFound('课件');
  await audited(deps, actor, async (trx, audit) => {
    await repo.deleteCourseware(trx, id);
    await audit({
      action: 'delete',
      entity: 'live_courseware',
      entityId: id,
      summary: `删除课件 ${before.name}`,
      before: { lesson_id: before.video_id, ...coursewareAudit(before) },
    });
  });
  await removeCoursewareFiles(deps, [before.path]);
}

/** Files the console wrote go with their rows; the demo's own files (outside its folders) stay. */
async function removeCoursewareFiles(deps: FileDeps, paths: string[]): Promise<void> {
  for (const relative of paths.filter(isConsoleAttachment)) await removeAttachment(deps.config, relative);
}

// ---------------------------------------------------------------- stream key

export async function streamInfo(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  id: number,
  base: string,
): Promise<LiveStreamInfo> {
  const lesson = await requireLesson(deps, id);
  const push = await pushAddress(deps, lesson, base);
  const window = acceptWindow(lesson);
  return {
    provider: push.provider,
    server: push.server,
    stream_key: push.streamKey,
    accepts_from: wireInstant(toDbTime(window.from)),
    accepts_until: wireInstant(toDbTime(window.until)),
  };
}

/** A new key voids the old one at once (a stream pushing with it is refused from its next connection). */
export async function regenerateStreamKey(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  actor: AuditActor,
  id: number,
  base: string,
): Promise<LiveStreamInfo> {
  const lesson = await requireLesson(deps, id);
  await audited(deps, actor, async (trx, audit) => {
    await repo.bumpStreamKey(trx, id, nowOf(deps));
    await audit({
      action: 'regenerate_stream_key',
      entity: 'live_lesson',
      entityId: id,
      summary: `重新生成直播课时 ${lesson.title} 的推流密钥`,
    });
  });
  return streamInfo(deps, id, base);
}

// ---------------------------------------------------------------- the room console

/** The room console's list: what is live now and what is scheduled from the start of today (site time) on. */
export async function roomLessons(deps: Deps): Promise<LiveRoomLessonItem[]> {
  const rows = await repo.roomLessons(deps.db, dayStartDb(siteDay(deps.clock.now())), 100);
  const items = await lessonItems(deps, rows);
  return items.map((item, i) => ({ ...item, course_title: rows[i]?.course_title ?? '' }));
}

export async function roomView(deps: AppDeps, id: number): Promise<LiveRoomView> {
  const view = await consoleView(deps, id);
  const course = await repo.findLesson(deps.db, id);
  if (!view || !course) throw notFound('课时');
  const courseRow = await repo.findCourse(deps.db, view.video.course_id);
  const nick = new Map(view.users.map((u) => [u.id, u.nick_name]));
  const lesson = await getLesson(deps, id);
  return {
    lesson: { ...lesson, course_title: courseRow?.title ?? '', room_is_ban: view.video.room_is_ban === 1 },
    messages: view.messages.map((m) => ({
      id: m.id,
      user_id: m.user_id,
      nick_name: m.nick_name,
      role: m.role,
      content: m.content,
    })),
    roll_calls: view.rollCalls.map((r) => ({
      id: r.id,
      started_at: wireInstant(r.started_at),
      end_at: wireInstant(r.end_at),
      closed: r.closed_at !== null,
      signed: Number(r.signed),
    })),
    signed: view.signed.map((s) => ({ user_id: s.user_id, nick_name: nick.get(s.user_id) ?? '' })),
    bans: view.bans.map((b) => ({ user_id: b.user_id, nick_name: nick.get(b.user_id) ?? '' })),
  };
}

const ROOM_ACTION_NAMES: Record<LiveRoomAction['action'], string> = {
  start: '开始直播',
  end: '结束直播',
  message: '以讲师身份发言',
  'sign-in': '发起签到',
  'ban-room': '全员禁言',
  'unban-room': '解除全员禁言',
  'ban-user': '禁言学员',
  'unban-user': '解除学员禁言',
  delete: '删除消息',
};

/**
 * One teacher action in the room, audited. The room's rules answer in the storefront's words (ApiError); the
 * console shows them as a 409 with the same message.
 */
export async function roomAction(deps: AppDeps, actor: AuditActor, id: number, action: LiveRoomAction) {
  const lesson = await requireLesson(deps, id);
  try {
    await teacherAction(deps, id, action);
  } catch (err) {
    if (err instanceof ApiError) throw new AdminError(409, err.message);
    throw err;
  }
  await audited(deps, actor, (_trx, audit) =>
    audit({
      action: 'live_room',
      entity: 'live_lesson',
      entityId: id,
      summary: `直播课时 ${lesson.title}：${ROOM_ACTION_NAMES[action.action]}`,
      after: { ...action },
    }),
  );
  return roomView(deps, id);
}
