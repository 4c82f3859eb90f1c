/**
 * The console's order reads under /admin/api/orders: the list (filters, paging and sorting in SQL) and the detail
 * with goods, payments and refunds. The commands on an order (hand pay, refunds) are the payment area's
 * (modules/payment/admin-routes.ts): the payment area sits above the order core, which never imports it.
 */
import { ORDER_SORTS, type ListReply, type OrderDetail, type OrderItem } from '@meedu/contract/admin';
import { z } from 'zod';
import { requirePermission } from '../../console/auth.ts';
import type { AdminContext } from '../../console/handlers.ts';
import {
  adminJson,
  dayFilter,
  idFilter,
  listFields,
  listParams,
  parseQuery,
  pathId,
} from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { AppDeps } from '../../deps.ts';
import * as service from './service.ts';

export const orderAdminModule: AdminModule = (app, deps) => {
  const view = requirePermission('orders.view');
  app.get('/orders', view, listOrders(deps));
  app.get('/orders/:id', view, getOrder(deps));
};

const OrderListQuery = z.object({
  ...listFields(ORDER_SORTS, '-id'),
  status: z.coerce
    .number({ error: '参数错误' })
    .pipe(z.union([z.literal(1), z.literal(5), z.literal(7), z.literal(9)], { error: '参数错误' }))
    .optional(),
  goods_type: z
    .string()
    .trim()
    .regex(/^[A-Za-z_]{1,32}$/, '参数错误')
    .optional(),
  user_id: idFilter,
  mobile: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, '请输入手机号')
    .optional(),
  order_no: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, '请输入订单编号')
    .optional(),
  from: dayFilter,
  to: dayFilter,
});

const listOrders = (deps: AppDeps) => async (c: AdminContext) => {
  const q = parseQuery(c, OrderListQuery);
  return adminJson<ListReply<OrderItem>>(
    c,
    await service.consoleOrderPage(
      deps.db,
      {
        status: q.status,
        goodsType: q.goods_type,
        userId: q.user_id,
        mobile: q.mobile,
        orderNo: q.order_no,
        from: q.from,
        to: q.to,
      },
      listParams(q),
    ),
  );
};

const getOrder = (deps: AppDeps) => async (c: AdminContext) =>
  adminJson<OrderDetail>(c, await service.consoleOrderDetail(deps.db, pathId(c, '订单')));
