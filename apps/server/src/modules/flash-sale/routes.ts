import type { GoodsOrderRequest, MsMemberOrdersReply, Order } from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps, AppEnv } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { jsonBody, paging, query, requestSchema } from '../../lib/validate.ts';
import { requireMember } from '../../middleware/auth.ts';
import { orderForClient, placeMemberOrder } from '../order/service.ts';
import { memberFlashSaleOrders } from './service.ts';
import { idParam } from '../../lib/http.ts';

const BuyBody = requestSchema<GoodsOrderRequest>()(
  z.object({
    goods_id: z.unknown().optional(),
    promo_code: z.string().max(64, '优惠码无效').catch('').default(''),
  }),
);

/** contract commerce-exam §4.3 and §4.4 (the lookup and the join are in marketing-lookup). */
export const flashSaleRoutes: ApiModule = (app, deps) => {
  app.post('/addons/MiaoSha/api/v1/m/order/:id/buy', requireMember(deps, 'v2'), buy(deps));
  app.get('/addons/MiaoSha/api/v1/m/user/orders', requireMember(deps, 'v2'), orders(deps));
};

// The id in the path is the member's slot from the join (§2 `ms`), priced by the slot, never by the client.
const buy = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const slotId = idParam(c.req.param('id'));
  const body = await jsonBody(c, BuyBody);
  const order = { userId: c.get('userId'), goodsType: 'ms', goodsId: slotId, promoCode: body.promo_code };
  return ok<Order>(c, orderForClient(await placeMemberOrder(deps, order), publicBase(c, deps.config)));
};

const orders = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  c.header('Cache-Control', 'private, no-store');
  const page = query(c, paging(10));
  return ok<MsMemberOrdersReply>(
    c,
    await memberFlashSaleOrders(deps.db, c.get('userId'), page, publicBase(c, deps.config)),
  );
};
