import type {
  CodeConfirmReply,
  CodeExchangeRecordsReply,
  CodeExchangeRequest,
  CodeQueryReply,
} from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps, AppEnv } from '../../deps.ts';
import { ApiError, ok } from '../../lib/envelope.ts';
import { jsonBody, paging, query, required, requestSchema } from '../../lib/validate.ts';
import { requireMember } from '../../middleware/auth.ts';
import { checkCaptcha } from '../captcha/service.ts';
import { confirmCode, exchangeRecords, queryCode, withinGuessLimits } from './service.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { nowDb } from '../../lib/http.ts';

const codeBody = requestSchema<CodeExchangeRequest>()(
  z.object({
    code: required('请输入兑换码').max(64, '兑换码不存在'),
    image_captcha: required('请输入图形验证码'),
    image_key: required('参数错误'),
  }),
);

/** contract commerce-exam §5 (CodeExchanger). */
export const codeExchangeRoutes: ApiModule = (app, deps) => {
  app.post('/addons/CodeExchanger/api/v2/query', requireMember(deps, 'v2'), lookup(deps));
  app.post('/addons/CodeExchanger/api/v2/confirm', requireMember(deps, 'v2'), confirm(deps));
  app.get('/addons/CodeExchanger/api/v2/user/records', requireMember(deps, 'v2'), records(deps));
};

// Both steps take an image captcha: codes are short enough to guess, so each try costs a captcha.
async function codeWithCaptcha(deps: AppDeps, c: Context<AppEnv>): Promise<string> {
  const body = await jsonBody(c, codeBody);
  if (!(await checkCaptcha(deps, body.image_key, body.image_captcha))) throw new ApiError('图形验证码错误');
  return body.code;
}

const lookup = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const code = await codeWithCaptcha(deps, c);
  const userId = c.get('userId');
  const reply = await withinGuessLimits(deps, userId, clientAddress(c, deps.config.trustProxy), () =>
    queryCode(deps.db, userId, code, nowDb(deps.clock)),
  );
  return ok<CodeQueryReply>(c, reply);
};

const confirm = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const code = await codeWithCaptcha(deps, c);
  const userId = c.get('userId');
  const reply = await withinGuessLimits(deps, userId, clientAddress(c, deps.config.trustProxy), () =>
    confirmCode(deps.db, userId, code, nowDb(deps.clock)),
  );
  return ok<CodeConfirmReply>(c, reply);
};

const records = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const page = query(c, paging(10, 'page_size'));
  return ok<CodeExchangeRecordsReply>(c, await exchangeRecords(deps.db, c.get('userId'), page));
};
