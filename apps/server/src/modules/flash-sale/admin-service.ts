/**
 * The console's flash sales (秒杀, permission `campaigns`). A campaign copies its product's title, cover and
 * price when saved (the storefront's campaign pages read them from the campaign). Stock edits go through
 * `repository.updateCampaign`: one statement relative to what is sold, so an edit during a sale never lets the
 * campaign oversell.
 */
import type { CampaignGoodsType, FlashSaleBody, FlashSaleItem, ListReply } from '@meedu/contract/admin';
import type { z } from 'zod';
import { recordChanges } from '../../console/audit.ts';
import { wireInstant } from '../../console/dates.ts';
import { AdminError, fieldError, notFound } from '../../console/http.ts';
import { auditedRecord } from '../../console/record-writes.ts';
import type { Db } from '../../db/index.ts';
import { toDbTime } from '../../lib/dates.ts';
import { findProduct, type ProductCard } from '../ownership/products.ts';
import * as repo from './repository.ts';

export type CampaignListParams = {
  page: number;
  size: number;
  offset: number;
  sort: { field: 'id' | 'started_at'; desc: boolean };
};

/** The product a campaign body names, or 400 at `goods_id`. Shared by group buys. */
export async function campaignProduct(
  db: Db,
  body: { goods_type: CampaignGoodsType; goods_id: number },
): Promise<ProductCard> {
  const product = await findProduct(db, body.goods_type, body.goods_id);
  if (!product) throw fieldError('goods_id', '商品不存在');
  return product;
}

/** A campaign's copy of its product (the storefront's campaign pages read them from the campaign). */
export const productColumns = (product: ProductCard) => ({
  goods_title: product.title,
  goods_thumb: product.thumb,
  original_charge: product.charge,
});

/** A campaign anyone took part in keeps its product: 400 at `goods_id` with `refusal`. Shared by group buys. */
export const keepProductOnceSold =
  (refusal: string) =>
  async (
    _db: Db,
    body: { goods_type: string; goods_id: number },
    before: { sold: number; goods_type: string; goods_id: number } | null,
  ): Promise<void> => {
    if (
      before &&
      before.sold > 0 &&
      (body.goods_type !== before.goods_type || body.goods_id !== before.goods_id)
    )
      throw fieldError('goods_id', refusal);
  };

/** A console instant (`…+08:00`) as the database keeps times. */
export const dbTimeOf = (instant: string) => toDbTime(new Date(Date.parse(instant)));

const changes = recordChanges('flash_sale', '秒杀活动');

type Row = NonNullable<Awaited<ReturnType<typeof repo.findCampaign>>>;

const item = (r: Row): FlashSaleItem => ({
  id: r.id,
  goods_type: r.goods_type as CampaignGoodsType,
  goods_id: r.goods_id,
  goods_title: r.goods_title,
  goods_thumb: r.goods_thumb,
  original_charge: r.original_charge,
  charge: r.charge,
  num: r.num,
  sold: r.num - r.over_num,
  paid: Number(r.paid ?? 0),
  started_at: wireInstant(r.started_at),
  ended_at: wireInstant(r.end_at),
  created_at: wireInstant(r.created_at),
});

export async function consoleFlashSales(
  db: Db,
  params: CampaignListParams,
  title: string | undefined,
): Promise<ListReply<FlashSaleItem>> {
  const { rows, total } = await repo.campaignsPage(db, params, { title, sort: params.sort });
  return { items: rows.map(item), total, page: params.page, size: params.size };
}

async function rowOrThrow(db: Db, id: number): Promise<Row> {
  const row = await repo.findCampaign(db, id);
  if (!row) throw notFound('秒杀活动');
  return row;
}

type Body = z.infer<typeof FlashSaleBody>;

/** What the audit keeps of a campaign. */
const auditedFields = (r: FlashSaleItem) => ({
  goods_type: r.goods_type,
  goods_id: r.goods_id,
  charge: r.charge,
  num: r.num,
  started_at: r.started_at,
});

const flashSales = auditedRecord({
  changes,
  read: async (db, id) => item(await rowOrThrow(db, id)),
  name: (r) => r.goods_title,
  audit: auditedFields,
  columns: async (body: Body, _before, db) => {
    const product = await campaignProduct(db, body);
    return {
      goods_type: body.goods_type,
      goods_id: body.goods_id,
      ...productColumns(product),
      charge: body.charge,
      num: body.num,
      started_at: dbTimeOf(body.started_at),
      end_at: dbTimeOf(body.ended_at),
    };
  },
  check: keepProductOnceSold('已有学员抢购，不能更换商品'),
  insert: (trx, row) => repo.insertCampaign(trx, { ...row, over_num: row.num }),
  update: async (trx, id, row) => {
    if ((await repo.updateCampaign(trx, id, row)) === 0) {
      const now = await rowOrThrow(trx, id);
      throw fieldError('num', `库存不能少于已售出的 ${now.num - now.over_num} 件`);
    }
  },
  remove: async (trx, id) => {
    if ((await repo.deleteUntakenCampaign(trx, id)) === 0)
      throw new AdminError(409, '该秒杀活动已有学员抢购，不能删除，可修改结束时间提前结束');
  },
});

export const flashSaleById = flashSales.read;
export const createFlashSale = flashSales.create;
export const updateFlashSale = flashSales.update;
export const deleteFlashSale = flashSales.remove;
