/**
 * The console's writes and reads of the course area: categories, courses, chapters, videos, attachments and
 * comment moderation. Each write takes the acting administrator, checks its rules first (404, 409 with the
 * reason) and then runs in one transaction with its audit row (console/audit.ts). The storefront's rules stay in
 * service.ts; both read the same tables, so what the console saves is what the storefront shows next.
 */
import type {
  AttachmentItem,
  AuditValue,
  ChapterItem,
  CommentAdminItem,
  CommentKind,
  CourseAdminDetail,
  CourseAdminItem,
  CourseCategoryItem,
  CourseBody,
  CourseCategoryBody,
  ChapterBody,
  ListReply,
  VideoAdminItem,
  VideoBody,
} from '@meedu/contract/admin';
import type { z } from 'zod';
import { audited, recordChanges, type AuditActor } from '../../console/audit.ts';
import { wireInstant } from '../../console/dates.ts';
import { AdminError, fieldError, listReply, notFound, type ListParams } from '../../console/http.ts';
import { auditedRecord } from '../../console/record-writes.ts';
import { reorderChildren, type ChildOrder } from '../../console/reorder.ts';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import * as contentComments from './admin-content-comments.ts';
import * as repo from './admin-repository.ts';
import {
  ATTACHMENT_FOLDER,
  isConsoleAttachment,
  removeAttachment,
  storeAttachment,
} from './attachment-files.ts';

const courseCategoryChanges = recordChanges('course_category', '课程分类');
const courseChanges = recordChanges('course', '课程');
const courseChapterChanges = recordChanges('course_chapter', '章节');
const videoChanges = recordChanges('video', '视频');

type Deps = Pick<AppDeps, 'db' | 'clock'>;
/** Attachments' files are written where the storage is (STORAGE): the configuration says. */
type FileDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

const nowOf = (deps: Deps) => toDbTime(deps.clock.now());
/** A wire instant (any offset) as the database keeps it (UTC). */
const dbTimeOf = (instant: string) => toDbTime(new Date(instant));

// ---------------------------------------------------------------- categories

function categoryItem(r: repo.CategoryRow): CourseCategoryItem {
  return {
    id: r.id,
    name: r.name,
    parent_id: r.parent_id,
    sort: r.sort,
    is_show: r.is_show === 1,
    course_count: Number(r.course_count ?? 0),
    created_at: wireInstant(r.created_at),
  };
}

const categoryAudit = (c: CourseCategoryItem | z.infer<typeof CourseCategoryBody>): AuditValue => ({
  name: c.name,
  parent_id: c.parent_id,
  sort: c.sort,
  is_show: c.is_show,
});

/** Every category: each parent followed by its children, each level by sort then id. */
export async function listCategories(deps: Deps): Promise<CourseCategoryItem[]> {
  const rows = (await repo.allCategories(deps.db)).map(categoryItem);
  const parents = rows.filter((r) => r.parent_id === 0 || !rows.some((p) => p.id === r.parent_id));
  return parents.flatMap((p) => [p, ...rows.filter((r) => r.parent_id === p.id && r !== p)]);
}

/** Two levels: a parent must be a top-level category, and a category with children stays at the top. */
async function checkParent(db: Db, parentId: number, selfId: number | null): Promise<void> {
  if (parentId === 0) return;
  if (parentId === selfId) throw fieldError('parent_id', '上级分类不能是自己');
  const parent = await repo.findCategory(db, parentId);
  if (!parent) throw fieldError('parent_id', '上级分类不存在');
  if (parent.parent_id !== 0) throw fieldError('parent_id', '分类最多两级，上级须为一级分类');
  if (selfId !== null && (await repo.countChildCategories(db, selfId)) > 0)
    throw fieldError('parent_id', '该分类下有子分类，不能设为二级分类');
}

type CategoryInput = z.infer<typeof CourseCategoryBody>;

