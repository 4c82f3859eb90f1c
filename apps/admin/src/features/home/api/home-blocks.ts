import type { CourseAdminItem, HomeBlockItem, HomeBlockRequest, ListReply } from '@meedu/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { recordMutations } from '../../../api/record-mutations.ts';

export const homeBlocksKey = ['home-blocks'] as const;

/** `GET /home-blocks`: the storefront home's blocks, in order. */
export const homeBlocksQuery = queryOptions({
  queryKey: homeBlocksKey,
  queryFn: () => api.get<ListReply<HomeBlockItem>>('/home-blocks'),
});

export const homeBlockMutations = recordMutations<HomeBlockRequest, HomeBlockItem>('/home-blocks', [
  homeBlocksKey,
]);

/** `GET /courses?size=100`: recorded courses a course-list block picks from, by title. */
export const pickableCoursesQuery = queryOptions({
  queryKey: ['courses', 'pickable'],
  queryFn: () => api.get<ListReply<CourseAdminItem>>('/courses', { page: 1, size: 100 }),
});
