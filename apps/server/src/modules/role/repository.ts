import type { Insertable } from 'kysely';
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
