import { api } from '../../../api/client.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateMemberAndConfig } from './member-invalidate.ts';

export type SocialiteApp = 'qq' | 'wechat';

/** DELETE /api/v2/member/socialite/{app} (contract account §5.11). */
export const unbindSocialite = (app: SocialiteApp) => api.delete<unknown>(`/api/v2/member/socialite/${app}`);

/** Unbinds QQ or WeChat, then reads the member and the config (socialite switches) again. */
export function useUnbindSocialiteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbindSocialite,
    onSuccess: () => invalidateMemberAndConfig(queryClient),
  });
}
