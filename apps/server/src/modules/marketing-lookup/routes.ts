import type {
  EmptyReply,
  FlashSaleJoinRequest,
  LikeRequest,
  MsJoinReply,
  MsLookup,
  PromoLookupRequest,
  TemplateLikeReply,
  TgLookup,
  ViewHistoryRequest,
} from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps, AppEnv } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { ApiError, ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { jsonBody, query, required, requestSchema } from '../../lib/validate.ts';
import { optionalMember, requireMember } from '../../middleware/auth.ts';
import { checkCaptcha } from '../captcha/service.ts';
import {
  flashSaleLookup,
  groupBuyLookup,
  joinFlashSale,
  templateLikeStatus,
  toggleTemplateLike,
} from './service.ts';
import { idParam, nowDb } from '../../lib/http.ts';

const productQuery = requestSchema<PromoLookupRequest>()(
  z.object({
    course_id: z.coerce.number({ error: '参数错误' }).int('参数错误').positive('参数错误'),
    course_type: z.enum(['course', 'live', 'book', 'learnPath'], { error: '参数错误' }),
  }),
);

const joinBody = requestSchema<FlashSaleJoinRequest>()(
  z.object({
    captcha: required('请输入图形验证码'),
    captcha_key: required('参数错误'),
  }),
);

const likeQuery = requestSchema<LikeRequest>()(
  z.object({
    id: z.coerce.number({ error: '参数错误' }).int('参数错误').positive('参数错误'),
    type: z.enum(['live', 'book'], { error: '参数错误' }),
  }),
);

const historyBody = requestSchema<ViewHistoryRequest>()(
  z.object({
    type: z.enum(['vod', 'video', 'live', 'book', 'topic'], { error: '参数错误' }),
    id: z.coerce.number({ error: '参数错误' }).int('参数错误').positive('参数错误'),
    title: z.string().optional(),
  }),
);

/** contract catalog §4 (flash sale, group buy) and §5 (templateOne). */
export const marketingLookupRoutes: ApiModule = (app, deps) => {
  app.get('/addons/MiaoSha/api/v1/m/0', optionalMember(deps), flashSale(deps));
  app.post('/addons/MiaoSha/api/v1/m/:id/join', requireMember(deps, 'v2'), join(deps));
  app.get('/addons/TuanGou/api/v1/t/0', optionalMember(deps), groupBuy(deps));
  app.get('/addons/templateOne/api/v1/like/status', optionalMember(deps), likeStatus(deps));
  app.get('/addons/templateOne/api/v1/like/hit', requireMember(deps, 'v2'), likeHit(deps));
  app.post('/addons/templateOne/api/v1/history/record', requireMember(deps, 'v2'), history);
};

const product = (c: Context) => {
  const q = query(c, productQuery);
  return { type: q.course_type, id: q.course_id };
};

// The running or upcoming campaign of a product, and the caller's order.
const flashSale = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const now = deps.clock.now();
  const userId: number | undefined = c.get('userId');
  return ok<MsLookup>(
    c,
    await flashSaleLookup(deps.db, product(c), userId, now, toDbTime(now), publicBase(c, deps.config)),
  );
};

// Grab a flash-sale slot: image captcha, running campaign, stock left, once per member. The slot is an unpaid
// flash-sale order whose id the storefront passes to the order page.
const join = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const goodsId = idParam(c.req.param('id'));
  const body = await jsonBody(c, joinBody);
  if (!(await checkCaptcha(deps, body.captcha_key, body.captcha))) throw new ApiError('图形验证码错误');
  return ok<MsJoinReply>(c, await joinFlashSale(deps.db, goodsId, c.get('userId'), nowDb(deps.clock)));
};

const groupBuy = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const now = deps.clock.now();
  const userId: number | undefined = c.get('userId');
  return ok<TgLookup>(
    c,
    await groupBuyLookup(deps.db, product(c), userId, now, toDbTime(now), publicBase(c, deps.config)),
  );
};

// Visitors get like:false, never a 401.
const likeStatus = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const q = query(c, likeQuery);
  const userId: number | undefined = c.get('userId');
  return ok<TemplateLikeReply>(c, await templateLikeStatus(deps.db, userId, q.type, q.id));
};

const likeHit = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  c.header('Cache-Control', 'no-store');
  const q = query(c, likeQuery);
  return ok<TemplateLikeReply>(
    c,
    await toggleTemplateLike(deps.db, c.get('userId'), q.type, q.id, nowDb(deps.clock)),
  );
};

// Never sent by the reference storefront; accepted and validated so a client that sends it gets a clean 200.
const history = async (c: Context) => {
  await jsonBody(c, historyBody);
  return ok<EmptyReply>(c, []);
};
