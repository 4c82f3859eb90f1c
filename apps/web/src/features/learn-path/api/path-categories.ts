import { queryOptions } from '@tanstack/react-query';
import type { PathCategory } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /addons/LearnPaths/api/v1/categories — a two-level tree (contract catalog §9.1). */
export const fetchPathCategories = () => api.get<PathCategory[]>('/addons/LearnPaths/api/v1/categories');

export const pathCategoriesQuery = queryOptions({
  queryKey: ['learn-path', 'categories'],
  queryFn: fetchPathCategories,
  staleTime: 5 * 60_000,
});
