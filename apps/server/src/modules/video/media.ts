import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context } from 'hono';
import type { PlayUrl } from '@meedu/contract';

/** apps/server/media: the committed demo clips (MP4 + HLS), course covers and course attachments. */
export const MEDIA_DIR = fileURLToPath(new URL('../../../media', import.meta.url)).replace(/[\\/]+$/, '');

/** Attachments are only handed out through the download endpoint (which checks the purchase). */
const PRIVATE_DIRS = ['attachments'];

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

/** `bytes=a-b` → [start, end] inclusive, or null when absent; 'bad' when unsatisfiable. */
function parseRange(header: string | undefined, size: number): [number, number] | null | 'bad' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'bad';
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'bad';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'bad';
  return [start, end];
}

/** GET (and HEAD) /media/*: demo media with content types and byte ranges. */
export function serveMedia(c: Context) {
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

  const preview = Number(c.req.query('preview'));
  if (ext === '.m3u8' && Number.isFinite(preview) && preview > 0) {
    const text = previewPlaylist(fs.readFileSync(file, 'utf8'), preview);
    return c.body(text, 200, { ...headers, 'Cache-Control': 'no-cache' });
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

/** The playable URLs of a video: demo media in two HLS qualities plus MP4; trials get cut HLS playlists only. */
export function playUrls(
  base: string,
  url: string,
  duration: number,
  previewSeconds: number | null,
): PlayUrl[] {
  const m = /^media:([a-z0-9_-]+)$/i.exec(url);
  if (m) {
    const clip = m[1];
    const preview = previewSeconds === null ? '' : `?preview=${previewSeconds}`;
    const list: PlayUrl[] = [
      { url: `${base}/media/${clip}/360p.m3u8${preview}`, format: 'm3u8', duration, name: '360P' },
      { url: `${base}/media/${clip}/240p.m3u8${preview}`, format: 'm3u8', duration, name: '240P' },
    ];
    if (previewSeconds === null) {
      list.push({ url: `${base}/media/${clip}/${clip}.mp4`, format: 'mp4', duration, name: 'MP4' });
    }
    return list;
  }
  if (/^https?:\/\//i.test(url)) {
    const ext = path.extname(new URL(url).pathname).replace('.', '').toLowerCase();
    return [{ url, format: ext, duration: 0, name: '' }];
  }
  return [];
}
