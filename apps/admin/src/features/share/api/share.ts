import type {
  ShareGoodsItem,
  ShareGoodsRequest,
  WithdrawalApproveRequest,
  WithdrawalItem,
  WithdrawalRefuseRequest,
} from '@meedu/contract/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { recordMutations } from '../../../api/record-mutations.ts';
import { pagedListQuery } from '../../../api/record-queries.ts';

export const shareGoodsKey = ['share-goods'] as const;
export const withdrawalsKey = ['withdrawals'] as const;

/** `GET /share-goods` (newest first) */
export const shareGoodsListQuery = pagedListQuery<ShareGoodsItem>('/share-goods', shareGoodsKey);
export const shareGoodsMutations = recordMutations<ShareGoodsRequest, ShareGoodsItem>('/share-goods', [
  shareGoodsKey,
]);

/** `GET /withdrawals` (pending first; `status`) */
export const withdrawalListQuery = pagedListQuery<WithdrawalItem>('/withdrawals', withdrawalsKey);

export type WithdrawalDecision =
  { kind: 'approve'; body: WithdrawalApproveRequest } | { kind: 'refuse'; body: WithdrawalRefuseRequest };

/** 打款 or 驳回 a pending withdrawal (`POST /withdrawals/:id/approve|refuse`); the list reads again either way. */
export function useDecideWithdrawal(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: WithdrawalDecision) => api.post<WithdrawalItem>(`/withdrawals/${id}/${d.kind}`, d.body),
    onSettled: () => client.invalidateQueries({ queryKey: withdrawalsKey }),
  });
}
