import type { Insertable, Updateable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { insertId } from '../../db/query-helpers.ts';

/** Shown VIP plans, by weight. */
export function listShownRoles(db: Db) {
  return db
    .selectFrom('roles')
    .select(['id', 'name', 'charge', 'expire_days', 'description'])
    .where('is_show', '=', 1)
    .orderBy('weight')
    .orderBy('id')
    .execute();
}

export const insertRole = (db: Db, row: Insertable<Database['roles']>) => insertId(db, 'roles', row);

// ---------------------------------------------------------------- console

/** Every plan (shown or not) with how many orders bought it, by weight. */
export function listPlanRows(db: Db) {
  return db
    .selectFrom('roles')
    .selectAll('roles')
    .select((eb) =>
      eb
        .selectFrom('order_goods')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('order_goods.goods_type', '=', 'role')
        .whereRef('order_goods.goods_id', '=', 'roles.id')
        .as('order_count'),
    )
    .orderBy('weight')
    .orderBy('id')
    .execute();
}
export type PlanRow = Awaited<ReturnType<typeof listPlanRows>>[number];

export async function findPlanRow(db: Db, id: number): Promise<PlanRow | undefined> {
  return (await listPlanRows(db)).find((r) => r.id === id);
}

export async function countPlanHolders(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function nextPlanWeight(db: Db): Promise<number> {
  const row = await db
    .selectFrom('roles')
    .select((eb) => eb.fn.max('weight').as('w'))
    .executeTakeFirst();
  return Number(row?.w ?? 0) + 1;
}

export const updatePlan = (db: Db, id: number, row: Updateable<Database['roles']>) =>
  db.updateTable('roles').set(row).where('id', '=', id).execute();
export const deletePlan = (db: Db, id: number) => db.deleteFrom('roles').where('id', '=', id).execute();
