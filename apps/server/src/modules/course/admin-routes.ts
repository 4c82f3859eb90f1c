/**
 * The console's course endpoints under /admin/api: categories, courses, chapters, videos, attachments
 * (`courses.*`) and comment moderation (`comments.*`). Input is validated here with the contract's schemas; the
 * rules are in admin-service.ts.
 */
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  ChapterBody,
  COMMENT_KINDS,
  COMMENT_SORTS,
  COURSE_SORTS,
  CourseBody,
  CourseCategoryBody,
  ReorderBody,
  VideoBody,
  type AttachmentItem,
  type ChapterItem,
  type CommentAdminItem,
  type CommentKind,
  type CourseAdminDetail,
  type CourseAdminItem,
  type CourseCategoryItem,
  type ListReply,
  type VideoAdminItem,
} from '@meedu/contract/admin';
import type { Context } from 'hono';
import { z } from 'zod';
import { actorOf, requirePermission, type AdminEnv } from '../../console/auth.ts';
import {
  AdminError,
  adminJson,
  fieldError,
  idFilter,
  listFields,
  listParams,
  noContent,
  parseBody,
  parseQuery,
  pathId,
} from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { AppDeps } from '../../deps.ts';
import * as service from './admin-service.ts';

type Ctx = Context<AdminEnv>;

export const courseAdminModule: AdminModule = (app, deps) => {
  const view = requirePermission('courses.view');
  const edit = requirePermission('courses.edit');

  app.get('/course-categories', view, listCategories(deps));
  app.post('/course-categories', edit, createCategory(deps));
  app.put('/course-categories/:id', edit, updateCategory(deps));
  app.delete('/course-categories/:id', edit, deleteCategory(deps));

  app.get('/courses', view, listCourses(deps));
  app.get('/courses/:id', view, getCourse(deps));
  app.post('/courses', edit, createCourse(deps));
  app.put('/courses/:id', edit, updateCourse(deps));
  app.delete('/courses/:id', edit, deleteCourse(deps));

  app.get('/courses/:id/chapters', view, listChapters(deps));
  app.post('/courses/:id/chapters', edit, createChapter(deps));
  app.put('/courses/:id/chapters/order', edit, reorderChapters(deps));
  app.put('/chapters/:id', edit, updateChapter(deps));
  app.delete('/chapters/:id', edit, deleteChapter(deps));

  app.get('/courses/:id/videos', view, listVideos(deps));
  app.post('/courses/:id/videos', edit, createVideo(deps));
  app.put('/courses/:id/videos/order', edit, reorderVideos(deps));
  app.get('/videos/:id', view, getVideo(deps));
  app.put('/videos/:id', edit, updateVideo(deps));
  app.delete('/videos/:id', edit, deleteVideo(deps));

  app.get('/courses/:id/attachments', view, listAttachments(deps));
  app.post('/uploads/attachments', edit, uploadAttachment(deps));
  app.delete('/attachments/:id', edit, deleteAttachment(deps));

  const moderate = requirePermission('comments.edit');
  app.get('/comments', requirePermission('comments.view'), listComments(deps));
  app.post('/comments/:kind/:id/hide', moderate, hideComment(deps, true));
  app.post('/comments/:kind/:id/unhide', moderate, hideComment(deps, false));
  app.delete('/comments/:kind/:id', moderate, deleteComment(deps));
};

// ---------------------------------------------------------------- categories

const listCategories = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<CourseCategoryItem[]>(c, await service.listCategories(deps));

const createCategory = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<CourseCategoryItem>(
    c,
    await service.createCategory(deps, actorOf(c), await parseBody(c, CourseCategoryBody)),
    201,
  );

const updateCategory = (deps: AppDeps) => async (c: Ctx) => {
  const id = pathId(c, '分类');
  return adminJson<CourseCategoryItem>(
    c,
    await service.updateCategory(deps, actorOf(c), id, await parseBody(c, CourseCategoryBody)),
  );
};

const deleteCategory = (deps: AppDeps) => async (c: Ctx) => {
  await service.deleteCategory(deps, actorOf(c), pathId(c, '分类'));
  return noContent(c);
};

// ---------------------------------------------------------------- courses

