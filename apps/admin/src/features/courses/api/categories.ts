import type { CourseCategoryItem, CourseCategoryRequest } from '@meedu/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { recordMutations } from '../../../api/record-mutations.ts';

export const categoriesKey = ['course-categories'] as const;

/** `GET /course-categories`: every category, each parent followed by its children. */
export const categoriesQuery = queryOptions({
  queryKey: categoriesKey,
  queryFn: () => api.get<CourseCategoryItem[]>('/course-categories'),
});

/** Save and delete (409 while courses or children are filed under it). */
export const categoryMutations = recordMutations<CourseCategoryRequest, CourseCategoryItem>(
  '/course-categories',
  [categoriesKey],
);
