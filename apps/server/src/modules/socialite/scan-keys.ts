import type { WechatScanAction, WechatScanUrlReply } from '@meedu/contract';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { ApiError } from '../../lib/envelope.ts';
import { nowDb } from '../../lib/http.ts';
import { randomString } from '../../lib/random.ts';

/**
 * MeEdu 4.9.30's WeChat scan login (contract upstream-4.9.30.md §8): the PC draws a QR code of our page with a key;
 * the phone opens it in WeChat and logs in with WeChat (here: the demo sandbox stands in for WeChat's OAuth, as it
 * does for the 4.9.8 scan); the page stores the resulting login code under the key, which the PC polls and then
 * redeems with the existing `POST /api/v3/auth/login/code` (or `bindWithCode`). Keys live 300 s, in the database,
 * so any instance answers the poll.
 */
export const SCAN_KEY_TTL_SECONDS = 300;

type Deps = Pick<AppDeps, 'db' | 'clock'>;

export async function createScanKey(
  deps: Deps,
  action: WechatScanAction,
  base: string,
): Promise<WechatScanUrlReply> {
  const key = randomString(20);
  const expire = Math.floor(deps.clock.now().getTime() / 1000) + SCAN_KEY_TTL_SECONDS;
  const now = nowDb(deps.clock);
  await deps.db.deleteFrom('wechat_scan_keys').where('expires_at', '<=', now).execute();
  await deps.db
    .insertInto('wechat_scan_keys')
    .values({ scan_key: key, action, expires_at: toDbTime(new Date(expire * 1000)) })
    .execute();
  const url = new URL('/api/v3/auth/login/wechat-scan/page', base);
  url.searchParams.set('key', key);
  url.searchParams.set('action', action);
  return { url: url.toString(), key, expire };
}

async function liveKey(deps: Deps, key: string) {
  return deps.db
    .selectFrom('wechat_scan_keys')
    .select(['scan_key', 'action', 'login_code'])
    .where('scan_key', '=', key)
    .where('expires_at', '>', nowDb(deps.clock))
    .executeTakeFirst();
}

/** The poll: `"0"` until the phone stored a login code; unknown or expired keys are `参数错误`. */
export async function scanKeyCode(deps: Deps, key: string): Promise<string> {
  const row = key ? await liveKey(deps, key) : undefined;
  if (!row) throw new ApiError('参数错误');
  return row.login_code || '0';
}

/** The phone's OAuth return: the login code kept under a live key, whose 300 s start again. */
export async function storeScanCode(deps: Deps, key: string, loginCode: string): Promise<boolean> {
  if (!(await liveKey(deps, key))) return false;
  const expires = toDbTime(new Date(deps.clock.now().getTime() + SCAN_KEY_TTL_SECONDS * 1000));
  await deps.db
    .updateTable('wechat_scan_keys')
    .set({ login_code: loginCode, expires_at: expires })
    .where('scan_key', '=', key)
    .execute();
  return true;
}
