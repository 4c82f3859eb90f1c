import { useMutation, useQuery } from '@tanstack/react-query';
import type { MemberDetail, SystemConfig } from '@meedu/contract';
import { ApiError } from '../api/client.ts';
import { fetchMemberDetail, memberDetailQuery } from '../api/member.ts';
import { queryClient } from '../api/query-client.ts';
import { bindInviter, logout } from '../api/session.ts';
import { configQuery } from '../api/system.ts';
import { StorageKeys, flags, storage, token } from '../lib/storage.ts';
import { loggedOut, useSession } from './session.ts';

/**
 * The session life cycle, in one place: `completeLogin` / `loadMember` start it, `refreshMember` re-reads the
 * member, `endSession` ends it — for a logout, a 401 (revoked token, password changed elsewhere, account
 * locked) and an account deletion alike.
 */

/** Pending flags from member detail and config (contract account §5.1 start-up rules). */
export function applyPendingFlags(user: MemberDetail, config: SystemConfig | undefined): void {
  flags.setBindMobile(user.is_bind_mobile === 0 && config?.member.enabled_mobile_bind_alert === 1);
  flags.setFaceCheck(user.is_face_verify === false && config?.member.enabled_face_verify === true);
}

/** Binds the pending inviter (`msv`) once; the key is cleared either way. */
async function bindPendingInviter(): Promise<void> {
  const msv = storage.get(StorageKeys.msv);
  if (!msv) return;
  storage.remove(StorageKeys.msv);
  await bindInviter(msv);
}

/** The member is stored in the query cache, the one place it lives; the session store only says "logged in". */
function startSession(user: MemberDetail): void {
  queryClient.setQueryData(memberDetailQuery.queryKey, user);
  useSession.setState({ isLogin: true, freshUnread: true });
}

/**
 * Starts the session of the member behind the stored token: detail, pending flags (against `config`, or the
 * cached config), the session, then the inviter bind. Used at start-up (with the config fetched alongside) and
 * after every login.
 */
export async function loadMember(config?: Promise<SystemConfig>): Promise<MemberDetail> {
  const asked = token.get();
  const [user, cfg] = await Promise.all([
    fetchMemberDetail(),
    config ?? Promise.resolve(queryClient.getQueryData(configQuery.queryKey)),
  ]);
  // Another call's 401 ended the session meanwhile (or a new login replaced the token): do not revive it.
  if (token.get() !== asked) throw new ApiError('请重新登录', 'auth', 401, 401);
  // Flags first: the guard reads them as soon as the session says "logged in".
  applyPendingFlags(user, cfg);
  startSession(user);
  await bindPendingInviter();
  return user;
}

/** Every login path ends here: store the token, then load the member (SPEC §4 "Login success"). */
export async function completeLogin(newToken: string): Promise<MemberDetail> {
  token.set(newToken);
  return loadMember();
}

/** Re-reads member detail after the member changed something (nickname, avatar, mobile, bindings). */
export async function refreshMember(): Promise<MemberDetail> {
  const user = await fetchMemberDetail();
  queryClient.setQueryData(memberDetailQuery.queryKey, user);
  return user;
}

/** Query keys that hold no member data and survive a session's end (site config, navigation, links). */
const PUBLIC_ROOTS = new Set<unknown>(['system']);

/**
 * The one way a session ends (SPEC §4 "Logout"): token, both pending flags, the login state and every cached
 * query that may hold member data (the member, messages, progress, per-member course flags…). Queries are
 * removed, not refetched, so nothing is asked again with a token that is gone. Idempotent.
 */
export function endSession(): void {
  token.clear();
  flags.setBindMobile(false);
  flags.setFaceCheck(false);
  useSession.setState({ ...loggedOut });
  queryClient.removeQueries({ predicate: (q) => !PUBLIC_ROOTS.has(q.queryKey[0]) });
}

/** A day sign-in reward and similar credit changes, written where the member lives. */
export function setMemberCredit1(credit1: number): void {
  queryClient.setQueryData(memberDetailQuery.queryKey, (old) => (old ? { ...old, credit1 } : old));
}

/** The logged-in member, from the query cache; null for a visitor. */
export function useMember(): MemberDetail | null {
  const isLogin = useSession((s) => s.isLogin);
  const { data } = useQuery({ ...memberDetailQuery, enabled: isLogin });
  return isLogin ? (data ?? null) : null;
}

/**
 * POST /api/v2/logout, then `endSession`. `always` ends the session even when the call fails (the forced
 * bind-mobile and face-check pages let the member out whatever the server says); otherwise a failure, already
 * toasted by the client, keeps the session so the member can try again.
 */
export function useLogoutMutation({ always = false }: { always?: boolean } = {}) {
  return useMutation({
    mutationFn: () => logout({ silent: always }),
    onSuccess: endSession,
    onError: always ? endSession : undefined,
  });
}
