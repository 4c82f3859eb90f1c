import type { Context } from 'hono';

/**
 * The client's address. Forwarded headers are believed only behind a proxy the operator declared
 * (TRUST_PROXY=1): otherwise any client could rotate X-Forwarded-For to escape its limits.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  const remote = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
    ?.socket?.remoteAddress;
  if (trustProxy) {
    const fwd = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    const real = c.req.header('x-real-ip')?.trim();
    if (fwd || real) return (fwd || real)!;
  }
  return remote || 'local';
}
