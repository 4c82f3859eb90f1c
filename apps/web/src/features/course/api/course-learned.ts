import { queryOptions } from '@tanstack/react-query';
import type { LearnedVideo } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/**
 * GET /api/v3/member/learned/course/{id} — the member's progress per video (contract account §7.4). The reference
 * server may send an object keyed by index; both shapes are read as a list.
 */
export const fetchCourseLearned = async (id: number): Promise<LearnedVideo[]> => {
  const data = await api.get<LearnedVideo[] | Record<string, LearnedVideo>>(
    `/api/v3/member/learned/course/${id}`,
  );
  return Array.isArray(data) ? data : Object.values(data);
};

export const courseLearnedQuery = (id: number) =>
  queryOptions({
    queryKey: ['course', 'learned', id],
    queryFn: () => fetchCourseLearned(id),
    staleTime: 0,
  });
