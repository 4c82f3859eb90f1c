import { queryOptions } from '@tanstack/react-query';
import type { CourseCategory } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /api/v2/course_categories — a two-level tree (contract catalog §2.1). */
export const fetchCourseCategories = () => api.get<CourseCategory[]>('/api/v2/course_categories');

export const courseCategoriesQuery = queryOptions({
  queryKey: ['course', 'categories'],
  queryFn: fetchCourseCategories,
  staleTime: 5 * 60_000,
});