const categories = auditedRecord({
  changes: courseCategoryChanges,
  read: async (db, id) => {
    const row = await repo.findCategory(db, id);
    if (!row) throw notFound('分类');
    return categoryItem(row);
  },
  name: (c) => c.name,
  audit: categoryAudit,
  auditBody: (body) => ({ name: body.name, value: categoryAudit(body) }),
  columns: (body: CategoryInput) => ({
    name: body.name,
    parent_id: body.parent_id,
    sort: body.sort,
    is_show: body.is_show ? 1 : 0,
  }),
  check: (db, body, before) => checkParent(db, body.parent_id, before?.id ?? null),
  insert: repo.insertCategory,
  update: repo.updateCategory,
  remove: repo.deleteCategory,
  /** Refused while courses or child categories are filed under it: the storefront would lose them. */
  keep: async (trx, id) => {
    const courses = await repo.countCoursesInCategory(trx, id);
    if (courses > 0) throw new AdminError(409, `该分类下还有 ${courses} 门课程，不能删除`);
    const children = await repo.countChildCategories(trx, id);
    if (children > 0) throw new AdminError(409, `该分类下还有 ${children} 个子分类，不能删除`);
  },
});

export const createCategory = categories.create;
export const updateCategory = categories.update;
export const deleteCategory = categories.remove;

// ---------------------------------------------------------------- courses

function courseItem(r: repo.CourseRow): CourseAdminItem {
  return {
    id: r.id,
    title: r.title,
    category_id: r.category_id,
    category_name: r.category_name,
    thumb: r.thumb,
    charge: r.charge,
    is_free: r.is_free === 1,
    is_vip_free: r.is_vip_free === 1,
    is_show: r.is_show === 1,
    is_rec: r.is_rec === 1,
    published_at: wireInstant(r.published_at),
    short_description: r.short_description,
    user_count: r.user_count,
    video_count: Number(r.video_count ?? 0),
    created_at: wireInstant(r.created_at),
    updated_at: wireInstant(r.updated_at),
  };
}

function courseDetail(r: repo.CourseDetailRow): CourseAdminDetail {
  return {
    ...courseItem(r),
    description: r.render_desc,
    seo_keywords: r.seo_keywords,
    seo_description: r.seo_description,
  };
}

/** What the audit keeps of a course (the introduction by its length: it can be long). */
const courseAudit = (c: CourseAdminDetail): AuditValue => ({
  title: c.title,
  category_id: c.category_id,
  thumb: c.thumb,
  charge: c.charge,
  is_free: c.is_free,
  is_vip_free: c.is_vip_free,
  is_show: c.is_show,
  is_rec: c.is_rec,
  published_at: c.published_at,
  short_description: c.short_description,
  description_length: c.description.length,
  seo_keywords: c.seo_keywords,
  seo_description: c.seo_description,
});

export async function listCourses(
  deps: Deps,
  filter: repo.CourseFilter,
  params: ListParams<repo.CourseSortField>,
): Promise<ListReply<CourseAdminItem>> {
  const { rows, total } = await repo.coursesPage(deps.db, filter, params);
  return listReply(rows.map(courseItem), total, params);
}

type CourseInput = z.infer<typeof CourseBody>;

async function checkCourseCategory(db: Db, categoryId: number): Promise<void> {
  if (!(await repo.findCategory(db, categoryId))) throw fieldError('category_id', '分类不存在');
}

const courses = auditedRecord({
  changes: courseChanges,
  read: async (db, id) => {
    const row = await repo.findCourse(db, id);
    if (!row) throw notFound('课程');
    return courseDetail(row);
  },
  name: (c) => c.title,
  audit: courseAudit,
  /** The course's columns from a form; the introduction is sanitised here, on save (lib/sanitize-html.ts). */
  columns: (body: CourseInput) => ({
    title: body.title,
    category_id: body.category_id,
    thumb: body.thumb,
    charge: body.charge,
    is_free: body.is_free ? 1 : 0,
    is_vip_free: body.is_vip_free ? 1 : 0,
    is_show: body.is_show ? 1 : 0,
    is_rec: body.is_rec ? 1 : 0,
    published_at: dbTimeOf(body.published_at),
    short_description: body.short_description,
    render_desc: sanitizeHtml(body.description),
    seo_keywords: body.seo_keywords,
    seo_description: body.seo_description,
  }),
  check: (db, body) => checkCourseCategory(db, body.category_id),
  insert: repo.insertCourse,
  update: repo.updateCourse,
  remove: repo.deleteCourseTree,
  /**
   * A course that was sold (a paid order, or a member who owns it) is never deleted: its buyers keep it. The
   * reason says to hide it instead. Otherwise it goes with its chapters, videos, attachments and comments.
   */
  keep: async (trx, id) => {
    const paid = await repo.countPaidCourseOrders(trx, id);
    if (paid > 0) throw new AdminError(409, `该课程已有 ${paid} 笔已支付订单，不能删除，可改为隐藏`);
    const owners = await repo.countCourseOwners(trx, id);
    if (owners > 0) throw new AdminError(409, `已有 ${owners} 位学员拥有该课程，不能删除，可改为隐藏`);
  },
});

