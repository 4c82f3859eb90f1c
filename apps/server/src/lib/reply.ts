import type { Context } from 'hono';
import {
  COMPRESS_FROM_BYTES,
  compressBytes,
  preferredEncoding,
  type Bytes,
  type Encoding,
} from './compression.ts';
import { requestHeader } from './request-header.ts';

/**
 * Headers every reply carries: no MIME sniffing (uploads are served as files), no framing by other sites, and
 * only the origin as referrer when leaving the site.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** The request variable a reply reads: the origin CORS allows (set by middleware/cors.ts on API requests). */
export interface ReplyEnv {
  Variables: { corsAllow: string | null | undefined };
}

const finished = new WeakSet<Response>();

/**
 * A reply with every header it will go out with: its own, the security headers and, on the API, the CORS ones
 * (`corsAllow`, set by middleware/cors.ts). The middleware that would add those after the handler
 * (finish-replies) leaves it alone, so its headers stay the plain record it was made with and
 * the Node adapter writes them as they are: reading or setting `Response.headers` builds a Fetch `Headers`,
 * which was the largest single cost of a cached read after the socket write. For the replies every page load
 * makes: the envelope (lib/envelope.ts) and the micro-cache's copies. `headers` names are lower case.
 */
export function finishedReply(
  c: Context<ReplyEnv>,
  body: string | Uint8Array<ArrayBuffer>,
  headers: Record<string, string>,
  status = 200,
): Response {
  const all: Record<string, string> = { ...headers, ...SECURITY_HEADERS };
  const allow = c.get('corsAllow');
  if (allow !== undefined) {
    if (allow) all['access-control-allow-origin'] = allow;
    all.vary = all.vary ? `${all.vary}, Origin` : 'Origin';
  }
  const res = new Response(body, { status, headers: all });
  finished.add(res);
  return res;
}

/**
 * A 200 reply of `plain` in the encoding the client accepts, made with every header ({@link finishedReply}):
 * under 1 KB as it is, with its length; else compressed, from `kept` (copies made once, the micro-cache's) or
 * now, with `Vary: Accept-Encoding`. What the envelope and the micro-cache's copies are sent with.
 */
export function negotiatedReply(
  c: Context<ReplyEnv>,
  plain: { body: string | Bytes; length: number; contentType: string },
  kept?: Readonly<Record<Encoding, Bytes>>,
): Response {
  const type = { 'content-type': plain.contentType };
  if (plain.length < COMPRESS_FROM_BYTES)
    return finishedReply(c, plain.body, { ...type, 'content-length': String(plain.length) });
  const headers = { ...type, vary: 'Accept-Encoding' };
  const encoding = preferredEncoding(requestHeader(c, 'accept-encoding'));
  if (!encoding) return finishedReply(c, plain.body, headers);
  const bytes = typeof plain.body === 'string' ? Buffer.from(plain.body) : plain.body;
  return finishedReply(c, kept?.[encoding] ?? compressBytes(bytes, encoding), {
    ...headers,
    'content-encoding': encoding,
  });
}

/** Whether the reply already has every header (see {@link finishedReply}). */
export function isFinished(res: Response): boolean {
  return finished.has(res);
}
