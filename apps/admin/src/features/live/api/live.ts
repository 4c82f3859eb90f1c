import type {
  ListReply,
  LiveCategoryItem,
  LiveCategoryRequest,
  LiveCourseAdminDetail,
  LiveCourseAdminItem,
  LiveCourseRequest,
  LiveLessonItem,
  LiveLessonRequest,
  LiveStreamInfo,
  LiveTeacherItem,
  LiveTeacherRequest,
} from '@meedu/contract/admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttachmentPlace } from '../../../api/attachments.ts';
import { api } from '../../../api/client.ts';
import { recordMutations } from '../../../api/record-mutations.ts';
import { pagedListQuery, recordQuery } from '../../../api/record-queries.ts';

export const liveCategoriesKey = ['live-categories'] as const;
export const liveTeachersKey = ['live-teachers'] as const;
export const liveCoursesKey = ['live-courses'] as const;

/** `GET /live-categories` and `/live-teachers`: short lists that come whole. */
export const liveCategoriesQuery = queryOptions({
  queryKey: liveCategoriesKey,
  queryFn: () => api.get<ListReply<LiveCategoryItem>>('/live-categories'),
});
export const liveTeachersQuery = queryOptions({
  queryKey: liveTeachersKey,
  queryFn: () => api.get<ListReply<LiveTeacherItem>>('/live-teachers'),
});

/** Save and delete (409 while courses use it); a course count moves with the courses. */
export const liveCategoryMutations = recordMutations<LiveCategoryRequest, LiveCategoryItem>(
  '/live-categories',
  [liveCategoriesKey],
);
export const liveTeacherMutations = recordMutations<LiveTeacherRequest, LiveTeacherItem>('/live-teachers', [
  liveTeachersKey,
]);

/** `GET /live-courses`: a page of live courses (filters `q`, `category_id`). */
export const liveCourseListQuery = pagedListQuery<LiveCourseAdminItem>('/live-courses', liveCoursesKey);

/** `GET /live-courses/:id` with its introduction and poster. */
export const liveCourseQuery = recordQuery<LiveCourseAdminDetail>('/live-courses', liveCoursesKey);

/** Save and delete (409 once bought: hide it instead); category and teacher counts move with it. */
export const liveCourseMutations = recordMutations<LiveCourseRequest, LiveCourseAdminDetail>(
  '/live-courses',
  [liveCoursesKey, liveCategoriesKey, liveTeachersKey],
);

/** `GET /live-courses/:id/lessons`, by schedule; below the course's key (its lesson count moves with them). */
export const lessonsQuery = (courseId: number) =>
  queryOptions({
    queryKey: [...liveCoursesKey, courseId, 'lessons'],
    queryFn: () => api.get<ListReply<LiveLessonItem>>(`/live-courses/${courseId}/lessons`),
  });

/** A lesson is created below its course and edited or deleted at `/live-lessons/:id`. */
export function useLessonWrites(courseId: number) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: liveCoursesKey });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: LiveLessonRequest }) =>
        id === null
          ? api.post<LiveLessonItem>(`/live-courses/${courseId}/lessons`, body)
          : api.put<LiveLessonItem>(`/live-lessons/${id}`, body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.delete(`/live-lessons/${id}`), onSuccess }),
  };
}

/**
 * `GET /live-lessons/:id/stream`: the push address and the secret key. Never cached after the panel closes
 * (`gcTime: 0`) and read only when the operator asks to see it, so the key is not in the page before.
 */
export const streamQuery = (lessonId: number) =>
  queryOptions({
    queryKey: ['live-stream', lessonId],
    queryFn: () => api.get<LiveStreamInfo>(`/live-lessons/${lessonId}/stream`),
    gcTime: 0,
    staleTime: Infinity,
  });

/** `POST /live-lessons/:id/stream/regenerate`: a new key (the old one stops working); the answer is kept. */
export function useRegenerateStreamKey(lessonId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<LiveStreamInfo>(`/live-lessons/${lessonId}/stream/regenerate`),
    onSuccess: (info) => client.setQueryData(streamQuery(lessonId).queryKey, info),
  });
}

/** A lesson's courseware (课件), which its members download in the room. */
export const lessonCourseware = (lessonId: number): AttachmentPlace => ({
  list: `/live-lessons/${lessonId}/attachments`,
  upload: '/uploads/live-attachments',
  owner: { field: 'lesson_id', id: lessonId },
  remove: '/live-attachments',
  key: ['live-lessons'],
});
