import type { Context } from 'hono';
import type { ServerConfig } from '../config.ts';

/**
 * The address browsers reach this server at, for absolute URLs in replies (uploads, logo, protocol pages):
 * APP_URL when configured (production behind a proxy), else the request's own origin.
 */
export function publicBase(c: Context, config: ServerConfig): string {
  if (config.appUrl) return config.appUrl;
  const url = new URL(c.req.url);
  const proto = c.req.header('x-forwarded-proto') ?? url.protocol.replace(':', '');
  const host = c.req.header('x-forwarded-host') ?? c.req.header('host') ?? url.host;
  return `${proto}://${host}`;
}

/** Brand assets (logo, default avatar, player cover) are served from apps/server/assets at /brand/<file>. */
export const brandUrl = (base: string, file: string) => `${base}/brand/${file}`;
export const DEFAULT_AVATAR_FILE = 'avatar.svg';
