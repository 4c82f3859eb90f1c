import type { PlayUrl } from '@meedu/contract';
import type { Context } from 'hono';
import { Readable } from 'node:stream';
import type { AppDeps } from '../../deps.ts';
import { parseRange } from '../../lib/byte-range.ts';
import { publicBase } from '../../lib/public-url.ts';
import { assetReference, readMediaGrant, type MediaGrant } from '../../media/grant.ts';
import { KEY_URI_PLACEHOLDER } from '../../media/packager.ts';
import { mediaStorage, readObject, type MediaStorage } from '../../media/storage.ts';
import { previewPlaylist } from './media.ts';

/**
 * Packaged uploads on the play path (src/media): `/media/hls/<asset>/<file>` serves their playlists and segments
 * under the same signed grant as the demo clips (folder `asset:<id>`), and `/media/keys/<asset>` their AES-128
 * key (routes.ts, after the service's checks). Served playlists carry the grant on every URI: variants, segments
 * (through the storage's browser URL) and the `#EXT-X-KEY` URI, rewritten to the key route.
 */

/** The `c` of a packaged asset's grant (a demo clip's is its folder name, which never holds a colon). */
export const packagedGrantFolder = assetReference;

const FILE = /^(?:master|poster|\d+p(?:_\d+)?)\.(m3u8|ts|jpg)$/;

export function packagedMasterUrl(base: string, assetId: number, sign: string, duration: number): PlayUrl {
  return {
    url: `${base}/media/hls/${assetId}/master.m3u8?sign=${sign}`,
    format: 'm3u8',
    duration,
    name: '自动',
  };
}

const keyUrl = (base: string, assetId: number, sign: string) => `${base}/media/keys/${assetId}?sign=${sign}`;

interface Served {
  storage: MediaStorage;
  assetId: number;
  base: string;
  sign: string;
  ttl: number;
}

/** A rendition playlist as served: cut for a trial, key URI and segments carrying the grant. */
async function servedRendition(text: string, grant: MediaGrant, s: Served): Promise<string> {
  const cut = grant.p > 0 ? previewPlaylist(text, grant.p) : text;
  const lines = await Promise.all(
    cut.split('\n').map((line) => {
      if (line.startsWith('#EXT-X-KEY:')) {
        return line.replace(`URI="${KEY_URI_PLACEHOLDER}"`, `URI="${keyUrl(s.base, s.assetId, s.sign)}"`);
      }
      const uri = line.trim();
      if (uri === '' || uri.startsWith('#')) return line;
      return s.storage.browserUrl(`hls/${s.assetId}/${uri}`, {
        base: s.base,
        sign: s.sign,
        expiresInSeconds: s.ttl,
      });
    }),
  );
  return lines.join('\n');
}

/** The master playlist as served: each variant is our playlist route with the grant. */
function servedMaster(text: string, s: Served): string {
  return text
    .split('\n')
    .map((line) => {
      const uri = line.trim();
      if (uri === '' || uri.startsWith('#')) return line;
      return `${s.base}/media/hls/${s.assetId}/${uri}?sign=${s.sign}`;
    })
    .join('\n');
}

/** Whether a trial cut at `seconds` lists this segment (`720p_003.ts` belongs to `720p.m3u8`). */
async function trialListsSegment(storage: MediaStorage, assetId: number, name: string, seconds: number) {
  const rendition = name.slice(0, name.lastIndexOf('_'));
  const playlist = await readObject(storage, `hls/${assetId}/${rendition}.m3u8`);
  if (!playlist) return false;
  return previewPlaylist(playlist.toString('utf8'), seconds)
    .split('\n')
    .some((line) => line.trim() === name);
}

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
const CORS = { 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff' };

/**
 * GET /media/hls/:asset/:file. The poster is public (like a course cover); playlists and segments need the
 * asset's grant (403 otherwise), and a trial grant gets the cut playlists and only the segments they list.
 */
export async function servePackaged(c: Context, deps: Pick<AppDeps, 'signer' | 'config'>): Promise<Response> {
  const assetId = Number(c.req.param('asset'));
  const name = c.req.param('file') ?? '';
  const m = FILE.exec(name);
  if (!Number.isSafeInteger(assetId) || assetId <= 0 || !m) return c.text('Not Found', 404);
  const ext = m[1];
  const storage = mediaStorage(deps.config);
  const key = `hls/${assetId}/${name}`;

  if (ext === 'jpg') {
    const poster = await storage.open(key);
    if (!poster) return c.text('Not Found', 404);
    return c.body(Readable.toWeb(poster), 200, {
      ...CORS,
      'Content-Type': 'image/jpeg',
      'Cache-Control': 'public, max-age=86400',
    });
  }

  const sign = c.req.query('sign');
  const grant = readMediaGrant(deps.signer, sign, packagedGrantFolder(assetId));
  if (!sign || !grant) return c.text('Forbidden', 403);

  if (ext === 'm3u8') {
    const text = await readObject(storage, key);
    if (!text) return c.text('Not Found', 404);
    const served: Served = {
      storage,
      assetId,
      base: publicBase(c, deps.config),
      sign,
      ttl: deps.config.mediaUrlTtlSeconds,
    };
    const body =
      name === 'master.m3u8'
        ? servedMaster(text.toString('utf8'), served)
        : await servedRendition(text.toString('utf8'), grant, served);
    return c.body(body, 200, {
      ...CORS,
      'Content-Type': PLAYLIST_TYPE,
      'Cache-Control': 'private, no-cache',
    });
  }

  const listed = grant.p === 0 || (await trialListsSegment(storage, assetId, name, grant.p));
  if (!listed) return c.text('Forbidden', 403);
  const stat = await storage.stat(key);
  if (!stat) return c.text('Not Found', 404);
  const headers: Record<string, string> = {
    ...CORS,
    'Content-Type': 'video/mp2t',
    'Cache-Control': 'private, max-age=3600',
    'Accept-Ranges': 'bytes',
  };
  const range = parseRange(c.req.header('range'), stat.size);
  if (range === 'bad') return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${stat.size}` });
  const [start, end] = range ?? [0, stat.size - 1];
  const stream = await storage.open(key, { start, end });
  if (!stream) return c.text('Not Found', 404);
  headers['Content-Length'] = String(end - start + 1);
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${stat.size}`;
  return c.body(Readable.toWeb(stream), range ? 206 : 200, headers);
}

/** GET /media/keys/:asset once the service has found the key: private, never stored by a cache. */
export function keyReply(c: Context, key: Buffer | null): Response {
  if (!key) return c.text('Forbidden', 403);
  return c.body(new Uint8Array(key), 200, {
    ...CORS,
    'Content-Type': 'application/octet-stream',
    'Content-Length': String(key.length),
    'Cache-Control': 'private, no-store',
  });
}
