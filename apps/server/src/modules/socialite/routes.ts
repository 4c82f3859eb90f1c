import type { Context } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { createSigner } from '../../lib/signing.ts';
import { query, required } from '../../lib/validate.ts';
import type { ApiModule } from '../index.ts';
import { getSetting } from '../system/settings.ts';
import type { Identity } from '../auth/accounts.ts';
import { createLoginCode } from './login-codes.ts';

/** What the start endpoint signs into the provider round trip (contract §3.6). */
export interface SocialiteState {
  app: 'qq';
  s_url: string;
  f_url: string;
  action: 'login' | 'bind';
}

export const STATE_PURPOSE = 'socialite-state';
export const STATE_TTL_SECONDS = 600;
/** The sandbox provider's authorization code (what QQ would hand the callback). */
export const PROVIDER_CODE_PURPOSE = 'qq-sandbox-code';
export type ProviderCode = Pick<Identity, 'openid' | 'nickname' | 'avatar'>;

/** QQ login needs the setting on and a provider: only the demo sandbox here. */
export function qqEnabled(deps: AppDeps): boolean {
  return deps.config.demo && getSetting(deps.db, 'socialites').qq === 1;
}

/**
 * s_url/f_url receive the login code, so only addresses of this site are accepted (no open redirect):
 * http(s) URLs whose origin is the request's own, APP_URL's, or one listed in CORS_ORIGINS.
 */
export function allowedReturnUrl(c: Context, deps: AppDeps, value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  const origins = new Set<string>([new URL(publicBase(c, deps.config)).origin, new URL(c.req.url).origin]);
  if (deps.config.appUrl) origins.add(new URL(deps.config.appUrl).origin);
  for (const o of deps.config.corsOrigins) {
    if (o === '*') continue;
    try {
      origins.add(new URL(o).origin);
    } catch {
      // not an origin; ignore
    }
  }
  return origins.has(url.origin);
}

function withParams(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

const StartQuery = z.object({
  s_url: required('参数错误').max(255, '参数错误'),
  f_url: required('参数错误').max(255, '参数错误'),
  action: z.enum(['login', 'bind'], { error: '参数错误' }),
});

export const socialiteRoutes: ApiModule = (app, deps) => {
  app.get('/api/v3/auth/login/socialite/:app', (c) => {
    const q = query(c, StartQuery);
    if (c.req.param('app') !== 'qq' || !qqEnabled(deps)) throw new ApiError('登录应用不存在');
    if (!allowedReturnUrl(c, deps, q.s_url) || !allowedReturnUrl(c, deps, q.f_url))
      throw new ApiError('参数错误');
    const state: SocialiteState = { app: 'qq', s_url: q.s_url, f_url: q.f_url, action: q.action };
    const signed = createSigner(deps.db, deps.clock).sign(STATE_PURPOSE, state, STATE_TTL_SECONDS);
    // The demo's QQ is the sandbox page; it comes back to the callback below like QQ would.
    const authorize = new URL('/__dev/qq/authorize', publicBase(c, deps.config));
    authorize.searchParams.set('state', signed);
    return c.redirect(authorize.toString(), 302);
  });

  app.get('/api/v3/auth/login/socialite/:app/callback', (c) => {
    const { data, code } = query(c, z.object({ data: required('参数错误'), code: z.string().optional() }));
    const signer = createSigner(deps.db, deps.clock);
    const state = signer.verify<SocialiteState>(STATE_PURPOSE, data);
    // A tampered state names no trustworthy f_url: answer here instead of redirecting anywhere.
    if (state.status === 'invalid') throw new ApiError('授权登录失败[1001]');
    const s = state.data;
    if (!allowedReturnUrl(c, deps, s.f_url) || !allowedReturnUrl(c, deps, s.s_url))
      throw new ApiError('参数错误');
    const fail = (message: string) =>
      c.redirect(withParams(s.f_url, { login_err_msg: message, msg: message, action: s.action }), 302);
    if (state.status === 'expired' || c.req.param('app') !== s.app) return fail('授权登录失败[1001]');
    if (!qqEnabled(deps)) return fail('登录应用不存在');
    const provider = code ? signer.verify<ProviderCode>(PROVIDER_CODE_PURPOSE, code) : null;
    if (!provider || provider.status !== 'ok') return fail('授权登录失败[1002]');
    const loginCode = createLoginCode(deps, { app: 'qq', ...provider.data });
    return c.redirect(withParams(s.s_url, { login_code: loginCode, action: s.action }), 302);
  });
};
