import { type Db, inTransaction } from '../../db/index.ts';
import { changeCredit1, insertCredit1Record } from './repository.ts';

/**
 * Adds credit1 to a member and writes the ledger row the credit pages read, together (one transaction: the
 * caller's when `db` is one). Credits are whole numbers: a fractional sum is rounded down, and nothing happens
 * for a sum below 1. Answers whether credit was granted (false also when the member does not exist).
 */
export async function grantCredit1(
  db: Db,
  userId: number,
  sum: number,
  remark: string,
  now: string,
): Promise<boolean> {
  const whole = Math.floor(sum);
  if (!(whole >= 1)) return false;
  return inTransaction(db, async (trx) => {
    if (!(await changeCredit1(trx, userId, whole))) return false;
    await insertCredit1Record(trx, { user_id: userId, sum: whole, remark, created_at: now });
    return true;
  });
}

/**
 * Takes credit1 from a member and writes the (negative) ledger row, together. Never lets the balance go below
 * zero: answers false, changing nothing, when the member has less than `sum` (or does not exist). Callers that
 * hold credit for later (a Q&A reward) spend it here and grant it to the payee, or back, in their own transaction.
 */
export async function spendCredit1(
  db: Db,
  userId: number,
  sum: number,
  remark: string,
  now: string,
): Promise<boolean> {
  const whole = Math.floor(sum);
  if (!(whole >= 1)) return false;
  return inTransaction(db, async (trx) => {
    if (!(await changeCredit1(trx, userId, -whole))) return false;
    await insertCredit1Record(trx, { user_id: userId, sum: -whole, remark, created_at: now });
    return true;
  });
}
