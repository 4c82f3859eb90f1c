import type { Insertable, Updateable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { found, insertId, listPage } from '../../db/query-helpers.ts';
import type { ListParams } from '../../console/http.ts';

const COLUMNS = [
  'id',
  'user_id',
  'code',
  'invited_user_reward',
  'use_times',
  'used_times',
  'started_at',
  'expired_at',
  'created_at',
] as const;

export function promoCodesPage(db: Db, params: ListParams<'id' | 'used_times'>, q: string | undefined) {
  let filtered = db.selectFrom('promo_codes');
  // Codes are letters and digits only, so the pattern needs no escaping once anything else is dropped.
  const part = (q ?? '').replace(/[^A-Za-z0-9]/g, '');
  if (part)
    filtered = filtered.where((eb) => eb(eb.fn('upper', ['code']), 'like', `%${part.toUpperCase()}%`));
  const dir = params.sort.desc ? 'desc' : 'asc';
  return listPage(filtered, params, (s) =>
    s.select(COLUMNS).orderBy(params.sort.field, dir).orderBy('id', dir),
  );
}

export const findPromoCode = (db: Db, id: number) =>
  db.selectFrom('promo_codes').select(COLUMNS).where('id', '=', id).executeTakeFirst();

export type PromoCodeRow = NonNullable<Awaited<ReturnType<typeof findPromoCode>>>;

export const codeTaken = (db: Db, code: string, exceptId = 0) =>
  found(db.selectFrom('promo_codes').select('id').where('code', '=', code).where('id', '<>', exceptId));

export const insertPromoCode = (db: Db, row: Insertable<Database['promo_codes']>) =>
  insertId(db, 'promo_codes', row);

export const updatePromoCode = (db: Db, id: number, row: Updateable<Database['promo_codes']>) =>
  db.updateTable('promo_codes').set(row).where('id', '=', id).execute();

export const deletePromoCode = (db: Db, id: number) =>
  db.deleteFrom('promo_codes').where('id', '=', id).execute();

/** Orders that hold or held a use of the code. */
export const promoUseCount = async (db: Db, id: number): Promise<number> => {
  const r = await db
    .selectFrom('promo_code_uses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('promo_code_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(r.n);
};
