import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ShareBalanceRecordsReply,
  ShareConfigReply,
  ShareGoodsReply,
  ShareUserReply,
  ShareWithdrawRequest,
} from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { pagedQuery } from '../../../api/query-shapes.ts';

export const GOODS_PAGE_SIZE = 9;
export const RECORDS_PAGE_SIZE = 10;

/** GET /addons/MultiLevelShare/api/v1/config (contract account §9): the rules HTML. */
export const shareConfigQuery = queryOptions({
  queryKey: ['share', 'config'],
  queryFn: () => api.get<ShareConfigReply>('/addons/MultiLevelShare/api/v1/config'),
});

/** GET /addons/MultiLevelShare/api/v1/user: invitees and balance. */
export const shareUserQuery = queryOptions({
  queryKey: ['share', 'user'],
  queryFn: () => api.get<ShareUserReply>('/addons/MultiLevelShare/api/v1/user'),
  staleTime: 0,
});

/** GET /addons/MultiLevelShare/api/v1/user/goods (double-nested page of 9). */
export const shareGoodsQuery = pagedQuery(['share', 'goods'], (page: number) =>
  api.get<ShareGoodsReply>('/addons/MultiLevelShare/api/v1/user/goods', { page, size: GOODS_PAGE_SIZE }),
);

export const balanceRecordsKey = ['share', 'records'] as const;

/** GET /addons/MultiLevelShare/api/v1/user/balanceRecords, newest first. */
export const balanceRecordsQuery = pagedQuery(
  balanceRecordsKey,
  (page: number) =>
    api.get<ShareBalanceRecordsReply>('/addons/MultiLevelShare/api/v1/user/balanceRecords', {
      page,
      size: RECORDS_PAGE_SIZE,
    }),
  { staleTime: 0 },
);

/** POST /addons/MultiLevelShare/api/v1/user/withdraw; the figures and the records are read again. */
export function useWithdrawMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShareWithdrawRequest) =>
      api.post<unknown>('/addons/MultiLevelShare/api/v1/user/withdraw', body),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: balanceRecordsKey });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: shareUserQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: balanceRecordsKey }),
      ]);
    },
  });
}
