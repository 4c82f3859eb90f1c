import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps.ts';
import { COMPRESS_FROM_BYTES, compressBytes, preferredEncoding } from '../lib/compression.ts';
import { isFinished, SECURITY_HEADERS } from '../lib/reply.ts';
import { requestHeader } from '../lib/request-header.ts';

/** What is compressed per reply: the API's JSON and the few HTML pages (scripts and styles are compressed at build). */
const COMPRESSIBLE = /^(application\/json|text\/html)\b/;

/**
 * Gives every reply not made with all its headers (lib/reply.ts `finishedReply`: errors, files, HTML, hono's
 * `c.json`) what such a reply is made with, in one step after the handler: the CORS headers on the API
 * (`corsAllow`, set by middleware/cors.ts), compression, and the security headers. One middleware rather than
 * three, as each one's wait for the handler was a share of what the replies every page load makes cost.
 */
export function finishReplies(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (isFinished(c.res)) return;
    // Compressed first, headers set on the reply that goes out: node-server's lightweight Response forgets a
    // header set on it before its body is read (compress reads it), which dropped the CORS headers of every
    // error reply a browser asked for (browsers always send Accept-Encoding).
    await compress(c);
    const allow = c.get('corsAllow');
    if (allow !== undefined) {
      if (allow) c.res.headers.set('Access-Control-Allow-Origin', allow);
      c.res.headers.append('Vary', 'Origin');
    }
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  };
}

/**
 * Compresses JSON and HTML replies of 1 KB or more for clients that accept brotli or gzip (every browser).
 * A reply that already says how it is encoded (build-time files) is left alone, as is a smaller one, which is
 * sent as it is (known from its Content-Length without reading it, where it has one). Replaces hono's compress,
 * which streamed every JSON reply, however small, through a CompressionStream (its replies carry no
 * Content-Length to stop it): about 0.5 ms of CPU per request, ten times what the rest of a cached read cost.
 */
async function compress(c: Context<AppEnv>): Promise<void> {
  const encoding = preferredEncoding(requestHeader(c, 'accept-encoding'));
  if (!encoding || c.req.method === 'HEAD') return;
  const res = c.res;
  if (res.status === 206 || res.headers.has('content-encoding')) return;
  if (!COMPRESSIBLE.test(res.headers.get('content-type') ?? '')) return;
  const length = res.headers.get('content-length');
  if (length !== null && Number(length) < COMPRESS_FROM_BYTES) return;
  const plain = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  // Cleared first: assigning over a reply makes hono copy its headers onto the new one (our Vary lost) and
  // turn the new body into a stream.
  c.res = undefined;
  if (plain.byteLength < COMPRESS_FROM_BYTES) {
    c.res = new Response(plain, { status: res.status, headers });
    return;
  }
  headers.delete('content-length');
  headers.set('content-encoding', encoding);
  headers.append('vary', 'Accept-Encoding');
  c.res = new Response(compressBytes(plain, encoding), { status: res.status, headers });
}
