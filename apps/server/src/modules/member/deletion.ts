import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../deps.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { forgetConsents } from '../agreement/service.ts';
import { forgetIdentities } from '../socialite/service.ts';
import { forgetWatermarkGrants } from '../watermark/service.ts';
import * as repo from './repository.ts';
import { placeholderMobile } from './service.ts';
import { inTransaction } from '../../db/index.ts';
import { nowDb } from '../../lib/http.ts';

/**
 * Carries out the account-deletion requests whose 7-day window has passed (logging in within it cancels one).
 * The member row stays, because orders, comments and records point at it, but nothing personal is left: nickname,
 * mobile, password, avatar, real name and social bindings are replaced or removed, the account is locked and every
 * token stops working. Each request is taken (deleted) in the transaction that carries it out, so two runs at
 * once never do one twice. Returns the ids done.
 */
export async function processDueDeletions(deps: AppDeps): Promise<number[]> {
  const now = nowDb(deps.clock);
  const done: number[] = [];
  for (const userId of await repo.dueDeleteJobs(deps.db, now)) {
    const password = await hashPassword(randomBytes(18).toString('base64url'));
    const taken = await inTransaction(deps.db, async (trx) => {
      if (!(await repo.takeDueDeleteJob(trx, userId, now))) return false;
      const mobile = await placeholderMobile(trx);
      await repo.anonymise(trx, userId, { nick_name: `已注销用户${userId}`, mobile, password }, now);
      await forgetIdentities(trx, userId);
      await forgetConsents(trx, userId);
      await forgetWatermarkGrants(trx, userId);
      await repo.deleteNotificationsOf(trx, userId);
      return true;
    });
    if (!taken) continue;
    await deps.tokens.revokeAllBefore(userId);
    done.push(userId);
  }
  return done;
}
