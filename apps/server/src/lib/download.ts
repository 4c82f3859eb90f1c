import type { Context } from 'hono';
import fs from 'node:fs';

/**
 * A stored file sent for the browser to save as `name` (its extension added when the name lacks it), never
 * cached. The plain `filename` is ASCII for old browsers; `filename*` carries the real, UTF-8 name.
 */
export async function downloadReply(
  c: Context,
  attach: { file: string; name: string; extension: string },
): Promise<Response> {
  const body = await fs.promises.readFile(attach.file);
  const ext = attach.extension ? `.${attach.extension}` : '';
  const filename = attach.name.endsWith(ext) ? attach.name : attach.name + ext;
  return c.body(body, 200, {
    'Content-Type': 'application/octet-stream',
    'Content-Length': String(body.length),
    'Content-Disposition': `attachment; filename="attachment${ext}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    'Cache-Control': 'private, no-store',
  });
}
