import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MallExchangeReply, MallExchangeRequest } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { refreshMemberQuietly } from '../../../stores/member-reread.ts';
import { ledgerKey } from './credit1-records.ts';
import { mallOrdersKey } from './mall-orders.ts';

/** POST /addons/Credit1Mall/api/v1/goods/{id}/exchange (§6.6). */
export const exchangeMallGoods = (id: number, body: MallExchangeRequest) =>
  api.post<MallExchangeReply>(`/addons/Credit1Mall/api/v1/goods/${id}/exchange`, body);

/** Exchanges; the balance, the ledger, the orders and the saved address are read again. */
export function useMallExchangeMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MallExchangeRequest) => exchangeMallGoods(id, body),
    onSuccess: async () => {
      await Promise.all([
        refreshMemberQuietly(),
        queryClient.invalidateQueries({ queryKey: ledgerKey }),
        queryClient.invalidateQueries({ queryKey: mallOrdersKey }),
        queryClient.invalidateQueries({ queryKey: ['credits', 'address'] }),
      ]);
    },
  });
}
