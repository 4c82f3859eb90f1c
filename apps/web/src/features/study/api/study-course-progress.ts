import { queryOptions } from '@tanstack/react-query';
import type { LearnedVideo } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /api/v3/member/learned/course/{id} (contract account §7.4); an index-keyed object is read as a list. */
export const fetchLearnedVideos = async (courseId: number): Promise<LearnedVideo[]> => {
  const data = await api.get<LearnedVideo[] | Record<string, LearnedVideo>>(
    `/api/v3/member/learned/course/${courseId}`,
  );
  return Array.isArray(data) ? data : Object.values(data);
};

export const learnedVideosQuery = (courseId: number) =>
  queryOptions({
    queryKey: ['study', 'progress', courseId],
    queryFn: () => fetchLearnedVideos(courseId),
    staleTime: 0,
  });
