import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { byIds, increment } from '../../db/query-helpers.ts';

/**
 * The ownership tables: one row per member and product they own. All six have the same shape (`user_id`, the
 * product's id, `charge`, `created_at`, keyed by member and product); only the product column's name differs.
 */
const OWNERSHIP = {
  course: { table: 'user_courses', column: 'course_id' },
  video: { table: 'user_videos', column: 'video_id' },
  live: { table: 'user_live_courses', column: 'course_id' },
  book: { table: 'user_books', column: 'book_id' },
  topic: { table: 'user_topics', column: 'topic_id' },
  learnPath: { table: 'user_learn_paths', column: 'path_id' },
} as const;

export type OwnedKind = keyof typeof OWNERSHIP;

/** Which of `ids` the member owns. */
export async function ownedIds(
  db: Db,
  kind: OwnedKind,
  userId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  const { table, column } = OWNERSHIP[kind];
  const rows = await byIds(ids, (some) =>
    db
      .selectFrom(table)
      .select(sql<number>`${sql.ref(column)}`.as('id'))
      .where('user_id', '=', userId)
      .where(sql.ref(column), 'in', some)
      .execute(),
  );
  return new Set(rows.map((r) => r.id));
}

/** Adds the member's row unless it is there; answers whether it was added. */
export async function insertOwned(
  db: Db,
  kind: OwnedKind,
  row: { user_id: number; id: number; charge: number; created_at: string },
): Promise<boolean> {
  const { table, column } = OWNERSHIP[kind];
  // The product column differs per table, so it is named at run time (from the table above).
  const product: Record<string, number> = { [column]: row.id };
  const r = await db
    .insertInto(table)
    .values({ user_id: row.user_id, charge: row.charge, created_at: row.created_at, ...product })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Removes the member's row; answers whether there was one. */
export async function deleteOwned(db: Db, kind: OwnedKind, userId: number, id: number): Promise<boolean> {
  const { table, column } = OWNERSHIP[kind];
  const r = await db
    .deleteFrom(table)
    .where('user_id', '=', userId)
    .where(sql.ref(column), '=', id)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** The products that count their learners (`user_count`). */
const LEARNER_COUNTS: Partial<Record<OwnedKind, 'courses' | 'books'>> = { course: 'courses', book: 'books' };

export async function addLearner(db: Db, kind: OwnedKind, id: number): Promise<void> {
  const table = LEARNER_COUNTS[kind];
  if (table) await increment(db, table, 'user_count', id);
}

// ---------------------------------------------------------------- VIP plans (the member's role)

export function findRolePlan(db: Db, roleId: number) {
  return db.selectFrom('roles').select(['id', 'expire_days']).where('id', '=', roleId).executeTakeFirst();
}

export function findMemberRole(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['role_id', 'role_expired_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function setMemberRole(db: Db, userId: number, roleId: number, expiresAt: string, now: string) {
  await db
    .updateTable('users')
    .set({ role_id: roleId, role_expired_at: expiresAt, updated_at: now })
    .where('id', '=', userId)
    .execute();
}
