import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { ApiError } from './envelope.ts';
import { imageSize, imageTooLarge, type ImageExt } from './image-size.ts';

/**
 * Image uploads: the type comes from the file's first bytes (never from its name or declared type), so only
 * real PNG, JPEG, GIF and WebP files are kept (no SVG or HTML that a browser would run), and only when their
 * header declares a sensible size (lib/image-size.ts). Files are stored with a random name under `<folder>/` of the
 * upload storage (UPLOAD_DIR, or the bucket's `uploads/` area: media/storage.ts `uploadStorage`) and served at
 * `/uploads/...`; modules/upload records each one (owner, size).
 */
export type { ImageExt };

/** Refused images: the declared size is over the limits (a decompression bomb), or the header is unreadable. */
export const IMAGE_TOO_LARGE = '图片尺寸过大';

/** Checks the header of an image recognised as `ext`: '图片尺寸过大' over the limits; `unreadable` without one. */
export function checkImageSize(bytes: Uint8Array, ext: ImageExt, unreadable: string): void {
  const size = imageSize(bytes, ext);
  if (!size) throw new ApiError(unreadable);
  if (imageTooLarge(size)) throw new ApiError(IMAGE_TOO_LARGE);
}

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
  checkImageSize(bytes, ext, '请上传图片文件');
  return { bytes, ext, name: file.name };
}

/** A new random path on this server for an image in `folder`, e.g. `/uploads/avatars/3f…a1.png`. */
export function newUploadPath(folder: string, ext: ImageExt): string {
  return `/uploads/${folder}/${randomBytes(16).toString('hex')}.${ext}`;
}

const STORED = /^\/uploads\/([a-z]+\/[a-f0-9]{32}\.(?:png|jpg|gif|webp))$/;

/**
 * The storage key of a path made by {@link newUploadPath} (`avatars/3f…a1.png`, the path under `/uploads/`);
 * null for anything else (URLs, other paths), which is never written or removed.
 */
export function uploadKey(stored: string): string | null {
  return STORED.exec(stored)?.[1] ?? null;
}
