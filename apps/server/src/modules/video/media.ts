import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import type { PlayUrl } from '@meedu/contract';
import { MEDIA_DIR } from '../../config.ts';
import { parseRange } from '../../lib/byte-range.ts';
import type { Signer } from '../../lib/signing.ts';
import { readMediaGrant } from '../../media/grant.ts';

/**
 * Attachments are only handed out through the download endpoint (which checks the purchase); the video pipeline's
 * folders (src/media/storage.ts, when MEDIA_STORAGE_DIR is this folder) only through its own routes.
 */
const PRIVATE_DIRS = ['attachments', 'uploads', 'hls', 'keys', 'tus', 'captions'];

/** Served to anyone; everything else under /media (the video clips) only with a signed grant. */
const PUBLIC_DIRS = ['covers'];

const TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/**
 * A playlist cut to the segments that start before `seconds` (the trial "preview time"), so a trial hands out
 * only the first part of the video, as Aliyun's PreviewTime does.
 */
export function previewPlaylist(text: string, seconds: number): string {
  const out: string[] = [];
  let elapsed = 0;
  let pendingInf: string | null = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('#EXTINF:')) {
      pendingInf = line;
      continue;
    }
    if (pendingInf !== null && line.trim() !== '' && !line.startsWith('#')) {
      if (elapsed < seconds) {
        out.push(pendingInf, line);
        elapsed += Number.parseFloat(pendingInf.slice('#EXTINF:'.length)) || 0;
      }
      pendingInf = null;
      continue;
    }
    if (line === '#EXT-X-ENDLIST') continue;
    out.push(line);
  }
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  out.push('#EXT-X-ENDLIST', '');
  return out.join('\n');
}

function resolveMedia(rel: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rel);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(MEDIA_DIR, decoded);
  if (!file.startsWith(MEDIA_DIR + path.sep)) return null;
  const top = path.relative(MEDIA_DIR, file).split(path.sep)[0];
  if (top === undefined || PRIVATE_DIRS.includes(top)) return null;
  const type = TYPES[path.extname(file).toLowerCase()];
  if (!type) return null;
  try {
    if (!fs.statSync(file).isFile()) return null;
  } catch {
    return null;
  }
  return file;
}

/** Every URI line of a playlist (segments, or the variants of a master playlist) carries the same grant. */
export function signPlaylist(text: string, token: string): string {
  return text
    .split('\n')
    .map((line) => {
      const uri = line.trim();
      if (uri === '' || uri.startsWith('#')) return line;
      return `${uri}${uri.includes('?') ? '&' : '?'}sign=${token}`;
    })
    .join('\n');
}

/** The trial cut of a playlist; a master playlist (no segments) is left whole, its variants are cut in turn. */
function trialPlaylist(text: string, seconds: number): string {
  return text.includes('#EXTINF:') ? previewPlaylist(text, seconds) : text;
}

/** The segment files of a clip folder that a trial cut at `seconds` lists (cached: the files never change). */
const trialFiles = new Map<string, Set<string>>();
function trialAllows(folder: string, seconds: number, name: string): boolean {
  const key = `${folder}\0${seconds}`;
  let allowed = trialFiles.get(key);
  if (!allowed) {
    allowed = new Set();
    const dir = path.join(MEDIA_DIR, folder);
    for (const playlist of fs.readdirSync(dir).filter((f) => f.endsWith('.m3u8'))) {
      const text = trialPlaylist(fs.readFileSync(path.join(dir, playlist), 'utf8'), seconds);
      for (const line of text.split('\n')) {
        if (line.trim() !== '' && !line.startsWith('#')) allowed.add(line.trim());
      }
    }
    if (trialFiles.size > 1000) trialFiles.clear();
    trialFiles.set(key, allowed);
  }
  return allowed.has(name);
}

/**
 * GET (and HEAD) /media/*: demo media with content types and byte ranges. Covers are public; the files of a
 * video clip need a signed grant (`?sign=`, 403 without a valid one). A trial grant gets the cut playlists and
 * only the segments they list, whatever else the query says; playlists come back with the grant on every URI.
 */
export function serveMedia(c: Context, signer: Signer) {
  const rel = c.req.path.slice('/media/'.length);
  const file = resolveMedia(rel);
  if (!file) return c.text('Not Found', 404);
  const ext = path.extname(file).toLowerCase();
  const type = TYPES[ext] ?? 'application/octet-stream';
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': 'public, max-age=86400',
    'Access-Control-Allow-Origin': '*',
    'X-Content-Type-Options': 'nosniff',
  };

  const parts = path.relative(MEDIA_DIR, file).split(path.sep);
  const folder = parts.length > 1 ? (parts[0] ?? '') : '';
  if (!PUBLIC_DIRS.includes(folder)) {
    const token = c.req.query('sign');
    const grant = token === undefined ? null : readMediaGrant(signer, token, folder);
    if (token === undefined || !grant) return c.text('Forbidden', 403);
    headers['Cache-Control'] = 'private, max-age=3600';
    if (ext === '.m3u8') {
      const text = fs.readFileSync(file, 'utf8');
      const cut = grant.p > 0 ? trialPlaylist(text, grant.p) : text;
      return c.body(signPlaylist(cut, token), 200, { ...headers, 'Cache-Control': 'private, no-cache' });
    }
    if (grant.p > 0 && !trialAllows(folder, grant.p, path.basename(file))) return c.text('Forbidden', 403);
  }

  const size = fs.statSync(file).size;
  headers['Accept-Ranges'] = 'bytes';
  const range = parseRange(c.req.header('range'), size);
  if (range === 'bad') return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` });
  const [start, end] = range ?? [0, size - 1];
  const length = size === 0 ? 0 : end - start + 1;
  const buf = Buffer.alloc(length);
  if (length > 0) {
    const fd = fs.openSync(file, 'r');
    try {
      fs.readSync(fd, buf, 0, length, start);
    } finally {
      fs.closeSync(fd);
    }
  }
  headers['Content-Length'] = String(length);
  if (range) {
    headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
    return c.body(new Uint8Array(buf), 206, headers);
  }
  return c.body(new Uint8Array(buf), 200, headers);
}

/**
 * The playable URLs of a video: demo media in two HLS qualities plus MP4, signed for the member by `grant`
 * (media/grant.ts `MediaGrant`); trials get the cut HLS playlists only. Outside URLs are handed on as they are.
 */
export function playUrls(
  base: string,
  url: string,
  duration: number,
  previewSeconds: number | null,
  grant: (clip: string) => string,
): PlayUrl[] {
  const m = /^media:([a-z0-9_-]+)$/i.exec(url);
  if (m?.[1]) {
    const clip = m[1];
    const sign = `?sign=${grant(clip)}`;
    const list: PlayUrl[] = [
      { url: `${base}/media/${clip}/360p.m3u8${sign}`, format: 'm3u8', duration, name: '360P' },
      { url: `${base}/media/${clip}/240p.m3u8${sign}`, format: 'm3u8', duration, name: '240P' },
    ];
    if (previewSeconds === null) {
      list.push({ url: `${base}/media/${clip}/${clip}.mp4${sign}`, format: 'mp4', duration, name: 'MP4' });
    }
    return list;
  }
  if (/^https?:\/\//i.test(url)) {
    const ext = path.extname(new URL(url).pathname).replace('.', '').toLowerCase();
    return [{ url, format: ext, duration: 0, name: '' }];
  }
  return [];
}
