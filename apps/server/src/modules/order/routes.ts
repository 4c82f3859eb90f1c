import type {
  CreateOrderReplyV3,
  CreateOrderRequestV3,
  CourseOrderRequest,
  GoodsOrderRequest,
  MemberOrdersReply,
  MemberOrdersRequest,
  Order,
  OrderNumberRequest,
  OrderStatusReply,
  PromoCodeCheck,
  RoleOrderRequest,
} from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps, AppEnv } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { ApiError, ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { jsonBody, paging, query, requestSchema } from '../../lib/validate.ts';
import { requireMember } from '../../middleware/auth.ts';
import {
  checkPromoCode,
  memberOrdersPage,
  orderForClient,
  orderStatus,
  placeMemberOrder,
  placeV3Order,
} from './service.ts';
import { cashierSign } from './cashier-sign.ts';
import { laravelPage } from '../../lib/http.ts';

const promo = z.string().max(64, '优惠码无效').catch('').default('');
const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

const CourseBody = requestSchema<CourseOrderRequest>()(
  z.object({ course_id: id('请选择课程'), promo_code: promo }),
);
const RoleBody = requestSchema<RoleOrderRequest>()(
  z.object({ role_id: id('请选择会员套餐'), promo_code: promo }),
);
const GoodsBody = requestSchema<GoodsOrderRequest>()(
  z.object({ goods_id: z.unknown().optional(), promo_code: promo }).passthrough(),
);
const StatusQuery = requestSchema<OrderNumberRequest>()(
  z.object({ order_id: z.string({ error: '参数错误' }).trim().min(1, '参数错误') }),
);
const OrdersQuery = requestSchema<MemberOrdersRequest>()(paging(10, 'page_size'));
const V3OrderBody = requestSchema<CreateOrderRequestV3>()(
  z.object({
    goods_type: z.string({ error: '参数错误' }).trim().min(1, '参数错误').max(32, '无法创建订单'),
    goods_id: z.coerce.number({ error: '参数错误' }).int('参数错误').positive('参数错误'),
    promo_code: promo,
    agree_protocol: z
      .union([z.literal(1), z.literal('1'), z.literal(true)])
      .optional()
      .catch(undefined),
  }),
);

/** contract commerce-exam §1.2, §1.5, §1.6, §1.8, §1.12, §2 (the create endpoints of the core goods types). */
export const orderRoutes: ApiModule = (app, deps) => {
  const member = requireMember(deps, 'v2');
  app.get('/api/v2/promoCode/:code/check', member, promoCheck(deps));
  app.post('/api/v2/order/course', member, createCourseOrder(deps));
  app.post('/api/v2/order/role', member, createRoleOrder(deps));
  app.post('/addons/zhibo/api/v1/course/:id/paid', member, createGoodsOrder(deps, 'live'));
  app.post('/addons/MeeduBooks/api/v1/book/:id/buy', member, createGoodsOrder(deps, 'book'));
  app.post('/addons/MeeduTopics/api/v1/topic/:id/buy', member, createGoodsOrder(deps, 'topic'));
  app.post('/addons/LearnPaths/api/v1/path/:id/buy', member, createGoodsOrder(deps, 'learnPath'));
  app.post('/addons/Paper/api/v1/paper/buy', member, createExamOrder(deps, 'paper'));
  app.post('/addons/Paper/api/v1/mock_paper/buy', member, createExamOrder(deps, 'mock_paper'));
  app.post('/addons/Paper/api/v1/practice/buy', member, createExamOrder(deps, 'practice'));
  app.post('/api/v3/order', requireMember(deps, 'v3'), createV3Order(deps));
  app.get('/api/v2/order/status', member, status(deps));
  app.get('/api/v2/member/orders', member, memberOrders(deps));
};

const promoCheck = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const code = c.req.param('code') ?? '';
  const now = deps.clock.now();
  const reply: PromoCodeCheck = await checkPromoCode(deps.db, c.get('userId'), code, toDbTime(now));
  return ok<PromoCodeCheck>(c, reply);
};

async function place(
  deps: AppDeps,
  c: Context<AppEnv>,
  goodsType: string,
  goodsId: number,
  promoCode: string,
  input: Record<string, unknown>,
) {
  const userId = c.get('userId');
  const order = await placeMemberOrder(deps, { userId, goodsType, goodsId, promoCode, input });
  return ok<Order>(c, orderForClient(order, publicBase(c, deps.config)));
}

const createCourseOrder = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const body = await jsonBody(c, CourseBody);
  return place(deps, c, 'course', body.course_id, body.promo_code, {});
};

const createRoleOrder = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const body = await jsonBody(c, RoleBody);
  return place(deps, c, 'role', body.role_id, body.promo_code, {});
};

/** The addon endpoints name the product in the path; `goods_id` in the body only mirrors it. */
const createGoodsOrder = (deps: AppDeps, goodsType: string) => async (c: Context<AppEnv>) => {
  const goodsId = Number(c.req.param('id'));
  if (!Number.isSafeInteger(goodsId) || goodsId <= 0) throw new ApiError('商品不存在');
  const body = await jsonBody(c, GoodsBody);
  return place(deps, c, goodsType, goodsId, body.promo_code, body);
};

const status = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const q = query(c, StatusQuery);
  const reply: OrderStatusReply = await orderStatus(deps.db, c.get('userId'), q.order_id);
  return ok<OrderStatusReply>(c, reply);
};

const memberOrders = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  c.header('Cache-Control', 'private, no-store');
  const q = query(c, OrdersQuery);
  const { total, orders } = await memberOrdersPage(deps.db, c.get('userId'), q.page, q.size);
  const base = publicBase(c, deps.config);
  const rows = orders.map((o) => orderForClient(o, base));
  const reply: MemberOrdersReply = laravelPage(`${base}/api/v2/member/orders`, rows, total, q.page, q.size);
  return ok<MemberOrdersReply>(c, reply);
};

/** The exam goods carry their id in the body only (contract commerce-exam §2: no id in the path). */
const createExamOrder = (deps: AppDeps, goodsType: string) => async (c: Context<AppEnv>) => {
  const body = await jsonBody(c, GoodsBody);
  const goodsId = Number(body.goods_id);
  if (!Number.isSafeInteger(goodsId) || goodsId <= 0) throw new ApiError('商品不存在');
  return place(deps, c, goodsType, goodsId, body.promo_code, body);
};

/** MeEdu 4.9.30 (contract upstream-4.9.30.md §5.1): one create endpoint for every goods type, paid at the cashier. */
const createV3Order = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const body = await jsonBody(c, V3OrderBody);
  const placed = await placeV3Order(deps, {
    userId: c.get('userId'),
    goodsType: body.goods_type,
    goodsId: body.goods_id,
    promoCode: body.promo_code,
    agreed: body.agree_protocol !== undefined,
  });
  const reply: CreateOrderReplyV3 = {
    order_no: placed.orderNo,
    total: placed.total,
    discount: placed.discount,
    is_paid: placed.isPaid,
  };
  if (!placed.isPaid) {
    reply.sign = cashierSign(deps, placed.orderNo);
    reply.pay_url = `${publicBase(c, deps.config)}/payment/index?sign=${encodeURIComponent(reply.sign)}`;
  }
  return ok<CreateOrderReplyV3>(c, reply);
};
