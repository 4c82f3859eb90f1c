import type { CourseAdminDetail, CourseAdminItem, CourseRequest, ListReply } from '@meedu/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { recordMutations } from '../../../api/record-mutations.ts';
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

/**
 * Save (answers the saved course) and delete (409 once it was sold: hide it instead). A category's course count
 * moves with its courses.
 */
export const courseMutations = recordMutations<CourseRequest, CourseAdminDetail>('/courses', [
  coursesKey,
  categoriesKey,
]);
