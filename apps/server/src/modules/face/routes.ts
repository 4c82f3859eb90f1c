import type {
  FaceVerifyPollRequest,
  FaceVerifyStart,
  FaceVerifyStartRequest,
  FaceVerifyStatus,
} from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps, AppEnv } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { publicBase, siteOrigins } from '../../lib/public-url.ts';
import { jsonBody, query, required, requestSchema } from '../../lib/validate.ts';
import { requireMember } from '../../middleware/auth.ts';
import { faceVerifyStatus, startFaceVerify } from './service.ts';

const StartBody = requestSchema<FaceVerifyStartRequest>()(z.object({ s_url: required('参数错误') }));
const PollQuery = requestSchema<FaceVerifyPollRequest>()(
  z.object({ rule_id: required('参数错误'), biz_token: required('参数错误') }),
);

/** contract account §5.15. */
export const faceRoutes: ApiModule = (app, deps) => {
  const v3 = requireMember(deps, 'v3');
  app.post('/api/v3/member/tencent/faceVerify', v3, start(deps));
  app.get('/api/v3/member/tencent/faceVerify', v3, poll(deps));
  app.get('/face-verify-success', (c) => c.html(RETURN_PAGE));
};

/** Where the provider sends the member's phone after the check (the PC page goes on polling by itself). */
const RETURN_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>实名认证</title></head><body style="font-family:sans-serif;text-align:center;padding:48px 16px"><h1 style="font-size:20px">认证流程已结束，请回到电脑上的页面查看结果</h1></body></html>`;

const start = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const { s_url } = await jsonBody(c, StartBody);
  const site = { base: publicBase(c, deps.config), origins: siteOrigins(c, deps.config) };
  return ok<FaceVerifyStart>(c, await startFaceVerify(deps, c.get('userId'), s_url, site));
};

const poll = (deps: AppDeps) => async (c: Context<AppEnv>) =>
  ok<FaceVerifyStatus>(c, await faceVerifyStatus(deps, c.get('userId'), query(c, PollQuery)));
