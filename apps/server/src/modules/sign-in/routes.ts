import type { DaySignInReply, DaySignInStatus } from '@meedu/contract';
import type { Context } from 'hono';
import type { ApiModule, AppDeps, AppEnv } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { requireMember } from '../../middleware/auth.ts';
import { signIn, signInStatus } from './service.ts';

/** The DaySignIn addon (contract account §10). */
export const signInRoutes: ApiModule = (app, deps) => {
  const member = requireMember(deps, 'v2');
  app.get('/addons/DaySignIn/api/v1/user', member, status(deps));
  app.post('/addons/DaySignIn/api/v1/signIn', member, submit(deps));
};

const status = (deps: AppDeps) => async (c: Context<AppEnv>) =>
  ok<DaySignInStatus>(c, await signInStatus(deps, c.get('userId')));

const submit = (deps: AppDeps) => async (c: Context<AppEnv>) =>
  ok<DaySignInReply>(c, await signIn(deps, c.get('userId')));