const flagFilter = z.coerce
  .number({ error: '参数错误' })
  .pipe(z.union([z.literal(0), z.literal(1)], { error: '参数错误' }))
  .optional();

const CourseListQuery = z.object({
  ...listFields(COURSE_SORTS, '-id'),
  q: z.string().trim().max(100, '关键词过长').optional(),
  category_id: idFilter,
  is_show: flagFilter,
});

const listCourses = (deps: AppDeps) => async (c: Ctx) => {
  const q = parseQuery(c, CourseListQuery);
  return adminJson<ListReply<CourseAdminItem>>(
    c,
    await service.listCourses(deps, { q: q.q, categoryId: q.category_id, isShow: q.is_show }, listParams(q)),
  );
};

const getCourse = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<CourseAdminDetail>(c, await service.getCourse(deps, pathId(c, '课程')));

const createCourse = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<CourseAdminDetail>(
    c,
    await service.createCourse(deps, actorOf(c), await parseBody(c, CourseBody)),
    201,
  );

const updateCourse = (deps: AppDeps) => async (c: Ctx) => {
  const id = pathId(c, '课程');
  return adminJson<CourseAdminDetail>(
    c,
    await service.updateCourse(deps, actorOf(c), id, await parseBody(c, CourseBody)),
  );
};

const deleteCourse = (deps: AppDeps) => async (c: Ctx) => {
  await service.deleteCourse(deps, actorOf(c), pathId(c, '课程'));
  return noContent(c);
};

// ---------------------------------------------------------------- chapters

const listChapters = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<ChapterItem[]>(c, await service.listChapters(deps, pathId(c, '课程')));

const createChapter = (deps: AppDeps) => async (c: Ctx) => {
  const courseId = pathId(c, '课程');
  return adminJson<ChapterItem>(
    c,
    await service.createChapter(deps, actorOf(c), courseId, await parseBody(c, ChapterBody)),
    201,
  );
};

const reorderChapters = (deps: AppDeps) => async (c: Ctx) => {
  const courseId = pathId(c, '课程');
  const { ids } = await parseBody(c, ReorderBody);
  return adminJson<ChapterItem[]>(c, await service.reorderChapters(deps, actorOf(c), courseId, ids));
};

const updateChapter = (deps: AppDeps) => async (c: Ctx) => {
  const id = pathId(c, '章节');
  return adminJson<ChapterItem>(
    c,
    await service.updateChapter(deps, actorOf(c), id, await parseBody(c, ChapterBody)),
  );
};

const deleteChapter = (deps: AppDeps) => async (c: Ctx) => {
  await service.deleteChapter(deps, actorOf(c), pathId(c, '章节'));
  return noContent(c);
};

// ---------------------------------------------------------------- videos

const listVideos = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<VideoAdminItem[]>(c, await service.listVideos(deps, pathId(c, '课程')));

const getVideo = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<VideoAdminItem>(c, await service.getVideo(deps, pathId(c, '视频')));

const createVideo = (deps: AppDeps) => async (c: Ctx) => {
  const courseId = pathId(c, '课程');
  return adminJson<VideoAdminItem>(
    c,
    await service.createVideo(deps, actorOf(c), courseId, await parseBody(c, VideoBody)),
    201,
  );
};

const reorderVideos = (deps: AppDeps) => async (c: Ctx) => {
  const courseId = pathId(c, '课程');
  const { ids } = await parseBody(c, ReorderBody);
  return adminJson<VideoAdminItem[]>(c, await service.reorderVideos(deps, actorOf(c), courseId, ids));
};

const updateVideo = (deps: AppDeps) => async (c: Ctx) => {
  const id = pathId(c, '视频');
  return adminJson<VideoAdminItem>(
    c,
    await service.updateVideo(deps, actorOf(c), id, await parseBody(c, VideoBody)),
  );
};

const deleteVideo = (deps: AppDeps) => async (c: Ctx) => {
  await service.deleteVideo(deps, actorOf(c), pathId(c, '视频'));
  return noContent(c);
};

// ---------------------------------------------------------------- attachments

const listAttachments = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<AttachmentItem[]>(c, await service.listAttachments(deps, pathId(c, '课程')));