export const getCourse = courses.read;
export const createCourse = courses.create;
export const updateCourse = courses.update;
export const deleteCourse = courses.remove;

// ---------------------------------------------------------------- chapters

const chapterItem = (r: repo.ChapterRow): ChapterItem => ({
  id: r.id,
  course_id: r.course_id,
  title: r.title,
  sort: r.sort,
  video_count: Number(r.video_count ?? 0),
});

async function requireCourseId(db: Db, id: number): Promise<{ id: number; title: string }> {
  const row = await repo.findCourse(db, id);
  if (!row) throw notFound('课程');
  return { id: row.id, title: row.title };
}

export async function listChapters(deps: Deps, courseId: number): Promise<ChapterItem[]> {
  await requireCourseId(deps.db, courseId);
  return (await repo.chaptersOf(deps.db, courseId)).map(chapterItem);
}

async function requireChapter(db: Db, id: number) {
  const row = await repo.findChapter(db, id);
  if (!row) throw notFound('章节');
  return row;
}

async function chapterOf(db: Db, id: number): Promise<ChapterItem> {
  const row = await requireChapter(db, id);
  const found = (await repo.chaptersOf(db, row.course_id)).find((c) => c.id === id);
  if (!found) throw notFound('章节');
  return chapterItem(found);
}

type ChapterInput = z.infer<typeof ChapterBody>;

export async function createChapter(
  deps: Deps,
  actor: AuditActor,
  courseId: number,
  body: ChapterInput,
): Promise<ChapterItem> {
  const course = await requireCourseId(deps.db, courseId);
  const id = await audited(deps, actor, async (trx, audit) => {
    const now = nowOf(deps);
    const sort = await repo.nextSortIn(trx, 'course_chapters', courseId);
    const newId = await repo.insertChapter(trx, {
      course_id: courseId,
      title: body.title,
      sort,
      created_at: now,
      updated_at: now,
    });
    await audit({
      action: 'create',
      entity: 'course_chapter',
      entityId: newId,
      summary: `课程 ${course.title} 新建章节 ${body.title}`,
      after: { course_id: courseId, title: body.title, sort },
    });
    return newId;
  });
  return chapterOf(deps.db, id);
}

export async function updateChapter(
  deps: Deps,
  actor: AuditActor,
  id: number,
  body: ChapterInput,
): Promise<ChapterItem> {
  const before = await requireChapter(deps.db, id);
  await audited(deps, actor, async (trx, audit) => {
    await repo.updateChapter(trx, id, { title: body.title, updated_at: nowOf(deps) });
    await audit(courseChapterChanges.updated(id, body.title, { title: before.title }, { title: body.title }));
  });
  return chapterOf(deps.db, id);
}

export async function deleteChapter(deps: Deps, actor: AuditActor, id: number): Promise<void> {
  const before = await requireChapter(deps.db, id);
  await audited(deps, actor, async (trx, audit) => {
    const videos = await repo.countChapterVideos(trx, id);
    if (videos > 0) throw new AdminError(409, `该章节下还有 ${videos} 个视频，不能删除`);
    await repo.deleteChapter(trx, id);
    await audit(
      courseChapterChanges.deleted(id, before.title, {
        course_id: before.course_id,
        title: before.title,
        sort: before.sort,
      }),
    );
  });
}

/** Writes the course's children (chapters, videos) in the order of `ids`: `调整课程 <title> 的<label>顺序`. */
async function reorderCourseChildren(
  deps: Deps,
  actor: AuditActor,
  courseId: number,
  ids: number[],
  children: Pick<ChildOrder, 'entity' | 'label' | 'setSort'> & {
    current: (db: Db, courseId: number) => Promise<{ id: number }[]>;
  },
): Promise<void> {
  const course = await requireCourseId(deps.db, courseId);
  await reorderChildren(deps, actor, ids, {
    ...children,
    parent: `课程 ${course.title}`,
    parentId: courseId,
    current: (db) => children.current(db, courseId),
  });
}

