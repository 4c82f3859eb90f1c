import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { qrPng } from '../../lib/qr.ts';
import { randomString, type Identity } from '../auth/accounts.ts';
import { getSetting } from '../system/settings.ts';

/**
 * WeChat official-account scans (contract §3.9–3.11, §5.12). A `scan_v2_*` code waits for a scan that
 * identifies a WeChat user; a `bind_v2_<userId>` code lets that member bind the WeChat user who scans it.
 * Without a WeChat account behind this server, the "scan" happens in the demo sandbox (/__dev/wechat),
 * which is what the QR code points to.
 */
export const SCAN_TTL_SECONDS = 3600;

/** Scan login needs the setting on and something that can play WeChat: only the demo sandbox here. */
export function wechatScanEnabled(deps: AppDeps): boolean {
  return deps.config.demo && getSetting(deps.db, 'socialites').wechat_scan === 1;
}

const expiry = (deps: AppDeps) => toDbTime(new Date(deps.clock.now().getTime() + SCAN_TTL_SECONDS * 1000));

export function createScan(deps: AppDeps): string {
  const code = `scan_v2_${randomString(10)}`;
  deps.db.prepare('DELETE FROM wechat_scans WHERE expires_at <= ?').run(toDbTime(deps.clock.now()));
  deps.db.prepare('INSERT INTO wechat_scans (code, expires_at) VALUES (?, ?)').run(code, expiry(deps));
  return code;
}

/** The member's bind code, (re)armed for an hour. */
export function createBindScan(deps: AppDeps, userId: number): string {
  const code = `bind_v2_${userId}`;
  deps.db
    .prepare(
      `INSERT INTO wechat_scans (code, user_id, expires_at) VALUES (?, ?, ?)
       ON CONFLICT(code) DO UPDATE SET expires_at = excluded.expires_at`,
    )
    .run(code, userId, expiry(deps));
  return code;
}

export interface ScanRow {
  code: string;
  user_id: number | null;
  app_user_id: string | null;
  nickname: string;
  avatar: string;
  scanned_at: string | null;
  expires_at: string;
}

export function findScan(deps: AppDeps, code: string): ScanRow | undefined {
  return deps.db
    .prepare<[string, string], ScanRow>('SELECT * FROM wechat_scans WHERE code = ? AND expires_at > ?')
    .get(code, toDbTime(deps.clock.now()));
}

/** The WeChat user who scanned a live login code, or undefined while nobody has. */
export function scanIdentity(deps: AppDeps, code: string): Identity | undefined {
  const row = findScan(deps, code);
  if (!row || row.user_id !== null || !row.app_user_id) return undefined;
  return { app: 'wechat', openid: row.app_user_id, nickname: row.nickname, avatar: row.avatar };
}

export function markScanned(deps: AppDeps, code: string, identity: Identity): void {
  deps.db
    .prepare(
      'UPDATE wechat_scans SET app_user_id = ?, nickname = ?, avatar = ?, scanned_at = ? WHERE code = ?',
    )
    .run(identity.openid, identity.nickname, identity.avatar, toDbTime(deps.clock.now()), code);
}

export function deleteScan(deps: AppDeps, code: string): void {
  deps.db.prepare('DELETE FROM wechat_scans WHERE code = ?').run(code);
}

export function pendingScans(deps: AppDeps): ScanRow[] {
  return deps.db
    .prepare<[string], ScanRow>(
      'SELECT * FROM wechat_scans WHERE expires_at > ? AND scanned_at IS NULL ORDER BY expires_at DESC LIMIT 20',
    )
    .all(toDbTime(deps.clock.now()));
}

/** `data:image/png;base64, <b64>` (sic, with the space; contract §3.9) of a QR pointing at the sandbox page. */
export function scanImage(base: string, code: string): string {
  const url = new URL('/__dev/wechat', base);
  url.searchParams.set('code', code);
  const png = qrPng(url.toString()) ?? qrPng(code);
  return `data:image/png;base64, ${png?.toString('base64') ?? ''}`;
}
