import { queryOptions } from '@tanstack/react-query';
import { fetchLearnedVideos } from '../../../api/member.ts';

/** The member's progress per video of the course (GET /api/v3/member/learned/course/{id}, contract account §7.4). */
export const courseLearnedQuery = (id: number) =>
  queryOptions({
    queryKey: ['course', 'learned', id],
    queryFn: () => fetchLearnedVideos(id),
    staleTime: 0,
  });
