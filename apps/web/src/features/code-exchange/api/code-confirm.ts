import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CodeConfirmReply, CodeExchangeRequest } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { refreshMemberQuietly } from '../../../stores/member-reread.ts';
import { exchangeRecordsKey } from './exchange-records.ts';

/** POST /addons/CodeExchanger/api/v2/confirm (contract commerce-exam §5.2): redeems the code. */
export const confirmCode = (body: CodeExchangeRequest) =>
  api.post<CodeConfirmReply>('/addons/CodeExchanger/api/v2/confirm', body);

/** Redeems; the records start again from page 1, and the member (VIP, credits) is read again. */
export function useConfirmCodeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCode,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: exchangeRecordsKey });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: exchangeRecordsKey }),
        refreshMemberQuietly(),
      ]);
    },
  });
}
