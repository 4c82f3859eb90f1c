import type {
  EmptyReply,
  ShareBalanceRecordsReply,
  ShareBindRequest,
  ShareConfigReply,
  ShareGoodsReply,
  ShareUserReply,
  ShareWithdrawRequest,
} from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps, AppEnv } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { jsonBody, paging, query, required, requestSchema } from '../../lib/validate.ts';
import { requireMember } from '../../middleware/auth.ts';
import {
  balanceRecords,
  bindShareInviter,
  requestWithdrawal,
  shareConfig,
  shareGoods,
  shareUser,
} from './service.ts';
import { nowDb } from '../../lib/http.ts';

const bindBody = requestSchema<ShareBindRequest>()(
  z.object({ msv: required('参数错误').max(20, '参数错误') }),
);

// The storefront's checks, in its order (screens account §15.1); the balance is checked in the transaction.
const withdrawBody = requestSchema<ShareWithdrawRequest>()(
  z.object({
    channel: z.literal('alipay', { error: '请选择提现渠道' }),
    channel_account: required('请输入支付宝账户').max(64, '参数错误'),
    channel_name: required('请输入真实姓名').max(32, '参数错误'),
    channel_address: z.string().max(200, '参数错误').catch('').default(''),
    amount: z.coerce.number({ error: '请输入提现金额' }).superRefine((n, ctx) => {
      const message =
        n === 0 || Number.isNaN(n)
          ? '请输入提现金额'
          : n < 0
            ? '提现金额需要大于0'
            : Number.isInteger(n)
              ? null
              : '提现金额需为整数';
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  }),
);

/** contract account §9 (MultiLevelShare). */
export const shareRoutes: ApiModule = (app, deps) => {
  app.get('/addons/MultiLevelShare/api/v1/config', (c) => ok<ShareConfigReply>(c, shareConfig()));
  app.get('/addons/MultiLevelShare/api/v1/user', requireMember(deps, 'v2'), user(deps));
  app.get('/addons/MultiLevelShare/api/v1/user/goods', requireMember(deps, 'v2'), goods(deps));
  app.get('/addons/MultiLevelShare/api/v1/user/balanceRecords', requireMember(deps, 'v2'), records(deps));
  app.post('/addons/MultiLevelShare/api/v1/user/withdraw', requireMember(deps, 'v2'), withdraw(deps));
  app.post('/addons/MultiLevelShare/api/v1/user/bind', requireMember(deps, 'v2'), bind(deps));
};

const user = (deps: AppDeps) => async (c: Context<AppEnv>) =>
  ok<ShareUserReply>(c, await shareUser(deps.db, c.get('userId')));

const goods = (deps: AppDeps) => async (c: Context<AppEnv>) =>
  ok<ShareGoodsReply>(c, await shareGoods(deps.db, query(c, paging(9)), publicBase(c, deps.config)));

const records = (deps: AppDeps) => async (c: Context<AppEnv>) =>
  ok<ShareBalanceRecordsReply>(c, await balanceRecords(deps.db, c.get('userId'), query(c, paging(10))));

const withdraw = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const b = await jsonBody(c, withdrawBody);
  await requestWithdrawal(deps.db, c.get('userId'), b, nowDb(deps.clock));
  return ok<EmptyReply>(c, []);
};

const bind = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const { msv } = await jsonBody(c, bindBody);
  await bindShareInviter(deps.db, c.get('userId'), msv, nowDb(deps.clock));
  return ok<EmptyReply>(c, []);
};
