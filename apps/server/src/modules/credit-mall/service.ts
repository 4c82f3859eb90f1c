import type {
  Credit1RecordsReply,
  MallAddress,
  MallExchangeReply,
  MallGoods,
  MallGoodsDetailReply,
  MallGoodsListReply,
  MallOrdersReply,
  MallVType,
} from '@meedu/contract';
import { type Db, inTransaction } from '../../db/index.ts';
import { ApiError } from '../../lib/envelope.ts';
import { grantGoods, ownsGoods } from '../code-exchange/service.ts';
import { grantCredit1, spendCredit1 } from '../credits/service.ts';
import { publicAssetUrl } from '../../settings/settings.ts';
import * as repo from './repository.ts';
import { asFlag } from '../../lib/http.ts';

type Page = { size: number; offset: number };

/** contract §6.1: the member's ledger, newest first (no ids on the wire). */
export async function credit1Records(db: Db, userId: number, page: Page): Promise<Credit1RecordsReply> {
  const { rows, total } = await repo.credit1RecordsPage(db, userId, page);
  return { total, data: rows };
}

const V_TYPES: readonly string[] = ['vod', 'live', 'book', 'vip'] satisfies MallVType[];
const vType = (t: string): MallVType => (V_TYPES.includes(t) ? (t as MallVType) : '');

function goodsCard(g: repo.GoodsRow, base: string): MallGoods {
  return {
    id: g.id,
    title: g.title,
    thumb: publicAssetUrl(base, g.thumb),
    charge: g.charge,
    is_v: asFlag(g.is_v),
    v_type: vType(g.v_type),
  };
}

/** contract §6.3 (P-nested). */
export async function mallGoodsPage(db: Db, page: Page, base: string): Promise<MallGoodsListReply> {
  const { rows, total } = await repo.shownGoodsPage(db, page);
  return { data: { total, data: rows.map((g) => goodsCard(g, base)) } };
}

async function shownGoods(db: Db, id: number): Promise<repo.GoodsRow> {
  const g = await repo.findShownGoods(db, id);
  if (!g) throw new ApiError('商品不存在');
  return g;
}

/** contract §6.4. */
export async function mallGoodsDetail(db: Db, id: number, base: string): Promise<MallGoodsDetailReply> {
  const g = await shownGoods(db, id);
  return { data: { ...goodsCard(g, base), desc: g.description } };
}

/** contract §6.5: the member's saved addresses, the latest first (the storefront uses the first). */
export function mallAddresses(db: Db, userId: number): Promise<MallAddress[]> {
  return repo.listAddresses(db, userId);
}

export interface ExchangeInput {
  address_id: number;
  address: repo.AddressFields | null;
}

const addressLine = (a: repo.AddressFields) => [a.province, a.city, a.area, a.street].join(' ');

/**
 * contract §6.6: exchanges credits for goods, in one transaction: stock by conditional update, the credits through
 * the one ledger (`spendCredit1`, never below zero), the address (a saved one of this member's, or the new one
 * saved), the order, and for virtual goods the item itself (marked sent). Any refusal undoes all of it.
 */
export async function exchangeGoods(
  db: Db,
  userId: number,
  goodsId: number,
  input: ExchangeInput,
  now: string,
): Promise<MallExchangeReply> {
  return inTransaction(db, async (trx) => {
    const g = await shownGoods(trx, goodsId);
    const virtual = g.is_v === 1;
    const item = { sign: g.v_type, id: g.v_id };
    if (virtual && item.sign !== 'vip' && (await ownsGoods(trx, userId, item, now))) {
      throw new ApiError('您已拥有该商品，无需兑换');
    }
    let contact: repo.AddressFields | null = null;
    if (!virtual) {
      if (input.address_id > 0) {
        const saved = await repo.findAddress(trx, userId, input.address_id);
        if (!saved) throw new ApiError('收货地址不存在');
        contact = saved;
      } else {
        if (!input.address) throw new ApiError('请填写地址');
        contact = input.address;
        await repo.insertAddress(trx, userId, contact, now);
      }
    }
    if ((await repo.takeStock(trx, g.id, now)) === 0) throw new ApiError('商品库存不足');
    if (!(await spendCredit1(trx, userId, g.charge, `积分商城兑换-${g.title}`, now))) {
      throw new ApiError('积分余额不足');
    }
    if (virtual) await grantGoods(trx, userId, item, `积分商城兑换-${g.title}`, now);
    const orderId = await repo.insertOrder(trx, {
      user_id: userId,
      goods_id: g.id,
      goods_title: g.title,
      goods_thumb: g.thumb,
      goods_is_v: g.is_v,
      goods_v_type: g.v_type,
      goods_v_id: g.v_id,
      total_charge: g.charge,
      is_send: virtual ? 1 : 0,
      user_contact_name: contact?.name ?? '',
      user_contact_mobile: contact?.mobile ?? '',
      user_contact_address: contact ? addressLine(contact) : '',
      created_at: now,
      updated_at: now,
    });
    return { order_id: orderId };
  });
}

/** contract §6.7: the member's mall orders, newest first. */
export async function mallOrders(db: Db, userId: number, page: Page, base: string): Promise<MallOrdersReply> {
  const { rows, total } = await repo.ordersPage(db, userId, page);
  return {
    total,
    data: rows.map((o) => ({
      ...o,
      goods_thumb: publicAssetUrl(base, o.goods_thumb),
      goods_is_v: asFlag(o.goods_is_v),
      goods_v_type: vType(o.goods_v_type),
      is_send: asFlag(o.is_send),
    })),
  };
}

/**
 * The operator cancels a mall order (an item that cannot be shipped): the credits come back through the ledger
 * (a positive row 积分商城退款) and the unit goes back to stock, once; a second call changes nothing.
 */
export async function refundMallOrder(db: Db, orderId: number, now: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const o = await repo.findOrder(trx, orderId);
    if (!o || (await repo.markRefunded(trx, o.id, now)) === 0) return false;
    await grantCredit1(trx, o.user_id, o.total_charge, `积分商城退款-${o.goods_title}`, now);
    await repo.returnStock(trx, o.goods_id, now);
    return true;
  });
}
