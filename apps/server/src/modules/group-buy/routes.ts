import type { GoodsOrderRequest, Order, TgMemberOrdersReply } from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps, AppEnv } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { jsonBody, paging, query, requestSchema } from '../../lib/validate.ts';
import { requireMember } from '../../middleware/auth.ts';
import { orderForClient, placeMemberOrder } from '../order/service.ts';
import { memberGroupBuyOrders } from './service.ts';
import { idParam } from '../../lib/http.ts';

const BuyBody = requestSchema<GoodsOrderRequest & { gid?: number }>()(
  z.object({
    goods_id: z.unknown().optional(),
    promo_code: z.string().max(64, '优惠码无效').catch('').default(''),
    gid: z.coerce.number().int().min(0).catch(0).default(0),
  }),
);

/** contract commerce-exam §3.2 and §3.3 (the lookup is in marketing-lookup). */
export const groupBuyRoutes: ApiModule = (app, deps) => {
  app.post('/addons/TuanGou/api/v1/t/:id/buy', requireMember(deps, 'v2'), buy(deps));
  app.get('/addons/TuanGou/api/v1/t/member/orders', requireMember(deps, 'v2'), orders(deps));
};

// Open (gid 0) or join a group: an order of goods type `tg`, priced on the server.
const buy = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const goodsId = idParam(c.req.param('id'));
  const body = await jsonBody(c, BuyBody);
  const order = {
    userId: c.get('userId'),
    goodsType: 'tg',
    goodsId,
    promoCode: body.promo_code,
    input: { gid: body.gid },
  };
  return ok<Order>(c, orderForClient(await placeMemberOrder(deps, order), publicBase(c, deps.config)));
};

const orders = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  c.header('Cache-Control', 'private, no-store');
  const page = query(c, paging(10));
  return ok<TgMemberOrdersReply>(
    c,
    await memberGroupBuyOrders(deps.db, c.get('userId'), page, publicBase(c, deps.config)),
  );
};
