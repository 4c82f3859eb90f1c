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
import { publicBase } from '../../lib/public-url.ts';
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
};

const start = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  await jsonBody(c, StartBody);
  return ok<FaceVerifyStart>(c, await startFaceVerify(deps, c.get('userId'), publicBase(c, deps.config)));
};

const poll = (deps: AppDeps) => async (c: Context<AppEnv>) =>
  ok<FaceVerifyStatus>(c, await faceVerifyStatus(deps, c.get('userId'), query(c, PollQuery)));
