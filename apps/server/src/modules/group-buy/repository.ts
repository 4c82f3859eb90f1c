import type { ExpressionBuilder, Insertable, Updateable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import { found, insertId, listPage, type Page } from '../../db/query-helpers.ts';

export function findGoods(db: Db, id: number) {
  return db
    .selectFrom('tg_goods')
    .select([
      'id',
      'other_id',
      'goods_type',
      'goods_title',
      'goods_thumb',
      'original_charge',
      'charge',
      'people_num',
      'time_limit',
      'started_at',
      'ended_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type TgGoodsRow = NonNullable<Awaited<ReturnType<typeof findGoods>>>;

export function findGroup(db: Db, id: number) {
  return db
    .selectFrom('tg_groups')
    .select(['id', 'goods_id', 'create_user_id', 'status', 'expired_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Takes the group's row lock for the rest of the transaction, so places in one group are decided one at a time. */
export async function lockGroup(db: Db, id: number, now: string): Promise<void> {
  await db.updateTable('tg_groups').set({ updated_at: now }).where('id', '=', id).execute();
}

export async function groupMemberIds(db: Db, groupId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('tg_group_users')
    .select('user_id')
    .where('group_id', '=', groupId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.user_id);
}

/** Whether the member is in a group of this campaign that is still forming. */
export function inFormingGroup(db: Db, userId: number, goodsId: number): Promise<boolean> {
  return found(
    db
      .selectFrom('tg_group_users as gu')
      .innerJoin('tg_groups as g', 'g.id', 'gu.group_id')
      .select('gu.id')
      .where('gu.user_id', '=', userId)
      .where('g.goods_id', '=', goodsId)
      .where('g.status', '=', 3),
  );
}

export async function insertGroup(
  db: Db,
  g: { goods_id: number; create_user_id: number; expired_at: string; now: string },
): Promise<number> {
  return insertId(db, 'tg_groups', {
    goods_id: g.goods_id,
    create_user_id: g.create_user_id,
    status: 3,
    expired_at: g.expired_at,
    created_at: g.now,
    updated_at: g.now,
  });
}

export async function insertGroupUser(db: Db, groupId: number, userId: number, now: string): Promise<void> {
  await db
    .insertInto('tg_group_users')
    .values({ group_id: groupId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
    .execute();
}

/** Moves a forming group to succeeded (1) or failed (2); answers the rows changed. */
export async function closeGroup(db: Db, id: number, status: 1 | 2, now: string): Promise<number> {
  const r = await db
    .updateTable('tg_groups')
    .set({ status, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 3)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export function dueGroups(db: Db, now: string, limit: number) {
  return db
    .selectFrom('tg_groups')
    .select(['id', 'goods_id'])
    .where('status', '=', 3)
    .where('expired_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function insertPlace(
  db: Db,
  p: { goods_id: number; user_id: number; gid: number; charge: number; order_no: string; now: string },
): Promise<void> {
  await db
    .insertInto('tg_orders')
    .values({
      goods_id: p.goods_id,
      user_id: p.user_id,
      gid: p.gid,
      charge: p.charge,
      status: 1,
      order_no: p.order_no,
      created_at: p.now,
      updated_at: p.now,
    })
    .execute();
}

/** Marks the paid places of a failed group as refunded (4); answers them (who, which order, how much). */
export async function refundPlaces(db: Db, groupId: number, now: string) {
  const places = await db
    .selectFrom('tg_orders as t')
    .leftJoin('orders as o', 'o.order_no', 't.order_no')
    .select(['t.id', 't.user_id', 't.order_no', 't.charge', 'o.id as order_id'])
    .where('t.gid', '=', groupId)
    .where('t.status', '=', 1)
    .execute();
  if (places.length > 0) {
    await db
      .updateTable('tg_orders')
      .set({ status: 4, updated_at: now })
      .where('gid', '=', groupId)
      .where('status', '=', 1)
      .execute();
  }
  return places;
}

// ---------------------------------------------------------------- the member's group-buy orders (order core rows)

export function memberOrdersPage(db: Db, userId: number, page: Page) {
  const mine = db
    .selectFrom('order_goods as og')
    .where('og.user_id', '=', userId)
    .where('og.goods_type', '=', 'tg');
  return listPage(mine, page, (q) =>
    q
      .innerJoin('orders as o', 'o.id', 'og.order_id')
      .leftJoin('tg_goods as g', 'g.id', 'og.goods_id')
      .leftJoin('tg_orders as t', 't.order_no', 'o.order_no')
      .select([
        'o.id',
        'o.charge',
        'o.status',
        'o.updated_at',
        'og.goods_id',
        't.status as place_status',
        'g.other_id',
        'g.goods_type',
        'g.goods_title',
        'g.goods_thumb',
      ])
      .orderBy('o.id', 'desc'),
  );
}

// ---------------------------------------------------------------- the console

const CAMPAIGN_COLUMNS = [
  'g.id',
  'g.goods_type',
  'g.other_id',
  'g.goods_title',
  'g.goods_thumb',
  'g.original_charge',
  'g.charge',
  'g.people_num',
  'g.time_limit',
  'g.started_at',
  'g.ended_at',
  'g.created_at',
] as const;

type CampaignEb = ExpressionBuilder<Database & { g: Database['tg_goods'] }, 'g'>;

/** Places paid for (refunded ones, of failed groups, not counted) and groups that filled. */
const counts = (eb: CampaignEb) => [
  eb
    .selectFrom('tg_orders as t')
    .select((t) => t.fn.countAll<number>().as('n'))
    .whereRef('t.goods_id', '=', 'g.id')
    .where('t.status', '=', 1)
    .as('sold'),
  eb
    .selectFrom('tg_groups as gr')
    .select((t) => t.fn.countAll<number>().as('n'))
    .whereRef('gr.goods_id', '=', 'g.id')
    .where('gr.status', '=', 1)
    .as('groups_succeeded'),
];

export function campaignsPage(
  db: Db,
  page: Page,
  q: { title?: string; sort: { field: 'id' | 'started_at'; desc: boolean } },
) {
  let base = db.selectFrom('tg_goods as g');
  if (q.title) base = base.where('g.goods_title', 'like', `%${q.title}%`);
  return listPage(base, page, (f) =>
    f
      .select(CAMPAIGN_COLUMNS)
      .select(counts)
      .orderBy(`g.${q.sort.field}`, q.sort.desc ? 'desc' : 'asc')
      .orderBy('g.id', 'desc'),
  );
}

export const findCampaign = (db: Db, id: number) =>
  db
    .selectFrom('tg_goods as g')
    .select(CAMPAIGN_COLUMNS)
    .select(counts)
    .where('g.id', '=', id)
    .executeTakeFirst();

export const insertCampaign = (db: Db, row: Insertable<Database['tg_goods']>) =>
  insertId(db, 'tg_goods', row);

export async function updateCampaign(
  db: Db,
  id: number,
  row: Updateable<Database['tg_goods']>,
): Promise<void> {
  await db.updateTable('tg_goods').set(row).where('id', '=', id).execute();
}

/** Deletes a campaign nobody has a group or an order in; answers the rows deleted. */
export async function deleteUnusedCampaign(db: Db, id: number): Promise<number> {
  const r = await db
    .deleteFrom('tg_goods')
    .where('id', '=', id)
    .where((eb) =>
      eb.not(
        eb.or([
          eb.exists(eb.selectFrom('tg_groups').select('id').where('goods_id', '=', id)),
          eb.exists(eb.selectFrom('tg_orders').select('id').where('goods_id', '=', id)),
          eb.exists(
            eb
              .selectFrom('order_goods')
              .select('id')
              .where('goods_type', '=', 'tg')
              .where('goods_id', '=', id),
          ),
        ]),
      ),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
