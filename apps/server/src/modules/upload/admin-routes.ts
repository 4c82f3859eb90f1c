import { CONSOLE_IMAGE_MAX_BYTES, type AdminUploadedImage } from '@meedu/contract/admin';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireAnyEdit, type AdminEnv } from '../../console/auth.ts';
import { AdminError, adminErrorReply, adminJson } from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { AppDeps } from '../../deps.ts';
import { imageSize, imageTooLarge } from '../../lib/image-size.ts';
import { publicBase } from '../../lib/public-url.ts';
import { IMAGE_TOO_LARGE, detectImage } from '../../lib/uploads.ts';
import { storeConsoleImage } from './service.ts';
import { formBody } from '../../lib/validate.ts';

export const NOT_AN_IMAGE = '请上传 PNG、JPEG、GIF 或 WebP 图片';
export const IMAGE_OVER_LIMIT = `图片不能超过 ${CONSOLE_IMAGE_MAX_BYTES / 1024 / 1024}MB`;
const NO_FILE = '请选择要上传的图片';

/** The console's uploads (docs/console.md, "Kit"): images for every editing screen. */
export const uploadAdminModule: AdminModule = (app, deps) => {
  app.post(
    '/uploads/images',
    requireAnyEdit(),
    // The multipart form's own bytes on top of the image.
    bodyLimit({
      maxSize: CONSOLE_IMAGE_MAX_BYTES + 64 * 1024,
      onError: (c) => adminErrorReply(c, fileError(413, IMAGE_OVER_LIMIT)),
    }),
    uploadImage(deps),
  );
};

const fileError = (status: 400 | 413, message: string) => new AdminError(status, message, { file: message });

/**
 * `POST /uploads/images` (multipart field `file`): the type is read from the file's first bytes, never its name
 * or declared type, so only real PNG, JPEG, GIF and WebP images are kept (no SVG or HTML a browser would run);
 * the header's declared size must be sensible (no decompression bombs). Answers where the image is served.
 */
const uploadImage = (deps: AppDeps) => async (c: Context<AdminEnv>) => {
  const file = (await formBody(c))?.file;
  if (!(file instanceof File) || file.size === 0) throw fileError(400, NO_FILE);
  if (file.size > CONSOLE_IMAGE_MAX_BYTES) throw fileError(413, IMAGE_OVER_LIMIT);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const ext = detectImage(bytes);
  if (!ext) throw fileError(400, NOT_AN_IMAGE);
  const size = imageSize(bytes, ext);
  if (!size) throw fileError(400, NOT_AN_IMAGE);
  if (imageTooLarge(size)) throw fileError(400, IMAGE_TOO_LARGE);
  const path = await storeConsoleImage(deps, { bytes, ext });
  return adminJson<AdminUploadedImage>(c, { url: `${publicBase(c, deps.config)}${path}`, path }, 201);
};
