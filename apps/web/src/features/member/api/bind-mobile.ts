import { api } from '../../../api/client.ts';
import { useMutation } from '@tanstack/react-query';
import type { SystemConfig } from '@meedu/contract';
import { flags } from '../../../lib/storage.ts';
import { refreshMemberQuietly } from '../../../stores/member-reread.ts';
import { applyPendingFlags } from '../../../stores/session-actions.ts';

/** POST /api/v2/member/detail/mobile — first mobile of a member who has none (contract account §5.10). */
export const bindMobile = (body: { mobile: string; mobile_code: string }) =>
  api.post<unknown>('/api/v2/member/detail/mobile', body);

/**
 * Binds a first mobile. The bind-mobile flag is cleared and the member read again, which re-derives the
 * face-check flag against `config` (a failed re-read keeps it as it was; the guard decides on the next page).
 */
export function useBindMobileMutation(config?: SystemConfig) {
  return useMutation({
    mutationFn: bindMobile,
    onSuccess: async () => {
      flags.setBindMobile(false);
      const user = await refreshMemberQuietly();
      if (user) applyPendingFlags(user, config);
    },
  });
}
