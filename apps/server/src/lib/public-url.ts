import type { Context } from 'hono';
import { fromTrustedProxy, type ProxyTrust } from './client-address.ts';
import { requestHeader } from './request-header.ts';

/**
 * The address browsers reach this server at, for absolute URLs in replies (uploads, logo, protocol pages):
 * APP_URL when configured (production behind a proxy), else the request's own origin. X-Forwarded-Proto and
 * X-Forwarded-Host count only when a trusted proxy sent the request (TRUST_PROXY); from anyone else they would
 * let a client rewrite the addresses in replies.
 */
export function publicBase(
  c: Context,
  config: { appUrl: string | undefined; trustProxy: ProxyTrust },
): string {
  if (config.appUrl) return config.appUrl;
  const url = new URL(c.req.url);
  const proxied = fromTrustedProxy(c, config.trustProxy);
  const forwardedProto = proxied ? requestHeader(c, 'x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  const proto =
    forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : url.protocol.slice(0, -1);
  const forwardedHost = proxied ? requestHeader(c, 'x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  const host = forwardedHost || requestHeader(c, 'host') || url.host;
  return `${proto}://${host}`;
}

/** The origins a return address may have besides the configured ones: this site's public address and the request's. */
export const siteOrigins = (
  c: Context,
  config: { appUrl: string | undefined; trustProxy: ProxyTrust },
): string[] => [publicBase(c, config), new URL(c.req.url).origin];

/**
 * Where this site may send a browser back to (no open redirect): an http(s) address without credentials whose
 * origin is one of `origins` (see {@link siteOrigins}), APP_URL's, or one listed in CORS_ORIGINS.
 */
export function allowedReturnUrl(
  config: { appUrl: string | undefined; corsOrigins: readonly string[] },
  origins: string[],
  value: string,
): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  const allowed = new Set<string>(origins.map((o) => new URL(o).origin));
  if (config.appUrl) allowed.add(new URL(config.appUrl).origin);
  for (const o of config.corsOrigins) {
    if (o === '*') continue;
    try {
      allowed.add(new URL(o).origin);
    } catch {
      // not an origin; ignore
    }
  }
  return allowed.has(url.origin);
}

/** Brand assets (logo, default avatar, player cover) are served from apps/server/assets at /brand/<file>. */
export const brandUrl = (base: string, file: string) => `${base}/brand/${file}`;
export const DEFAULT_AVATAR_FILE = 'avatar.svg';
