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

/** Brand assets (logo, default avatar, player cover) are served from apps/server/assets at /brand/<file>. */
export const brandUrl = (base: string, file: string) => `${base}/brand/${file}`;
export const DEFAULT_AVATAR_FILE = 'avatar.svg';
