import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LikeRequest, TemplateLikeReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

const params = (id: number): LikeRequest => ({ id, type: 'book' });

/** GET /addons/templateOne/api/v1/like/status?type=book — false for visitors (contract catalog §5.1). */
export const fetchBookLike = (id: number) =>
  api.get<TemplateLikeReply>('/addons/templateOne/api/v1/like/status', params(id));

export const bookLikeQuery = (id: number, isLogin: boolean) =>
  queryOptions({ queryKey: ['book', 'like', id, isLogin], queryFn: () => fetchBookLike(id) });

/** GET /addons/templateOne/api/v1/like/hit — toggles (contract catalog §5.2). */
export const hitBookLike = (id: number) =>
  api.get<TemplateLikeReply>('/addons/templateOne/api/v1/like/hit', params(id), {
    headers: { 'Cache-Control': 'no-store' },
  });

/** Collect / uncollect; resolves with the new state, which the cached status takes. */
export function useBookLikeMutation(id: number, isLogin: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await hitBookLike(id)).like,
    onSuccess: (like) => queryClient.setQueryData(bookLikeQuery(id, isLogin).queryKey, { like }),
  });
}