const ATTACHMENT_TYPES: readonly string[] = ATTACHMENT_EXTENSIONS;

/** Formats whose content has a signature we can check (the others are plain text, checked for NUL bytes). */
const SIGNATURES: Record<string, number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46],
  zip: [0x50, 0x4b],
  docx: [0x50, 0x4b],
  xlsx: [0x50, 0x4b],
  pptx: [0x50, 0x4b],
  doc: [0xd0, 0xcf, 0x11, 0xe0],
  xls: [0xd0, 0xcf, 0x11, 0xe0],
  ppt: [0xd0, 0xcf, 0x11, 0xe0],
};

/** Whether the bytes are what the extension says (by content, never the declared type). */
function contentMatches(extension: string, bytes: Uint8Array): boolean {
  const signature = SIGNATURES[extension];
  if (signature) return signature.every((b, i) => bytes[i] === b);
  return !bytes.subarray(0, 8192).includes(0);
}

/** `POST /uploads/attachments` (multipart: `course_id`, `name`, `file`), past the console's JSON size limit. */
const uploadAttachment = (deps: AppDeps) => async (c: Ctx) => {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > ATTACHMENT_MAX_BYTES + 64 * 1024) throw new AdminError(413, '附件不能超过 50 MB');
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new AdminError(400, '请选择要上传的文件');
  }
  const courseId = Number(form.get('course_id'));
  if (!Number.isInteger(courseId) || courseId <= 0) throw fieldError('course_id', '请选择课程');
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) throw fieldError('file', '请选择要上传的文件');
  if (file.size > ATTACHMENT_MAX_BYTES) throw new AdminError(413, '附件不能超过 50 MB');
  const extension = (/\.([A-Za-z0-9]{1,8})$/.exec(file.name)?.[1] ?? '').toLowerCase();
  if (!ATTACHMENT_TYPES.includes(extension))
    throw fieldError('file', `附件须为 ${ATTACHMENT_EXTENSIONS.join('、')} 文件`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!contentMatches(extension, bytes)) throw fieldError('file', '文件内容与扩展名不符');
  const rawName = form.get('name');
  const name = (typeof rawName === 'string' && rawName.trim() !== '' ? rawName : file.name)
    .trim()
    .slice(0, 120);
  return adminJson<AttachmentItem>(
    c,
    await service.addAttachment(deps, actorOf(c), courseId, { name, extension, bytes }),
    201,
  );
};

const deleteAttachment = (deps: AppDeps) => async (c: Ctx) => {
  await service.deleteAttachment(deps, actorOf(c), pathId(c, '附件'));
  return noContent(c);
};

// ---------------------------------------------------------------- comments

const CommentListQuery = z.object({
  ...listFields(COMMENT_SORTS, '-id'),
  kind: z.enum(COMMENT_KINDS as [CommentKind, ...CommentKind[]], { error: '参数错误' }).default('course'),
  q: z.string().trim().max(100, '关键词过长').optional(),
  course_id: idFilter,
  user_id: idFilter,
  is_hidden: flagFilter,
});

const listComments = (deps: AppDeps) => async (c: Ctx) => {
  const q = parseQuery(c, CommentListQuery);
  return adminJson<ListReply<CommentAdminItem>>(
    c,
    await service.listComments(
      deps,
      q.kind,
      { q: q.q, courseId: q.course_id, userId: q.user_id, isHidden: q.is_hidden },
      listParams(q),
    ),
  );
};

function commentKind(c: Ctx): CommentKind {
  const kind = c.req.param('kind');
  if (kind !== 'course' && kind !== 'video') throw new AdminError(404, '评论不存在');
  return kind;
}

const hideComment = (deps: AppDeps, hidden: boolean) => async (c: Ctx) => {
  const kind = commentKind(c);
  return adminJson<CommentAdminItem>(
    c,
    await service.setCommentHidden(deps, actorOf(c), kind, pathId(c, '评论'), hidden),
  );
};

const deleteComment = (deps: AppDeps) => async (c: Ctx) => {
  await service.deleteComment(deps, actorOf(c), commentKind(c), pathId(c, '评论'));
  return noContent(c);
};
