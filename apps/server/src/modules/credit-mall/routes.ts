import type {
  Credit1RecordsReply,
  MallAddress,
  MallExchangeReply,
  MallExchangeRequest,
  MallGoodsDetailReply,
  MallGoodsListReply,
  MallOrdersReply,
} from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps, AppEnv } from '../../deps.ts';
import { ApiError, ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { jsonBody, paging, query, requestSchema } from '../../lib/validate.ts';
import { requireMember } from '../../middleware/auth.ts';
import {
  credit1Records,
  exchangeGoods,
  mallAddresses,
  mallGoodsDetail,
  mallGoodsPage,
  mallOrders,
} from './service.ts';
import { idParam, nowDb } from '../../lib/http.ts';

const text = (max: number) => z.string().trim().max(max, '参数错误').optional();

const exchangeBody = requestSchema<MallExchangeRequest>()(
  z.object({
    address_id: z.coerce.number().int().min(0).catch(0).default(0),
    name: text(32),
    mobile: text(20),
    province: text(32),
    city: text(32),
    area: text(32),
    street: text(200),
  }),
);

/** contract commerce-exam §6.1 and §6.3–§6.7 (credit ledger, Credit1Mall). */
export const creditMallRoutes: ApiModule = (app, deps) => {
  app.get('/api/v2/member/credit1Records', requireMember(deps, 'v2'), ledger(deps));
  app.get('/addons/Credit1Mall/api/v1/goods', requireMember(deps, 'v2'), goods(deps));
  app.get('/addons/Credit1Mall/api/v1/goods/:id', requireMember(deps, 'v2'), goodsDetail(deps));
  app.get('/addons/Credit1Mall/api/v1/user/address', requireMember(deps, 'v2'), addresses(deps));
  app.post('/addons/Credit1Mall/api/v1/goods/:id/exchange', requireMember(deps, 'v2'), exchange(deps));
  app.get('/addons/Credit1Mall/api/v1/user/orders', requireMember(deps, 'v2'), orders(deps));
};

const ledger = (deps: AppDeps) => async (c: Context<AppEnv>) =>
  ok<Credit1RecordsReply>(
    c,
    await credit1Records(deps.db, c.get('userId'), query(c, paging(10, 'page_size'))),
  );

const goods = (deps: AppDeps) => async (c: Context<AppEnv>) =>
  ok<MallGoodsListReply>(c, await mallGoodsPage(deps.db, query(c, paging(10)), publicBase(c, deps.config)));

const goodsDetail = (deps: AppDeps) => async (c: Context<AppEnv>) =>
  ok<MallGoodsDetailReply>(
    c,
    await mallGoodsDetail(deps.db, idParam(c.req.param('id')), publicBase(c, deps.config)),
  );

const addresses = (deps: AppDeps) => async (c: Context<AppEnv>) =>
  ok<MallAddress[]>(c, await mallAddresses(deps.db, c.get('userId')));

// Physical goods name an address: a saved one (address_id) or a new one, every field filled, in the order the
// storefront checks them.
const exchange = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const id = idParam(c.req.param('id'));
  const b = await jsonBody(c, exchangeBody);
  const fields = [
    ['name', b.name, '请填写收货人姓名'],
    ['mobile', b.mobile, '请填写收货人手机号码'],
    ['province', b.province, '请选择省'],
    ['city', b.city, '请选择市'],
    ['area', b.area, '请选择区'],
    ['street', b.street, '请填写详细地址'],
  ] as const;
  const given = fields.some(([, v]) => v);
  const missing = fields.find(([, v]) => !v);
  const address =
    given && !missing
      ? {
          name: b.name ?? '',
          mobile: b.mobile ?? '',
          province: b.province ?? '',
          city: b.city ?? '',
          area: b.area ?? '',
          street: b.street ?? '',
        }
      : null;
  if (given && missing && b.address_id === 0) throw new ApiError(missing[2]);
  return ok<MallExchangeReply>(
    c,
    await exchangeGoods(
      deps.db,
      c.get('userId'),
      id,
      { address_id: b.address_id, address },
      nowDb(deps.clock),
    ),
  );
};

const orders = (deps: AppDeps) => async (c: Context<AppEnv>) =>
  ok<MallOrdersReply>(
    c,
    await mallOrders(deps.db, c.get('userId'), query(c, paging(10)), publicBase(c, deps.config)),
  );
