/**
 * The console's credit mall (permission `credit-mall`): goods (physical and virtual, priced in credits) and the
 * shipping of physical orders. Virtual goods are granted at the exchange, as before; a physical order waits as
 * 待发货 until an operator enters the carrier and tracking number, which the member's 积分订单 then shows.
 */
import type {
  ListReply,
  MallGoodsBody,
  MallGoodsItem,
  MallOrderItem,
  MallOrderState,
  MallShipBody,
  MallVirtualType,
} from '@meedu/contract/admin';
import { MALL_V_TYPES } from '@meedu/contract/admin';
import type { z } from 'zod';
import type { AdminActor } from '../../console/auth.ts';
import { audited, recordChanges } from '../../console/audit.ts';
import { answering, auditedRecord } from '../../console/record-writes.ts';
import { wireInstant, wireInstantOrNull } from '../../console/dates.ts';
import { AdminError, fieldError, notFound, type ListParams } from '../../console/http.ts';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { grantableTitle } from '../code-exchange/service.ts';
import * as repo from './repository.ts';
import { refundMallOrder } from './service.ts';

type ConsoleDeps = Pick<AppDeps, 'db' | 'clock'>;
type GoodsBody = z.infer<typeof MallGoodsBody>;

const goodsChanges = recordChanges('mall_goods', '积分商品');

const vType = (t: string): MallVirtualType | '' =>
  (MALL_V_TYPES as readonly string[]).includes(t) ? (t as MallVirtualType) : '';

const goodsItem = (r: repo.ConsoleGoodsRow): MallGoodsItem => ({
  id: r.id,
  title: r.title,
  thumb: r.thumb,
  charge: r.charge,
  stock: r.stock,
  is_virtual: r.is_v === 1,
  v_type: vType(r.v_type),
  v_id: r.v_id,
  description: r.description,
  is_show: r.is_show === 1,
  sort: r.sort,
  order_count: Number(r.order_count ?? 0),
  created_at: wireInstant(r.created_at),
  updated_at: wireInstant(r.updated_at),
});

export async function mallGoods(
  db: Db,
  params: ListParams<'id' | 'charge' | 'stock' | 'sort'>,
  filter: { q?: string; isShow?: 0 | 1 },
): Promise<ListReply<MallGoodsItem>> {
  const { rows, total } = await repo.consoleGoodsPage(db, params, filter);
  return { items: rows.map(goodsItem), total, page: params.page, size: params.size };
}

async function goodsOrThrow(db: Db, id: number): Promise<repo.ConsoleGoodsRow> {
  const g = await repo.findConsoleGoods(db, id);
  if (!g) throw notFound('积分商品');
  return g;
}

/** What the audit row keeps of goods: every field but the (long) description. */
const goodsAudit = (g: Omit<repo.ConsoleGoodsRow, 'id' | 'order_count' | 'created_at' | 'updated_at'>) => ({
  title: g.title,
  thumb: g.thumb,
  charge: g.charge,
  stock: g.stock,
  is_v: g.is_v,
  v_type: g.v_type,
  v_id: g.v_id,
  is_show: g.is_show,
  sort: g.sort,
});

/** The stored fields: the description sanitised once here; a virtual item must name a product that exists. */
async function goodsColumns(b: GoodsBody, _before: unknown, db: Db) {
  if (b.is_virtual && b.v_type !== '' && (await grantableTitle(db, b.v_type, b.v_id)) === undefined)
    throw fieldError('v_id', '发放的商品不存在');
  return {
    title: b.title,
    thumb: b.thumb,
    charge: b.charge,
    stock: b.stock,
    is_v: b.is_virtual ? 1 : 0,
    v_type: b.is_virtual ? b.v_type : '',
    v_id: b.is_virtual ? b.v_id : 0,
    description: sanitizeHtml(b.description),
    is_show: b.is_show ? 1 : 0,
    sort: b.sort,
  };
}

