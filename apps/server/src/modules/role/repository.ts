import type { Db } from '../../db/index.ts';

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

export interface NewRole {
  name: string;
  charge: number;
  expire_days: number;
  description: string;
  is_show: number;
  weight: number;
  created_at: string;
  updated_at: string;
}

export async function insertRole(db: Db, role: NewRole): Promise<number> {
  const { id } = await db.insertInto('roles').values(role).returning('id').executeTakeFirstOrThrow();
  return id;
}
