import type { CourseAdminDetail, CourseAdminItem, CourseRequest } from '@meedu/contract/admin';
import { recordMutations } from '../../../api/record-mutations.ts';
import { pagedListQuery, recordQuery } from '../../../api/record-queries.ts';
import { categoriesKey } from './categories.ts';

export const coursesKey = ['courses'] as const;

/** `GET /courses`: a page of courses (filters `q`, `category_id`, `is_show`). */
export const courseListQuery = pagedListQuery<CourseAdminItem>('/courses', coursesKey);

/** `GET /courses/:id` with its introduction. */
export const courseQuery = recordQuery<CourseAdminDetail>('/courses', coursesKey);

/**
 * Save (answers the saved course) and delete (409 once it was sold: hide it instead). A category's course count
 * moves with its courses.
 */
export const courseMutations = recordMutations<CourseRequest, CourseAdminDetail>('/courses', [
  coursesKey,
  categoriesKey,
]);
