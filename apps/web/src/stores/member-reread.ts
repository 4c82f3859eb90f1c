import type { MemberDetail } from '@meedu/contract';
import { useEffect } from 'react';
import { refreshMember } from './session-actions.ts';

// Apart from session-actions.ts, which every page loads first, so that only the screens that re-read pay for it.

/**
 * `refreshMember` where the cached member may stay as it is: a failed read (already toasted by the client) resolves
 * null instead of failing what asked for it (a redeem, an exchange, a bind that has succeeded).
 */
export const refreshMemberQuietly = (): Promise<MemberDetail | null> => refreshMember().catch(() => null);

/**
 * Reads the member again on mount and whenever `trigger` changes (a dialog opening, a page's tab), so a balance
 * on screen is the server's of now; `false` (a closed dialog) reads nothing.
 */
export function useRereadMember(trigger: boolean | number | string): void {
  useEffect(() => {
    if (trigger !== false) void refreshMemberQuietly();
  }, [trigger]);
}
