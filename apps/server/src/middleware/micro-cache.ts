import type { Context, MiddlewareHandler } from 'hono';
import zlib from 'node:zlib';
import { acceptedEncodings } from '../lib/accept-encoding.ts';

type Bytes = Uint8Array<ArrayBuffer>;

interface Entry {
  /**
   * Kept as bytes (the Node adapter writes a Uint8Array body as it is, without building a Fetch Response), with
   * compressed copies made once when the entry is filled rather than on every hit.
   */
  plain: Bytes;
  br: Bytes | null;
  gzip: Bytes | null;
  status: number;
  contentType: string;
  expires: number;
}

const MAX_ENTRIES = 2_000;
/** Below this, compression saves less than its headers cost (hono's compress uses the same threshold). */
const COMPRESS_FROM_BYTES = 1024;

const bytes = (b: Uint8Array): Bytes => new Uint8Array(b);

function fill(text: string, status: number, contentType: string, expires: number): Entry {
  const plain = bytes(new TextEncoder().encode(text));
  const big = plain.byteLength >= COMPRESS_FROM_BYTES;
  return {
    plain,
    // Quality 5: most of brotli's gain on JSON at a small share of quality 11's time, once a second per URL.
    br: big
      ? bytes(zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }))
      : null,
    gzip: big ? bytes(zlib.gzipSync(plain, { level: 6 })) : null,
    status,
    contentType,
    expires,
  };
}

function serve(c: Context, hit: Entry): Response {
  const headers: Record<string, string> = { 'content-type': hit.contentType };
  if (!hit.br || !hit.gzip) return c.body(hit.plain, hit.status as 200, headers);
  // The encoding chosen here is final: the compress middleware leaves a reply with Content-Encoding alone.
  headers.vary = 'Accept-Encoding';
  const accepts = acceptedEncodings(c.req.header('accept-encoding'));
  if (accepts('br')) return c.body(hit.br, hit.status as 200, { ...headers, 'content-encoding': 'br' });
  if (accepts('gzip')) return c.body(hit.gzip, hit.status as 200, { ...headers, 'content-encoding': 'gzip' });
  return c.body(hit.plain, hit.status as 200, headers);
}

/**
 * A per-instance micro-cache for public catalogue reads (course list and detail, categories, home blocks, sliders,
 * VIP plans, config): visitors without a token get the same bytes for `ttlMs`, the way nginx micro-caching
 * would. A burst of page loads then costs one query per URL per second: while one request refills an entry,
 * the others get the previous copy, or wait for that one request when there is none (no stampede of identical
 * queries when an entry expires under load). Requests with a token are never cached (they carry personal fields
 * such as is_buy), and neither are failures. `ttlMs` 0 turns it off (the tests).
 */
export function microCache(ttlMs: number): MiddlewareHandler {
  const entries = new Map<string, Entry>();
  const filling = new Map<string, Promise<Entry | null>>();
  return async (c, next) => {
    if (ttlMs <= 0 || c.req.method !== 'GET' || c.req.header('authorization')) return next();
    const key = `${c.req.header('host') ?? ''} ${c.req.url}`;
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) return serve(c, hit);
    const pending = filling.get(key);
    if (pending) {
      if (hit) return serve(c, hit);
      const filled = await pending;
      return filled ? serve(c, filled) : next();
    }
    let done: (e: Entry | null) => void = () => undefined;
    filling.set(key, new Promise<Entry | null>((resolve) => (done = resolve)));
    let entry: Entry | null = null;
    try {
      await next();
      entry = await cacheable(c.res, Date.now() + ttlMs);
      if (entry) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(key, entry);
      }
    } finally {
      filling.delete(key);
      done(entry);
    }
  };
}

/** The entry to keep for a reply, or null: only a 200 JSON envelope with `code` 0 is worth keeping. */
async function cacheable(res: Response, expires: number): Promise<Entry | null> {
  const type = res.headers.get('content-type') ?? '';
  if (res.status !== 200 || !type.startsWith('application/json')) return null;
  const text = await res.clone().text();
  return text.startsWith('{"code":0') ? fill(text, res.status, type, expires) : null;
}
