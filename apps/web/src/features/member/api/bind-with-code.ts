import { api } from '../../../api/client.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateMemberAndConfig } from './member-invalidate.ts';

/** POST /api/v3/member/socialite/bindWithCode — after a QQ bind started with action=bind (contract §5.13). */
export const bindSocialiteWithCode = (code: string) =>
  api.post<unknown>('/api/v3/member/socialite/bindWithCode', { code });

/** Binds the QQ account of the code, then reads the member and the config again. */
export function useBindWithCodeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindSocialiteWithCode,
    onSuccess: () => invalidateMemberAndConfig(queryClient),
  });
}
