import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps } from '../../deps.ts';
import { publicBase, siteOrigins } from '../../lib/public-url.ts';
import { query, required } from '../../lib/validate.ts';
import { finishQqLogin, startQqLogin } from './service.ts';

const StartQuery = z.object({
  s_url: required('参数错误').max(255, '参数错误'),
  f_url: required('参数错误').max(255, '参数错误'),
  action: z.enum(['login', 'bind'], { error: '参数错误' }),
});

const CallbackQuery = z.object({ data: required('参数错误'), code: z.string().optional() });

/** QQ login (contract §3.6): browser navigation, answered with redirects. */
export const socialiteRoutes: ApiModule = (app, deps) => {
  app.get('/api/v3/auth/login/socialite/:app', start(deps));
  app.get('/api/v3/auth/login/socialite/:app/callback', callback(deps));
};

const start = (deps: AppDeps) => async (c: Context) => {
  const q = query(c, StartQuery);
  const site = { base: publicBase(c, deps.config), origins: siteOrigins(c, deps.config) };
  return c.redirect(await startQqLogin(deps, c.req.param('app') ?? '', q, site), 302);
};

const callback = (deps: AppDeps) => async (c: Context) => {
  const { data, code } = query(c, CallbackQuery);
  return c.redirect(
    await finishQqLogin(deps, c.req.param('app') ?? '', data, code, siteOrigins(c, deps.config)),
    302,
  );
};
