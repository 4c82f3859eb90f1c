import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps } from '../../deps.ts';
import { ApiError } from '../../lib/envelope.ts';
import { escapeHtml } from '../../lib/html.ts';
import { publicBase, siteOrigins } from '../../lib/public-url.ts';
import { query, required } from '../../lib/validate.ts';
import {
  finishOpenScan,
  finishQqLogin,
  handleMpPush,
  startOpenScan,
  startQqLogin,
  verifyMpEndpoint,
} from './service.ts';

const StartQuery = z.object({
  s_url: required('参数错误').max(255, '参数错误'),
  f_url: required('参数错误').max(255, '参数错误'),
  action: z.enum(['login', 'bind'], { error: '参数错误' }),
});

/** QQ Connect returns `state`; the demo sandbox's page names it `data` (as MeEdu's own callback did). */
const CallbackQuery = z
  .object({ data: z.string().optional(), state: z.string().optional(), code: z.string().optional() })
  .transform((q) => ({ state: q.state || q.data || '', code: q.code }));

const OpenStartQuery = z.object({ t: required('参数错误') });

const PushQuery = z.object({
  signature: z.string().optional(),
  timestamp: z.string().optional(),
  nonce: z.string().optional(),
  echostr: z.string().optional(),
});

/**
 * QQ login (contract §3.6): browser navigation, answered with redirects. WeChat scan login's provider legs:
 * the website login (Open Platform) the scan QR starts on the phone, and the Official Account's event URL.
 */
export const socialiteRoutes: ApiModule = (app, deps) => {
  app.get('/api/v3/auth/login/socialite/:app', start(deps));
  app.get('/api/v3/auth/login/socialite/:app/callback', callback(deps));
  app.get('/api/v3/auth/login/wechat/scan/open', openStart(deps));
  app.get('/api/v3/auth/login/wechat/scan/open/callback', openCallback(deps));
  app.get('/api/wechat/serve', mpVerify(deps));
  app.post('/api/wechat/serve', mpPush(deps));
};

const start = (deps: AppDeps) => async (c: Context) => {
  const q = query(c, StartQuery);
  const site = { base: publicBase(c, deps.config), origins: siteOrigins(c, deps.config) };
  return c.redirect(await startQqLogin(deps, c.req.param('app') ?? '', q, site), 302);
};

const callback = (deps: AppDeps) => async (c: Context) => {
  const { state, code } = query(c, CallbackQuery);
  if (!state) throw new ApiError('参数错误');
  const site = { base: publicBase(c, deps.config), origins: siteOrigins(c, deps.config) };
  return c.redirect(await finishQqLogin(deps, c.req.param('app') ?? '', state, code, site), 302);
};

const openStart = (deps: AppDeps) => async (c: Context) => {
  const { t } = query(c, OpenStartQuery);
  return c.redirect(await startOpenScan(deps, t, publicBase(c, deps.config)), 302);
};

/** The page the phone shows after WeChat's authorization: the outcome, and where to look next. */
const resultPage = (message: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>微信扫码登录</title></head><body style="font-family:sans-serif;text-align:center;padding:48px 16px"><h1 style="font-size:20px">${escapeHtml(message)}</h1></body></html>`;

const openCallback = (deps: AppDeps) => async (c: Context) => {
  const q = query(c, CallbackQuery);
  try {
    return c.html(resultPage(await finishOpenScan(deps, q, publicBase(c, deps.config))));
  } catch (e) {
    if (e instanceof ApiError) return c.html(resultPage(e.message), 400);
    throw e;
  }
};

const mpVerify = (deps: AppDeps) => async (c: Context) => {
  const echo = await verifyMpEndpoint(deps, query(c, PushQuery));
  return echo === null ? c.text('forbidden', 403) : c.text(echo);
};

const mpPush = (deps: AppDeps) => async (c: Context) => {
  const reply = await handleMpPush(deps, { query: query(c, PushQuery), body: await c.req.text() });
  if (reply === null) return c.text('forbidden', 403);
  return reply === 'success' ? c.text(reply) : c.body(reply, 200, { 'content-type': 'application/xml' });
};
