import { queryOptions } from '@tanstack/react-query';
import { fetchLearnedVideos } from '../../../api/member.ts';

/** The 学习进度 dialog's list (GET /api/v3/member/learned/course/{id}, contract account §7.4). */
export const learnedVideosQuery = (courseId: number) =>
  queryOptions({
    queryKey: ['study', 'progress', courseId],
    queryFn: () => fetchLearnedVideos(courseId),
    staleTime: 0,
  });