export async function reorderChapters(
  deps: Deps,
  actor: AuditActor,
  courseId: number,
  ids: number[],
): Promise<ChapterItem[]> {
  await reorderCourseChildren(deps, actor, courseId, ids, {
    entity: 'course_chapter',
    label: '章节',
    current: repo.chaptersOf,
    setSort: (trx, id, sort) => repo.updateChapter(trx, id, { sort }),
  });
  return listChapters(deps, courseId);
}

// ---------------------------------------------------------------- videos

const videoItem = (r: repo.VideoAdminRow): VideoAdminItem => ({
  id: r.id,
  course_id: r.course_id,
  chapter_id: r.chapter_id,
  title: r.title,
  duration: r.duration,
  charge: r.charge,
  free_seconds: r.free_seconds,
  is_show: r.is_show === 1,
  is_ban_sell: r.is_ban_sell === 1,
  ban_drag: r.ban_drag === 1,
  published_at: wireInstant(r.published_at),
  url: r.url,
  media_asset_id: r.media_asset_id,
  media_status: r.media_status,
  sort: r.sort,
});

const videoAudit = (v: VideoAdminItem): AuditValue => ({
  course_id: v.course_id,
  chapter_id: v.chapter_id,
  title: v.title,
  duration: v.duration,
  charge: v.charge,
  free_seconds: v.free_seconds,
  is_show: v.is_show,
  is_ban_sell: v.is_ban_sell,
  ban_drag: v.ban_drag,
  published_at: v.published_at,
  url: v.url,
  media_asset_id: v.media_asset_id,
});

export async function listVideos(deps: Deps, courseId: number): Promise<VideoAdminItem[]> {
  await requireCourseId(deps.db, courseId);
  return (await repo.videosOf(deps.db, courseId)).map(videoItem);
}

export async function getVideo(deps: Deps, id: number): Promise<VideoAdminItem> {
  const row = await repo.findVideo(deps.db, id);
  if (!row) throw notFound('视频');
  return videoItem(row);
}

type VideoInput = z.infer<typeof VideoBody>;

async function checkVideoChapter(db: Db, courseId: number, chapterId: number): Promise<void> {
  if (chapterId === 0) return;
  const chapter = await repo.findChapter(db, chapterId);
  if (!chapter || chapter.course_id !== courseId) throw fieldError('chapter_id', '章节不存在');
}

const videoColumns = (body: VideoInput) => ({
  title: body.title,
  chapter_id: body.chapter_id,
  duration: body.duration,
  charge: body.charge,
  free_seconds: body.free_seconds,
  is_show: body.is_show ? 1 : 0,
  is_ban_sell: body.is_ban_sell ? 1 : 0,
  ban_drag: body.ban_drag ? 1 : 0,
  published_at: dbTimeOf(body.published_at),
  url: body.url,
});

export async function createVideo(
  deps: Deps,
  actor: AuditActor,
  courseId: number,
  body: VideoInput,
): Promise<VideoAdminItem> {
  const course = await requireCourseId(deps.db, courseId);
  await checkVideoChapter(deps.db, courseId, body.chapter_id);
  const id = await audited(deps, actor, async (trx, audit) => {
    const now = nowOf(deps);
    const sort = await repo.nextSortIn(trx, 'videos', courseId);
    const newId = await repo.insertVideo(trx, {
      ...videoColumns(body),
      course_id: courseId,
      sort,
      created_at: now,
      updated_at: now,
    });
    const created = await repo.findVideo(trx, newId);
    await audit({
      action: 'create',
      entity: 'video',
      entityId: newId,
      summary: `课程 ${course.title} 新建视频 ${body.title}`,
      after: created ? videoAudit(videoItem(created)) : null,
    });
    return newId;
  });
  return getVideo(deps, id);
}

