import { sql, type Selectable } from 'kysely';
import type { Database, Db } from '../../src/db/index.ts';
import { insertRole } from '../../src/modules/role/repository.ts';

/** What tests read back from the database after a call. */

type Row<T extends keyof Database> = Selectable<Database[T]>;

/** One column of the first row matching `where` (every given column equal); undefined when none does. */
export async function columnOf<T extends keyof Database, C extends keyof Row<T> & string>(
  db: Db,
  table: T,
  column: C,
  where: Partial<Row<T>>,
): Promise<Row<T>[C] | undefined> {
  const conditions = Object.entries(where).map(([name, value]) => sql`${sql.ref(name)} = ${value}`);
  const { rows } = await sql<
    Pick<Row<T>, C>
  >`SELECT ${sql.ref(column)} FROM ${sql.table(table)} WHERE ${sql.join(conditions, sql` AND `)}`.execute(db);
  return rows[0]?.[column];
}

/** The 月度会员 VIP plan (30 days for 30) that several areas' tests sell or grant; answers its id. */
export const insertMonthlyPlan = (db: Db, at: string, id?: number) =>
  insertRole(db, {
    ...(id === undefined ? {} : { id }),
    name: '月度会员',
    charge: 30,
    expire_days: 30,
    created_at: at,
    updated_at: at,
  });

/** How many rows match `where` (every given column equal). */
export async function countRows<T extends keyof Database>(
  db: Db,
  table: T,
  where: Partial<Row<T>>,
): Promise<number> {
  const conditions = Object.entries(where).map(([name, value]) => sql`${sql.ref(name)} = ${value}`);
  const { rows } = await sql<{
    n: number | string;
  }>`SELECT COUNT(*) AS n FROM ${sql.table(table)} WHERE ${sql.join(conditions, sql` AND `)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The sum of a member's ledger: credit rows (`user_credit1_records.sum`) or share rows (`share_balance_records.amount`). */
export async function ledgerSum(
  db: Db,
  table: 'user_credit1_records' | 'share_balance_records',
  userId: number,
): Promise<number> {
  const column = table === 'user_credit1_records' ? 'sum' : 'amount';
  const { rows } = await sql<{
    total: number | string | null;
  }>`SELECT SUM(${sql.ref(column)}) AS total FROM ${sql.table(table)} WHERE user_id = ${userId}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}
