/**
 * The console's live endpoints under /admin/api: categories, teachers, courses and lessons (`live.*`), each
 * lesson's push address and stream key (`live.edit` only: the key is a secret), its courseware (课件; uploaded
 * through the course attachments' reader and storage), and the teacher's room console
 * (`live-room.edit`: `GET /live-rooms`, the lessons of today on, and each lesson's `/room`). Input is validated here with the contract's schemas; the rules are in admin-service.ts.
 */
import {
  LIVE_COURSE_SORTS,
  LiveCategoryBody,
  LiveCourseBody,
  LiveLessonBody,
  LiveRoomActionBody,
  LiveTeacherBody,
  type LiveCategoryItem,
  type LiveCourseAdminItem,
  type LiveCoursewareItem,
  type LiveLessonItem,
  type LiveRoomLessonItem,
  type LiveRoomView,
  type LiveStreamInfo,
  type LiveTeacherItem,
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
  updateWith,
  whole,
  type AdminContext,
} from '../../console/handlers.ts';
import {
  adminJson,
  idFilter,
  listFields,
  listParams,
  parseBody,
  parseQuery,
  pathId,
} from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { AppDeps } from '../../deps.ts';
import { publicBase } from '../../lib/public-url.ts';
import * as service from './admin-service.ts';

export const liveAdminModule: AdminModule = (app, deps) => {
  const view = requirePermission('live.view');
  const edit = requirePermission('live.edit');
  const teach = requirePermission('live-room.edit');

  app.get('/live-categories', view, async (c) =>
    adminJson<ListReply<LiveCategoryItem>>(c, whole(await service.listCategories(deps))),
  );
  app.post('/live-categories', edit, createWith(deps, LiveCategoryBody, service.createCategory));
  app.put('/live-categories/:id', edit, updateWith(deps, '分类', LiveCategoryBody, service.updateCategory));
  app.delete('/live-categories/:id', edit, deleteWith(deps, '分类', service.deleteCategory));

  app.get('/live-teachers', view, async (c) =>
    adminJson<ListReply<LiveTeacherItem>>(c, whole(await service.listTeachers(deps))),
  );
  app.post('/live-teachers', edit, createWith(deps, LiveTeacherBody, service.createTeacher));
  app.put('/live-teachers/:id', edit, updateWith(deps, '讲师', LiveTeacherBody, service.updateTeacher));
  app.delete('/live-teachers/:id', edit, deleteWith(deps, '讲师', service.deleteTeacher));

  app.get('/live-courses', view, listCourses(deps));
  app.get('/live-courses/:id', view, readById(deps, '直播课', service.getCourse));
  app.post('/live-courses', edit, createWith(deps, LiveCourseBody, service.createCourse));
  app.put('/live-courses/:id', edit, updateWith(deps, '直播课', LiveCourseBody, service.updateCourse));
  app.delete('/live-courses/:id', edit, deleteWith(deps, '直播课', service.deleteCourse));

  app.get('/live-courses/:id/lessons', view, async (c) =>
    adminJson<ListReply<LiveLessonItem>>(c, whole(await service.listLessons(deps, pathId(c, '直播课')))),
  );
  app.post(
    '/live-courses/:id/lessons',
    edit,
    createWithin(deps, '直播课', LiveLessonBody, service.createLesson),
  );
  app.get('/live-lessons/:id', view, readById(deps, '课时', service.getLesson));
  app.put('/live-lessons/:id', edit, updateWith(deps, '课时', LiveLessonBody, service.updateLesson));
  app.delete('/live-lessons/:id', edit, deleteWith(deps, '课时', service.deleteLesson));

  app.get('/live-lessons/:id/attachments', view, async (c) =>
    adminJson<LiveCoursewareItem[]>(c, await service.listCourseware(deps, pathId(c, '课时'))),
  );
  app.post('/uploads/live-attachments', edit, async (c) => {
    const { ownerId, ...file } = await readAttachmentUpload(c, { field: 'lesson_id', missing: '请选择课时' });
    return adminJson<LiveCoursewareItem>(
      c,
      await service.addCourseware(deps, actorOf(c), ownerId, file),
      201,
    );
  });
  app.delete('/live-attachments/:id', edit, deleteWith(deps, '课件', service.deleteCourseware));

  app.get('/live-lessons/:id/stream', edit, async (c) =>
    adminJson<LiveStreamInfo>(
      c,
      await service.streamInfo(deps, pathId(c, '课时'), publicBase(c, deps.config)),
    ),
  );
  app.post('/live-lessons/:id/stream/regenerate', edit, async (c) =>
    adminJson<LiveStreamInfo>(
      c,
      await service.regenerateStreamKey(deps, actorOf(c), pathId(c, '课时'), publicBase(c, deps.config)),
    ),
  );

  app.get('/live-rooms', teach, async (c) =>
    adminJson<ListReply<LiveRoomLessonItem>>(c, whole(await service.roomLessons(deps))),
  );
  app.get('/live-lessons/:id/room', teach, readById(deps, '课时', service.roomView));
  app.post('/live-lessons/:id/room', teach, async (c) => {
    const id = pathId(c, '课时');
    const action = await parseBody(c, LiveRoomActionBody);
    return adminJson<LiveRoomView>(c, await service.roomAction(deps, actorOf(c), id, action));
  });
};

const CourseListQuery = z.object({
  ...listFields(LIVE_COURSE_SORTS, '-id'),
  q: z.string().trim().max(100, '关键词过长').optional(),
  category_id: idFilter,
});

const listCourses = (deps: AppDeps) => async (c: AdminContext) => {
  const q = parseQuery(c, CourseListQuery);
  return adminJson<ListReply<LiveCourseAdminItem>>(
    c,
    await service.listCourses(deps, { q: q.q, categoryId: q.category_id }, listParams(q)),
  );
};
