import type { AgreeReply } from '@meedu/contract';
import type { Context } from 'hono';
import type { ApiModule, AppDeps, AppEnv } from '../../deps.ts';
import { requestClient } from '../../lib/client-address.ts';
import { ok } from '../../lib/envelope.ts';
import { nowDb } from '../../lib/http.ts';
import { requireMember } from '../../middleware/auth.ts';
import { agreeToAll } from './service.ts';

/** MeEdu 4.9.30 agreements (contract upstream-4.9.30.md §4.3); the status is part of the member detail. */
export const agreementRoutes: ApiModule = (app, deps) => {
  app.post('/api/v2/member/agreement/agree', requireMember(deps, 'v2'), agree(deps));
};

/** The body is not read (the client sends the flags that were false): agreeing covers every published agreement. */
const agree = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const who = requestClient(c, deps.config.trustProxy);
  await agreeToAll(deps.db, c.get('userId'), who, nowDb(deps.clock));
  return ok<AgreeReply>(c, []);
};
