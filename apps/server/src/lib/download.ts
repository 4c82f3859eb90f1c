import type { Context } from 'hono';
import fs from 'node:fs';
import { Readable } from 'node:stream';

/** A file on this machine, or content read from a storage (a bucket) with its size. */
export type DownloadSource = { file: string } | { content: Readable; size: number };

/**
 * A stored file sent for the browser to save as `name` (its extension added when the name lacks it), never
 * cached. The plain `filename` is ASCII for old browsers; `filename*` carries the real, UTF-8 name.
 */
export async function downloadReply(
  c: Context,
  attach: DownloadSource & { name: string; extension: string },
): Promise<Response> {
  const ext = attach.extension ? `.${attach.extension}` : '';
  const filename = attach.name.endsWith(ext) ? attach.name : attach.name + ext;
  const headers = {
    'Content-Type': 'application/octet-stream',
    'Content-Disposition': `attachment; filename="attachment${ext}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    'Cache-Control': 'private, no-store',
  };
  if ('content' in attach) {
    return c.body(Readable.toWeb(attach.content) as ReadableStream<Uint8Array>, 200, {
      ...headers,
      'Content-Length': String(attach.size),
    });
  }
  const body = await fs.promises.readFile(attach.file);
  return c.body(body, 200, { ...headers, 'Content-Length': String(body.length) });
}