const goodsWrites = answering(
  auditedRecord<GoodsBody, repo.ConsoleGoodsRow, Awaited<ReturnType<typeof goodsColumns>>>({
    changes: goodsChanges,
    read: goodsOrThrow,
    name: (g) => g.title,
    audit: goodsAudit,
    auditBody: (_body, fields) => ({ name: fields.title, value: goodsAudit(fields) }),
    columns: goodsColumns,
    insert: repo.insertGoods,
    update: repo.updateGoods,
    remove: repo.deleteGoods,
    /** Goods nobody exchanged go; exchanged ones stay (their orders name them) and are taken off sale instead. */
    keep: async (trx, id) => {
      const orders = Number((await goodsOrThrow(trx, id)).order_count ?? 0);
      if (orders > 0) throw new AdminError(409, `该商品已有 ${orders} 笔兑换订单，不能删除，可改为下架`);
    },
  }),
  goodsItem,
);

export const mallGoodsById = goodsWrites.read;
export const createMallGoods = goodsWrites.create;
export const updateMallGoods = goodsWrites.update;
export const deleteMallGoods = goodsWrites.remove;

// ---------------------------------------------------------------- orders and shipping

const stateOf = (r: { status: number; is_send: number }): MallOrderState =>
  r.status === 1 ? 'refunded' : r.is_send === 1 ? 'shipped' : 'to_ship';

const orderItem = (r: repo.ConsoleOrderRow): MallOrderItem => ({
  id: r.id,
  user_id: r.user_id,
  nick_name: r.nick_name ?? '',
  goods_id: r.goods_id,
  goods_title: r.goods_title,
  is_virtual: r.goods_is_v === 1,
  total_charge: r.total_charge,
  state: stateOf(r),
  contact_name: r.user_contact_name,
  contact_mobile: r.user_contact_mobile,
  contact_address: r.user_contact_address,
  express_company: r.express_company,
  express_number: r.express_number,
  shipped_at: wireInstantOrNull(r.shipped_at),
  created_at: wireInstant(r.created_at),
});

export async function mallOrders(
  db: Db,
  params: ListParams<'id'>,
  filter: { state?: MallOrderState; userId?: number },
): Promise<ListReply<MallOrderItem>> {
  const { rows, total } = await repo.consoleOrdersPage(db, params, filter);
  return { items: rows.map(orderItem), total, page: params.page, size: params.size };
}

async function orderOrThrow(db: Db, id: number): Promise<repo.ConsoleOrderRow> {
  const o = await repo.findConsoleOrder(db, id);
  if (!o) throw notFound('积分订单');
  return o;
}

/**
 * Ships a physical order (or corrects the carrier and number of a shipped one): the member's 积分订单 shows them
 * from then on. A virtual order was delivered at the exchange; a refunded one is closed.
 */
export async function shipMallOrder(
  deps: ConsoleDeps,
  actor: AdminActor,
  id: number,
  body: z.infer<typeof MallShipBody>,
): Promise<MallOrderItem> {
  const before = await orderOrThrow(deps.db, id);
  if (before.goods_is_v === 1) throw new AdminError(409, '虚拟商品已自动发放，无需发货');
  if (before.status === 1) throw new AdminError(409, '该订单已退积分，不能发货');
  const now = toDbTime(deps.clock.now());
  return audited(deps, actor, async (trx, audit) => {
    if ((await repo.markShipped(trx, id, { ...body, shipped_at: now })) === 0)
      throw new AdminError(409, '该订单已退积分，不能发货');
    await audit({
      action: 'ship',
      entity: 'mall_order',
      entityId: id,
      summary: `积分订单 ${id} 发货：${body.express_company} ${body.express_number}`,
      before: { express_company: before.express_company, express_number: before.express_number },
      after: body,
    });
    return orderItem(await orderOrThrow(trx, id));
  });
}

/** Cancels an order not shipped: the credits come back through the ledger and the unit back to stock, once. */
export async function refundMallOrderCredits(
  deps: ConsoleDeps,
  actor: AdminActor,
  id: number,
): Promise<MallOrderItem> {
  const before = await orderOrThrow(deps.db, id);
  if (before.is_send === 1) throw new AdminError(409, '已发货或已发放的订单不能退积分');
  return audited(deps, actor, async (trx, audit) => {
    if (!(await refundMallOrder(trx, id, toDbTime(deps.clock.now()))))
      throw new AdminError(409, '该订单已退积分');
    await audit({
      action: 'refund_credits',
      entity: 'mall_order',
      entityId: id,
      summary: `积分订单 ${id} 退还 ${before.total_charge} 积分`,
      after: { total_charge: before.total_charge, user_id: before.user_id },
    });
    return orderItem(await orderOrThrow(trx, id));
  });
}
