/** The console's credit mall (`/admin/api/mall-goods`, `/admin/api/mall-orders`, permission `credit-mall`). */
import {
  MALL_GOODS_SORTS,
  MALL_ORDER_SORTS,
  MALL_ORDER_STATES,
  MallGoodsBody,
  MallShipBody,
  type ListReply,
  type MallGoodsItem,
  type MallOrderItem,
} from '@meedu/contract/admin';
import { z } from 'zod';
import { requirePermission } from '../../console/auth.ts';
import {
  actOn,
  createWith,
  deleteWith,
  readById,
  updateWith,
  type AdminContext,
} from '../../console/handlers.ts';
import { adminJson, idFilter, listFields, listParams, parseQuery } from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { AppDeps } from '../../deps.ts';
import * as service from './admin-service.ts';

const GoodsListQuery = z.object({
  ...listFields(MALL_GOODS_SORTS, '-id'),
  q: z.string().trim().max(60).optional(),
  is_show: z.enum(['0', '1'], { error: '参数错误' }).optional(),
});
const OrderListQuery = z.object({
  ...listFields(MALL_ORDER_SORTS, '-id'),
  state: z.enum(MALL_ORDER_STATES, { error: '参数错误' }).optional(),
  user_id: idFilter,
});

export const creditMallAdminModule: AdminModule = (app, deps) => {
  const view = requirePermission('credit-mall.view');
  const edit = requirePermission('credit-mall.edit');
  app.get('/mall-goods', view, goods(deps));
  app.post('/mall-goods', edit, createWith(deps, MallGoodsBody, service.createMallGoods));
  app.get('/mall-goods/:id', view, readById(deps, '积分商品', service.mallGoodsById));
  app.put('/mall-goods/:id', edit, updateWith(deps, '积分商品', MallGoodsBody, service.updateMallGoods));
  app.delete('/mall-goods/:id', edit, deleteWith(deps, '积分商品', service.deleteMallGoods));
  app.get('/mall-orders', view, orders(deps));
  app.post('/mall-orders/:id/ship', edit, updateWith(deps, '积分订单', MallShipBody, service.shipMallOrder));
  app.post('/mall-orders/:id/refund', edit, actOn(deps, '积分订单', service.refundMallOrderCredits));
};

const goods = (deps: AppDeps) => async (c: AdminContext) => {
  const q = parseQuery(c, GoodsListQuery);
  const isShow = q.is_show === undefined ? undefined : q.is_show === '1' ? 1 : 0;
  return adminJson<ListReply<MallGoodsItem>>(
    c,
    await service.mallGoods(deps.db, listParams(q), { q: q.q, isShow }),
  );
};

const orders = (deps: AppDeps) => async (c: AdminContext) => {
  const q = parseQuery(c, OrderListQuery);
  return adminJson<ListReply<MallOrderItem>>(
    c,
    await service.mallOrders(deps.db, listParams(q), { state: q.state, userId: q.user_id }),
  );
};
