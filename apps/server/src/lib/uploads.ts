import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { ApiError } from './envelope.ts';

/**
 * Image uploads: the type comes from the file's first bytes (never from its name or declared type), so only
 * real PNG, JPEG, GIF and WebP files are kept (no SVG or HTML that a browser would run). Files are stored under
 * `<UPLOAD_DIR>/<folder>/` (config `uploadDir`) with a random name and served at `/uploads/...`.
 */
export type ImageExt = 'png' | 'jpg' | 'gif' | 'webp';

export function detectImage(bytes: Uint8Array): ImageExt | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (starts([0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

export interface ImageFile {
  bytes: Uint8Array;
  ext: ImageExt;
  name: string;
}

/** Reads the multipart field `file` and checks it (contract §5.7, §6.1 messages). */
export async function readImageUpload(c: Context, maxKb: number, tooLarge: string): Promise<ImageFile> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new ApiError('请上传文件');
  }
  const file = form.file;
  if (!(file instanceof File) || file.size === 0) throw new ApiError('请上传文件');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const ext = detectImage(bytes);
  if (!ext) throw new ApiError('请上传图片文件');
  if (file.size > maxKb * 1024) throw new ApiError(tooLarge);
  return { bytes, ext, name: file.name };
}

/** Saves the image under `uploadDir` and returns its path on this server, e.g. `/uploads/avatars/3f…a1.png`. */
export async function saveUpload(uploadDir: string, folder: string, image: ImageFile): Promise<string> {
  const dir = path.join(uploadDir, folder);
  await fs.promises.mkdir(dir, { recursive: true });
  const file = `${randomBytes(16).toString('hex')}.${image.ext}`;
  await fs.promises.writeFile(path.join(dir, file), image.bytes);
  return `/uploads/${folder}/${file}`;
}

/** Removes a file saved by {@link saveUpload}; anything else (URLs, other paths) is left alone. */
export async function removeUpload(uploadDir: string, folder: string, stored: string): Promise<void> {
  const prefix = `/uploads/${folder}/`;
  if (!stored.startsWith(prefix)) return;
  const name = stored.slice(prefix.length);
  if (!/^[a-f0-9]{32}\.(png|jpg|gif|webp)$/.test(name)) return;
  await fs.promises.rm(path.join(uploadDir, folder, name), { force: true });
}
