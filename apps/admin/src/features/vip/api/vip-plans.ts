import type { ListReply, VipPlanItem, VipPlanRequest } from '@meedu/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { recordMutations } from '../../../api/record-mutations.ts';

export const vipPlansKey = ['vip-plans'] as const;

/** `GET /vip-plans`: every plan, shown or hidden, in the order `/vip` lists them. */
export const vipPlansQuery = queryOptions({
  queryKey: vipPlansKey,
  queryFn: () => api.get<ListReply<VipPlanItem>>('/vip-plans'),
});

/** Save, delete (409 once sold: hide it instead) and reorder. */
export const vipPlanMutations = recordMutations<VipPlanRequest, VipPlanItem>('/vip-plans', [vipPlansKey]);