/** A video playing an uploaded asset keeps the asset's duration (set when packaging ends). */
export async function updateVideo(
  deps: Deps,
  actor: AuditActor,
  id: number,
  body: VideoInput,
): Promise<VideoAdminItem> {
  const before = await getVideo(deps, id);
  await checkVideoChapter(deps.db, before.course_id, body.chapter_id);
  await audited(deps, actor, async (trx, audit) => {
    const columns = videoColumns(body);
    await repo.updateVideo(trx, id, {
      ...columns,
      duration: before.media_asset_id === null ? columns.duration : before.duration,
      updated_at: nowOf(deps),
    });
    const after = await repo.findVideo(trx, id);
    await audit(
      videoChanges.updated(id, body.title, videoAudit(before), after ? videoAudit(videoItem(after)) : null),
    );
  });
  return getVideo(deps, id);
}

/** A video bought on its own is kept for its buyers: hide it instead. */
export async function deleteVideo(deps: Deps, actor: AuditActor, id: number): Promise<void> {
  const before = await getVideo(deps, id);
  await audited(deps, actor, async (trx, audit) => {
    const buyers = await repo.countVideoBuyers(trx, id);
    if (buyers > 0) throw new AdminError(409, `已有 ${buyers} 位学员单独购买该视频，不能删除，可改为隐藏`);
    await repo.deleteVideo(trx, id);
    await audit(videoChanges.deleted(id, before.title, videoAudit(before)));
  });
}

export async function reorderVideos(
  deps: Deps,
  actor: AuditActor,
  courseId: number,
  ids: number[],
): Promise<VideoAdminItem[]> {
  await reorderCourseChildren(deps, actor, courseId, ids, {
    entity: 'video',
    label: '视频',
    current: repo.videosOf,
    setSort: (trx, id, sort) => repo.updateVideo(trx, id, { sort }),
  });
  return listVideos(deps, courseId);
}

// ---------------------------------------------------------------- attachments

const attachmentItem = (r: repo.AttachmentRow): AttachmentItem => ({
  id: r.id,
  course_id: r.course_id,
  name: r.name,
  extension: r.extension,
  size: r.size,
  download_times: r.download_times,
  created_at: wireInstant(r.created_at),
});

export async function listAttachments(deps: Deps, courseId: number): Promise<AttachmentItem[]> {
  await requireCourseId(deps.db, courseId);
  return (await repo.attachmentsOf(deps.db, courseId)).map(attachmentItem);
}

/**
 * Saves an uploaded file as a course attachment: the file is written first (a random name inside the media
 * folder), then the row and its audit; a failed write removes the file again.
 */
export async function addAttachment(
  deps: FileDeps,
  actor: AuditActor,
  courseId: number,
  file: { name: string; extension: string; bytes: Uint8Array },
): Promise<AttachmentItem> {
  const course = await requireCourseId(deps.db, courseId);
  const place = { folder: ATTACHMENT_FOLDER, owner: courseId, extension: file.extension };
  const id = await storeAttachment(deps.config, place, file.bytes, (relative) =>
    audited(deps, actor, async (trx, audit) => {
      const now = nowOf(deps);
      const newId = await repo.insertAttachment(trx, {
        course_id: courseId,
        name: file.name,
        extension: file.extension,
        size: file.bytes.byteLength,
        path: relative,
        created_at: now,
        updated_at: now,
      });
      await audit({
        action: 'create',
        entity: 'course_attachment',
        entityId: newId,
        summary: `课程 ${course.title} 上传附件 ${file.name}`,
        after: {
          course_id: courseId,
          name: file.name,
          extension: file.extension,
          size: file.bytes.byteLength,
        },
      });
      return newId;
    }),
  );
  const row = await repo.findAttachment(deps.db, id);
  if (!row) throw notFound('附件');
  return attachmentItem(row);
}

export async function deleteAttachment(deps: FileDeps, actor: AuditActor, id: number): Promise<void> {
  const before = await repo.findAttachment(deps.db, id);
  if (!before) throw notFound('附件');
  await audited(deps, actor, async (trx, audit) => {
    await repo.deleteAttachment(trx, id);
    await audit({
      action: 'delete',
      entity: 'course_attachment',
      entityId: id,
      summary: `删除附件 ${before.name}`,
      before: {
        course_id: before.course_id,
        name: before.name,
        extension: before.extension,
        size: before.size,
      },
    });
  });
  // Files the console wrote go with their row; the demo's own files (outside the folder) stay.
  if (isConsoleAttachment(before.path)) await removeAttachment(deps.config, before.path);
}

// ---------------------------------------------------------------- comments

