import type { Db } from '../db/index.ts';

/** Adds credit1 to a member and writes the ledger row the credit pages read; nothing for a zero or negative sum. */
export function grantCredit1(db: Db, userId: number, sum: number, remark: string, now: string): void {
  if (!(sum > 0)) return;
  db.prepare('UPDATE users SET credit1 = credit1 + ? WHERE id = ?').run(sum, userId);
  db.prepare('INSERT INTO user_credit1_records (user_id, sum, remark, created_at) VALUES (?, ?, ?, ?)').run(
    userId,
    sum,
    remark,
    now,
  );
}
