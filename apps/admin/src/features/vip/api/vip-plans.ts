import type { ListReply, VipPlanItem, VipPlanRequest } from '@meedu/contract/admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const vipPlansKey = ['vip-plans'] as const;

/** `GET /vip-plans`: every plan, shown or hidden, in the order `/vip` lists them. */
export const vipPlansQuery = queryOptions({
  queryKey: vipPlansKey,
  queryFn: () => api.get<ListReply<VipPlanItem>>('/vip-plans'),
});

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: vipPlansKey });
}

/** `POST /vip-plans` or `PUT /vip-plans/:id`. */
export function useSaveVipPlanMutation(id: number | null) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: VipPlanRequest) =>
      id === null
        ? api.post<VipPlanItem>('/vip-plans', body)
        : api.put<VipPlanItem>(`/vip-plans/${id}`, body),
    onSuccess: invalidate,
  });
}

/** `DELETE /vip-plans/:id` (409 once sold: hide it instead). */
export function useDeleteVipPlanMutation() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => api.delete(`/vip-plans/${id}`), onSuccess: invalidate });
}

/** `PUT /vip-plans/order` */
export function useReorderVipPlansMutation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (ids: number[]) => api.put<ListReply<VipPlanItem>>('/vip-plans/order', { ids }),
    onSettled: invalidate,
  });
}
