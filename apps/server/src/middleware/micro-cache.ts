import type { Context, MiddlewareHandler } from 'hono';
import {
  COMPRESS_FROM_BYTES,
  compressBytes,
  decompress,
  type Bytes,
  type Encoding,
} from '../lib/compression.ts';
import { negotiatedReply } from '../lib/reply.ts';
import { requestHeader } from '../lib/request-header.ts';

interface Entry {
  /**
   * Kept as bytes (the Node adapter writes a Uint8Array body as it is, without building a Fetch Response), with
   * compressed copies made once when the entry is filled rather than on every hit.
   */
  plain: { body: Bytes; length: number; contentType: string };
  /** Null for a reply under 1 KB, sent as it is. */
  compressed: Record<Encoding, Bytes> | null;
  expires: number;
}

const MAX_ENTRIES = 2_000;

function fill(text: string, contentType: string, expires: number): Entry {
  const body = new TextEncoder().encode(text) as Bytes;
  const big = body.byteLength >= COMPRESS_FROM_BYTES;
  return {
    plain: { body, length: body.byteLength, contentType },
    // Quality 5: most of brotli's gain on JSON at a small share of quality 11's time, once a second per URL.
    compressed: big ? { br: compressBytes(body, 'br', 5), gzip: compressBytes(body, 'gzip') } : null,
    expires,
  };
}

const serve = (c: Context, hit: Entry): Response =>
  negotiatedReply(c, hit.plain, hit.compressed ?? undefined);

/**
 * A per-instance micro-cache for public catalogue reads (course list and detail, categories, home blocks, sliders,
 * VIP plans, config): callers get the same bytes for `ttlMs`, the way nginx micro-caching would. A burst of page
 * loads then costs one query per URL per second: while one request refills an entry, the others get the previous
 * copy, or wait for that one request when there is none (no stampede of identical queries when an entry expires
 * under load). `audience` says who may be served a copy: `everyone` for reads that are the same whoever asks;
 * `visitors` for reads with a member's own fields (a course's is_buy), whose requests with a token always reach
 * the handler and are never kept. Failures are never kept. `ttlMs` 0 turns it off (the tests).
 */
export function microCache(ttlMs: number, audience: 'everyone' | 'visitors'): MiddlewareHandler {
  const entries = new Map<string, Entry>();
  const filling = new Map<string, Promise<Entry | null>>();
  return async (c, next) => {
    if (ttlMs <= 0 || c.req.method !== 'GET') return next();
    if (audience === 'visitors' && requestHeader(c, 'authorization')) return next();
    const key = `${requestHeader(c, 'host') ?? ''} ${c.req.url}`;
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

/**
 * The entry to keep for a reply, or null: a 200 JSON envelope with `code` 0, or a 200 page or sitemap (the
 * crawlable public pages, modules/seo, whose failures answer 404 or 500).
 */
async function cacheable(res: Response, expires: number): Promise<Entry | null> {
  const type = res.headers.get('content-type') ?? '';
  const json = type.startsWith('application/json');
  const page = type.startsWith('text/html') || type.startsWith('application/xml');
  if (res.status !== 200 || !(json || page)) return null;
  // The envelope comes compressed for a client that accepts it (lib/envelope.ts); the entry keeps it plain.
  const sent = new Uint8Array(await res.clone().arrayBuffer());
  const text = decompress(sent, res.headers.get('content-encoding')).toString('utf8');
  return page || text.startsWith('{"code":0') ? fill(text, type, expires) : null;
}
