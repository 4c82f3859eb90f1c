/**
 * The console's course endpoints under /admin/api: categories, courses, chapters, videos, attachments
 * (`courses.*`) and comment moderation (`comments.*`). Input is validated here with the contract's schemas; the
 * rules are in admin-service.ts.
 */
import {
  ChapterBody,
  COMMENT_KINDS,
  COMMENT_SORTS,
  COURSE_SORTS,
  CourseBody,
  CourseCategoryBody,
  VideoBody,
  type AttachmentItem,
  type CommentAdminItem,
  type CommentKind,
  type CourseAdminItem,
  type CourseCategoryItem,
  type ListReply,
} from '@meedu/contract/admin';
import { z } from 'zod';
import { readAttachmentUpload } from '../../console/attachment-upload.ts';
import { actorOf, requirePermission } from '../../console/auth.ts';
import {
  createWith,
  createWithin,
  deleteWith,
  readById,
  reorderWithin,
  updateWith,
  type AdminContext,
} from '../../console/handlers.ts';
import {
  AdminError,
  adminJson,
  flagFilter,
  idFilter,
  listFields,
  listParams,
  noContent,
  parseQuery,
  pathId,
} from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { AppDeps } from '../../deps.ts';
import * as service from './admin-service.ts';

export const courseAdminModule: AdminModule = (app, deps) => {
  const view = requirePermission('courses.view');
  const edit = requirePermission('courses.edit');

  app.get('/course-categories', view, async (c) =>
    adminJson<CourseCategoryItem[]>(c, await service.listCategories(deps)),
  );
  app.post('/course-categories', edit, createWith(deps, CourseCategoryBody, service.createCategory));
  app.put(
    '/course-categories/:id',
    edit,
    updateWith(deps, '分类', CourseCategoryBody, service.updateCategory),
  );
  app.delete('/course-categories/:id', edit, deleteWith(deps, '分类', service.deleteCategory));

  app.get('/courses', view, listCourses(deps));
  app.get('/courses/:id', view, readById(deps, '课程', service.getCourse));
  app.post('/courses', edit, createWith(deps, CourseBody, service.createCourse));
  app.put('/courses/:id', edit, updateWith(deps, '课程', CourseBody, service.updateCourse));
  app.delete('/courses/:id', edit, deleteWith(deps, '课程', service.deleteCourse));

  app.get('/courses/:id/chapters', view, readById(deps, '课程', service.listChapters));
  app.post('/courses/:id/chapters', edit, createWithin(deps, '课程', ChapterBody, service.createChapter));
  app.put('/courses/:id/chapters/order', edit, reorderWithin(deps, '课程', service.reorderChapters));
  app.put('/chapters/:id', edit, updateWith(deps, '章节', ChapterBody, service.updateChapter));
  app.delete('/chapters/:id', edit, deleteWith(deps, '章节', service.deleteChapter));

  app.get('/courses/:id/videos', view, readById(deps, '课程', service.listVideos));
  app.post('/courses/:id/videos', edit, createWithin(deps, '课程', VideoBody, service.createVideo));
  app.put('/courses/:id/videos/order', edit, reorderWithin(deps, '课程', service.reorderVideos));
  app.get('/videos/:id', view, readById(deps, '视频', service.getVideo));
  app.put('/videos/:id', edit, updateWith(deps, '视频', VideoBody, service.updateVideo));
  app.delete('/videos/:id', edit, deleteWith(deps, '视频', service.deleteVideo));

  app.get('/courses/:id/attachments', view, readById(deps, '课程', service.listAttachments));
  app.post('/uploads/attachments', edit, uploadAttachment(deps));
  app.delete('/attachments/:id', edit, deleteWith(deps, '附件', service.deleteAttachment));

  const moderate = requirePermission('comments.edit');
  app.get('/comments', requirePermission('comments.view'), listComments(deps));
  app.post('/comments/:kind/:id/hide', moderate, hideComment(deps, true));
  app.post('/comments/:kind/:id/unhide', moderate, hideComment(deps, false));
  app.post('/comments/:kind/:id/approve', moderate, approveComment(deps));
  app.delete('/comments/:kind/:id', moderate, deleteComment(deps));
};

// ---------------------------------------------------------------- courses

const CourseListQuery = z.object({
  ...listFields(COURSE_SORTS, '-id'),
  q: z.string().trim().max(100, '关键词过长').optional(),
  category_id: idFilter,
  is_show: flagFilter,
});

const listCourses = (deps: AppDeps) => async (c: AdminContext) => {
  const q = parseQuery(c, CourseListQuery);
  return adminJson<ListReply<CourseAdminItem>>(
    c,
    await service.listCourses(deps, { q: q.q, categoryId: q.category_id, isShow: q.is_show }, listParams(q)),
  );
};

// ---------------------------------------------------------------- attachments

/** `POST /uploads/attachments` (multipart: `course_id`, `name`, `file`), past the console's JSON size limit. */
const uploadAttachment = (deps: AppDeps) => async (c: AdminContext) => {
  const { ownerId, ...file } = await readAttachmentUpload(c, { field: 'course_id', missing: '请选择课程' });
  return adminJson<AttachmentItem>(c, await service.addAttachment(deps, actorOf(c), ownerId, file), 201);
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

const listComments = (deps: AppDeps) => async (c: AdminContext) => {
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

function commentKind(c: AdminContext): CommentKind {
  const kind = COMMENT_KINDS.find((k) => k === c.req.param('kind'));
  if (kind === undefined) throw new AdminError(404, '评论不存在');
  return kind;
}

const hideComment = (deps: AppDeps, hidden: boolean) => async (c: AdminContext) => {
  const kind = commentKind(c);
  return adminJson<CommentAdminItem>(
    c,
    await service.setCommentHidden(deps, actorOf(c), kind, pathId(c, '评论'), hidden),
  );
};

const approveComment = (deps: AppDeps) => async (c: AdminContext) =>
  adminJson<CommentAdminItem>(
    c,
    await service.approveComment(deps, actorOf(c), commentKind(c), pathId(c, '评论')),
  );

const deleteComment = (deps: AppDeps) => async (c: AdminContext) => {
  await service.deleteComment(deps, actorOf(c), commentKind(c), pathId(c, '评论'));
  return noContent(c);
};
