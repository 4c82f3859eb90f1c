/**
 * The console's group buys (拼团, permission `campaigns`): the product (its title, cover and price copied when
 * saved), the group price, people per group, hours a group has to fill, and the window. A group buy has no stock
 * of its own (MeEdu's TuanGou sells places in groups); its product cannot change once anyone is in a group.
 */
import type { CampaignGoodsType, GroupBuyBody, GroupBuyItem, ListReply } from '@meedu/contract/admin';
import type { z } from 'zod';
import { recordChanges } from '../../console/audit.ts';
import { wireInstant } from '../../console/dates.ts';
import { AdminError, notFound } from '../../console/http.ts';
import { auditedRecord } from '../../console/record-writes.ts';
import type { Db } from '../../db/index.ts';
import {
  campaignProduct,
  dbTimeOf,
  keepProductOnceSold,
  productColumns,
  type CampaignListParams,
} from '../flash-sale/admin-service.ts';
import * as repo from './repository.ts';

const changes = recordChanges('group_buy', '拼团活动');

type Row = NonNullable<Awaited<ReturnType<typeof repo.findCampaign>>>;

const item = (r: Row): GroupBuyItem => ({
  id: r.id,
  goods_type: r.goods_type as CampaignGoodsType,
  goods_id: r.other_id,
  goods_title: r.goods_title,
  goods_thumb: r.goods_thumb,
  original_charge: r.original_charge,
  charge: r.charge,
  people_num: r.people_num,
  time_limit: r.time_limit,
  sold: Number(r.sold ?? 0),
  groups_succeeded: Number(r.groups_succeeded ?? 0),
  started_at: wireInstant(r.started_at),
  ended_at: wireInstant(r.ended_at),
  created_at: wireInstant(r.created_at),
});

export async function consoleGroupBuys(
  db: Db,
  params: CampaignListParams,
  title: string | undefined,
): Promise<ListReply<GroupBuyItem>> {
  const { rows, total } = await repo.campaignsPage(db, params, { title, sort: params.sort });
  return { items: rows.map(item), total, page: params.page, size: params.size };
}

async function rowOrThrow(db: Db, id: number): Promise<Row> {
  const row = await repo.findCampaign(db, id);
  if (!row) throw notFound('拼团活动');
  return row;
}

type Body = z.infer<typeof GroupBuyBody>;

const auditedFields = (r: GroupBuyItem) => ({
  goods_type: r.goods_type,
  goods_id: r.goods_id,
  charge: r.charge,
  people_num: r.people_num,
  time_limit: r.time_limit,
  started_at: r.started_at,
  ended_at: r.ended_at,
});

const groupBuys = auditedRecord({
  changes,
  read: async (db, id) => item(await rowOrThrow(db, id)),
  name: (r) => r.goods_title,
  audit: auditedFields,
  columns: async (body: Body, _before, db) => {
    const product = await campaignProduct(db, body);
    return {
      goods_type: body.goods_type,
      other_id: body.goods_id,
      ...productColumns(product),
      charge: body.charge,
      people_num: body.people_num,
      time_limit: body.time_limit,
      started_at: dbTimeOf(body.started_at),
      ended_at: dbTimeOf(body.ended_at),
    };
  },
  check: keepProductOnceSold('已有学员参团，不能更换商品'),
  insert: repo.insertCampaign,
  update: repo.updateCampaign,
  remove: async (trx, id) => {
    if ((await repo.deleteUnusedCampaign(trx, id)) === 0)
      throw new AdminError(409, '该拼团活动已有学员下单，不能删除，可修改结束时间提前结束');
  },
});

export const groupBuyById = groupBuys.read;
export const createGroupBuy = groupBuys.create;
export const updateGroupBuy = groupBuys.update;
export const deleteGroupBuy = groupBuys.remove;
