import type { MemberDetail, SystemConfig } from '@meedu/contract';
import { api } from '../api/client.ts';
import { fetchMemberDetail, memberDetailQuery } from '../api/member.ts';
import { queryClient } from '../api/query-client.ts';
import { configQuery } from '../api/system.ts';
import { StorageKeys, flags, storage, token } from '../lib/storage.ts';
import { useSession } from './session.ts';

/** Pending flags from member detail and config (contract account §5.1 start-up rules). */
export function applyPendingFlags(user: MemberDetail, config: SystemConfig | undefined): void {
  flags.setBindMobile(user.is_bind_mobile === 0 && config?.member.enabled_mobile_bind_alert === 1);
  flags.setFaceCheck(user.is_face_verify === false && config?.member.enabled_face_verify === true);
}

/** POST /addons/MultiLevelShare/api/v1/user/bind once when an inviter id is pending; the key is cleared either way. */
async function bindPendingInviter(): Promise<void> {
  const msv = storage.get(StorageKeys.msv);
  if (!msv) return;
  storage.remove(StorageKeys.msv);
  try {
    await api.post('/addons/MultiLevelShare/api/v1/user/bind', { msv }, { silent: true });
  } catch (e) {
    console.warn('三级分销绑定失败,错误信息:', JSON.stringify(e));
  }
}

/**
 * Loads the member behind the stored token into the session: detail, pending flags, the store, then the
 * inviter bind. Used at start-up and after every login.
 */
export async function loadMember(): Promise<MemberDetail> {
  const user = await fetchMemberDetail();
  // Flags first: the guard reads them as soon as the session says "logged in".
  applyPendingFlags(user, queryClient.getQueryData(configQuery.queryKey));
  storeMember(user);
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
  storeMember(user);
  return user;
}

/** The member detail lives in the query cache and in the session store; both are written together. */
function storeMember(user: MemberDetail): void {
  queryClient.setQueryData(memberDetailQuery.queryKey, user);
  useSession.getState().login(user);
}
