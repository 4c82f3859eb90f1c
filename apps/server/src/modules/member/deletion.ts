import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { placeholderMobile } from '../auth/accounts.ts';

/**
 * Carries out the account-deletion requests whose 7-day window has passed (logging in within it cancels one).
 * The member row stays, because orders, comments and records point at it, but nothing personal is left: nickname,
 * mobile, password, avatar, real name and social bindings are replaced or removed, the account is locked and every
 * token stops working. Returns the ids done.
 */
export function processDueDeletions(deps: AppDeps): number[] {
  const { db } = deps;
  const now = toDbTime(deps.clock.now());
  const due = db
    .prepare<[string], { user_id: number }>('SELECT user_id FROM user_delete_jobs WHERE due_at <= ?')
    .all(now)
    .map((r) => r.user_id);
  for (const userId of due) {
    db.transaction(() => {
      db.prepare(
        `UPDATE users SET nick_name = ?, mobile = ?, password = ?, avatar = '', is_lock = 1, real_name = '',
           id_number = '', is_verify = 0, updated_at = ? WHERE id = ?`,
      ).run(
        `已注销用户${userId}`,
        placeholderMobile(deps),
        hashPassword(randomBytes(18).toString('base64url')),
        now,
        userId,
      );
      db.prepare('DELETE FROM user_socialites WHERE user_id = ?').run(userId);
      db.prepare('DELETE FROM notifications WHERE user_id = ?').run(userId);
      db.prepare('DELETE FROM user_delete_jobs WHERE user_id = ?').run(userId);
      deps.tokens.revokeAllBefore(userId);
    })();
  }
  return due;
}
