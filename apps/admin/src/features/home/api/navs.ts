import type { ListReply, NavItem, NavRequest } from '@meedu/contract/admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const navsKey = ['navs'] as const;

/** `GET /navs?platform=`: every nav of a platform (both levels), in order. */
export const navsQuery = (platform: string) =>
  queryOptions({
    queryKey: [...navsKey, platform],
    queryFn: () => api.get<ListReply<NavItem>>('/navs', { platform }),
  });

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: navsKey });
}

/** `POST /navs` or `PUT /navs/:id`. */
export function useSaveNavMutation(id: number | null) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: NavRequest) =>
      id === null ? api.post<NavItem>('/navs', body) : api.put<NavItem>(`/navs/${id}`, body),
    onSuccess: invalidate,
  });
}

/** `DELETE /navs/:id` (409 while it has children). */
export function useDeleteNavMutation() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => api.delete(`/navs/${id}`), onSuccess: invalidate });
}

/** `PUT /navs/order`: the navs of one level in their new order. */
export function useReorderNavsMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (ids: number[]) => api.put<ListReply<NavItem>>('/navs/order', { ids }),
    onSettled: invalidate,
  });
}
