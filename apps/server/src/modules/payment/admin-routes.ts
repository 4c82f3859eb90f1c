/**
 * The console's commands on an order under /admin/api/orders/:id: confirm a hand pay, refund through the
 * provider, retry or close a refund. The same paths as the operator's command line (payment/service.ts,
 * payment/refunds.ts); each answers the order's detail after it.
 */
import { OrderRefundBody, RefundCloseBody, type OrderDetail } from '@meedu/contract/admin';
import type { Context } from 'hono';
import { actorOf, requirePermission, type AdminEnv } from '../../console/auth.ts';
import { adminJson, parseBody, pathId } from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { AppDeps } from '../../deps.ts';
import * as service from './service.ts';

type Ctx = Context<AdminEnv>;

export const orderCommandsAdminModule: AdminModule = (app, deps) => {
  const edit = requirePermission('orders.edit');
  app.post('/orders/:id/hand-pay', edit, confirmHandPay(deps));
  app.post('/orders/:id/refund', edit, refund(deps));
  app.post('/orders/:id/refunds/:refundId/retry', edit, retryRefund(deps));
  app.post('/orders/:id/refunds/:refundId/close', edit, closeRefund(deps));
};

const orderId = (c: Ctx) => pathId(c, '订单');
const refundId = (c: Ctx) => pathId(c, '退款', 'refundId');

const confirmHandPay = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<OrderDetail>(c, await service.confirmHandPayFromConsole(deps, actorOf(c), orderId(c)));

const refund = (deps: AppDeps) => async (c: Ctx) => {
  const id = orderId(c);
  const body = await parseBody(c, OrderRefundBody);
  return adminJson<OrderDetail>(c, await service.refundOrderFromConsole(deps, actorOf(c), id, body.reason));
};

const retryRefund = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<OrderDetail>(c, await service.retryRefundFromConsole(deps, actorOf(c), orderId(c), refundId(c)));

const closeRefund = (deps: AppDeps) => async (c: Ctx) => {
  const id = orderId(c);
  const rid = refundId(c);
  const body = await parseBody(c, RefundCloseBody);
  return adminJson<OrderDetail>(
    c,
    await service.closeRefundFromConsole(deps, actorOf(c), id, rid, body.note),
  );
};
