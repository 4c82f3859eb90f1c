import type { CourseAdminDetail, CourseAdminItem, CourseRequest, ListReply } from '@meedu/contract/admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { listQueryParams, type ListParams } from '../../../components/data-table/use-list-params.ts';
import { categoriesKey } from './categories.ts';

export const coursesKey = ['courses'] as const;

/** `GET /courses`: a page of courses (filters `q`, `category_id`, `is_show`). */
export const courseListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...coursesKey, 'list', params],
    queryFn: () => api.get<ListReply<CourseAdminItem>>('/courses', listQueryParams(params)),
  });

/** `GET /courses/:id` with its introduction. */
export const courseQuery = (id: number) =>
  queryOptions({
    queryKey: [...coursesKey, 'detail', id],
    queryFn: () => api.get<CourseAdminDetail>(`/courses/${id}`),
  });

function useRefreshCourses() {
  const client = useQueryClient();
  // A category's course count moves with its courses.
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: coursesKey }),
      client.invalidateQueries({ queryKey: categoriesKey }),
    ]);
}

/** `POST /courses`, or `PUT /courses/:id` when editing one; answers the saved course. */
export function useSaveCourseMutation(id: number | null) {
  const refresh = useRefreshCourses();
  return useMutation({
    mutationFn: (body: CourseRequest) =>
      id === null
        ? api.post<CourseAdminDetail>('/courses', body)
        : api.put<CourseAdminDetail>(`/courses/${id}`, body),
    onSuccess: refresh,
  });
}

/** `DELETE /courses/:id` (409 once it was sold: hide it instead). */
export function useDeleteCourseMutation() {
  const refresh = useRefreshCourses();
  return useMutation({ mutationFn: (id: number) => api.delete(`/courses/${id}`), onSuccess: refresh });
}
