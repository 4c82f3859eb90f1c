import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LikeToggleReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { courseDetailQuery } from './course-detail.ts';

/** GET /api/v2/course/{id}/like — toggles; 1 = now collected, 0 = not (contract catalog §2.6). */
export const toggleCourseLike = (id: number) =>
  api.get<LikeToggleReply>(`/api/v2/course/${id}/like`, undefined, {
    headers: { 'Cache-Control': 'no-store' },
  });

/**
 * Collect / uncollect; resolves with the new state. The cached detail takes the server's answer (the reference
 * flipped its own state blindly).
 */
export function useToggleLikeMutation(id: number, isLogin: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => Number(await toggleCourseLike(id)) === 1,
    onSuccess: (on) =>
      queryClient.setQueryData(courseDetailQuery(id, isLogin).queryKey, (old) =>
        old ? { ...old, isCollect: on } : old,
      ),
  });
}