const commentItem = (kind: CommentKind, r: repo.CommentRow): CommentAdminItem => ({
  id: r.id,
  kind,
  target_id: r.target_id,
  target_title: r.target_title,
  course_id: r.course_id,
  user_id: r.user_id,
  user_nick_name: r.nick_name,
  content: r.original_content,
  is_hidden: r.is_hidden === 1,
  is_pending: r.is_check !== 1,
  ip: r.ip,
  created_at: wireInstant(r.created_at),
});

const isContent = contentComments.isContentCommentKind;
const ONE_COMMENT: ListParams<'id'> = { page: 1, size: 1, offset: 0, sort: { field: 'id', desc: true } };

export async function listComments(
  deps: Deps,
  kind: CommentKind,
  filter: repo.CommentFilter,
  params: ListParams<'id'>,
): Promise<ListReply<CommentAdminItem>> {
  const { rows, total } = isContent(kind)
    ? await contentComments.contentCommentsPage(deps.db, kind, filter, params)
    : await repo.commentsPage(deps.db, kind, filter, params);
  return listReply(
    rows.map((r) => commentItem(kind, r)),
    total,
    params,
  );
}

async function requireComment(db: Db, kind: CommentKind, id: number): Promise<CommentAdminItem> {
  const row = isContent(kind)
    ? (await contentComments.contentCommentsPage(db, kind, { id }, ONE_COMMENT)).rows[0]
    : await repo.findComment(db, kind, id);
  if (!row) throw notFound('评论');
  return commentItem(kind, row);
}

const commentEntity = (kind: CommentKind) => `${kind}_comment`;
const commentAudit = (c: CommentAdminItem): AuditValue => ({
  target_id: c.target_id,
  user_id: c.user_id,
  content: c.content,
  is_hidden: c.is_hidden,
  is_pending: c.is_pending ?? false,
});

/** Hides a comment from the storefront (or shows it again); the row stays for the record. */
export async function setCommentHidden(
  deps: Deps,
  actor: AuditActor,
  kind: CommentKind,
  id: number,
  hidden: boolean,
): Promise<CommentAdminItem> {
  const before = await requireComment(deps.db, kind, id);
  await audited(deps, actor, async (trx, audit) => {
    if (isContent(kind)) await contentComments.setContentCommentHidden(trx, kind, id, hidden);
    else await repo.setCommentHidden(trx, kind, id, hidden);
    await audit({
      action: hidden ? 'hide' : 'unhide',
      entity: commentEntity(kind),
      entityId: id,
      summary: `${hidden ? '隐藏' : '取消隐藏'}${before.user_nick_name ?? `学员 ${before.user_id}`} 的评论`,
      before: commentAudit(before),
      after: { ...commentAudit(before), is_hidden: hidden },
    });
  });
  return requireComment(deps.db, kind, id);
}

/** Approves a comment waiting for moderation (MeEdu 4.9.30's 审核中): it then shows in every comment list. */
export async function approveComment(
  deps: Deps,
  actor: AuditActor,
  kind: CommentKind,
  id: number,
): Promise<CommentAdminItem> {
  const before = await requireComment(deps.db, kind, id);
  // Only course and video comments wait for approval (MeEdu 4.9.30): the content area's are never pending.
  if (!before.is_pending || isContent(kind)) return before;
  await audited(deps, actor, async (trx, audit) => {
    await repo.approveComment(trx, kind, id);
    await audit({
      action: 'approve',
      entity: commentEntity(kind),
      entityId: id,
      summary: `审核通过${before.user_nick_name ?? `学员 ${before.user_id}`} 的评论`,
      before: commentAudit(before),
      after: { ...commentAudit(before), is_pending: false },
    });
  });
  return requireComment(deps.db, kind, id);
}

export async function deleteComment(
  deps: Deps,
  actor: AuditActor,
  kind: CommentKind,
  id: number,
): Promise<void> {
  const before = await requireComment(deps.db, kind, id);
  await audited(deps, actor, async (trx, audit) => {
    if (isContent(kind)) await contentComments.deleteContentComment(trx, kind, id);
    else await repo.deleteComment(trx, kind, id);
    await audit({
      action: 'delete',
      entity: commentEntity(kind),
      entityId: id,
      summary: `删除${before.user_nick_name ?? `学员 ${before.user_id}`} 的评论`,
      before: commentAudit(before),
    });
  });
}
