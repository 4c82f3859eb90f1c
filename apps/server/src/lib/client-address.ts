import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import { requestHeader } from './request-header.ts';

/** Decides whether an address is one of the operator's proxies (`TRUST_PROXY`). */
export type ProxyTrust = (address: string, hop: number) => boolean;

export const TRUST_NONE: ProxyTrust = () => false;

/**
 * `TRUST_PROXY`: `0`/`false`/empty trusts no proxy; `1`/`true` trusts a proxy on this machine (loopback, the
 * README's nginx); otherwise a comma-separated list of addresses, CIDR ranges or the presets `loopback`,
 * `linklocal`, `uniquelocal` (proxy-addr's syntax).
 */
export function compileTrust(spec: string): ProxyTrust {
  const s = spec.trim();
  if (s === '' || s === '0' || s === 'false') return TRUST_NONE;
  const list =
    s === '1' || s === 'true'
      ? ['loopback']
      : s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean);
  return proxyAddr.compile(list);
}

/** The address the TCP connection came from (absent for requests made in-process, as the tests do). */
function socketAddress(c: Context): string | undefined {
  return (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    ?.remoteAddress;
}

/**
 * The client's address: the right-most address in X-Forwarded-For that is not a trusted proxy (what the
 * outermost trusted proxy itself saw). Entries a client wrote to the left of that are ignored, so rotating them
 * does not escape a limit. Without a trusted proxy in front, the socket address. X-Real-IP is never used.
 */
export function clientAddress(c: Context, trust: ProxyTrust): string {
  const socket = socketAddress(c);
  if (trust === TRUST_NONE) return socket || 'local';
  // proxy-addr reads only these two fields of a Node request.
  const req: Pick<IncomingMessage, 'headers'> & { connection: { remoteAddress?: string } } = {
    connection: { remoteAddress: socket ?? '127.0.0.1' },
    headers: { 'x-forwarded-for': requestHeader(c, 'x-forwarded-for') ?? '' },
  };
  return proxyAddr(req as IncomingMessage, trust);
}

/** Whether the request came straight from a trusted proxy, so its X-Forwarded-* headers may be believed. */
export function fromTrustedProxy(c: Context, trust: ProxyTrust): boolean {
  if (trust === TRUST_NONE) return false;
  return trust(socketAddress(c) ?? '127.0.0.1', 0);
}

/** {@link clientAddress} of a request Hono does not see (a WebSocket upgrade, taken from Node's server). */
export function upgradeClientAddress(req: IncomingMessage, trust: ProxyTrust): string {
  const socket = req.socket.remoteAddress;
  if (trust === TRUST_NONE) return socket || 'local';
  return proxyAddr(req, trust);
}

/** Who sent a request, as a consent record keeps it: the client's address and its browser's User-Agent. */
export interface RequestClient {
  ip: string;
  userAgent: string;
}

export function requestClient(c: Context, trust: ProxyTrust): RequestClient {
  return { ip: clientAddress(c, trust), userAgent: requestHeader(c, 'user-agent') ?? '' };
}
