import type { CourseAdminItem, ListReply } from '@meedu/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from './client.ts';

/** Recorded courses whose title holds `q` (the first 20), for a search-and-pick of a campaign's or commission's goods. */
export const courseSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['courses', 'search', q],
    queryFn: () => api.get<ListReply<CourseAdminItem>>('/courses', { page: 1, size: 20, q: q || undefined }),
  });
