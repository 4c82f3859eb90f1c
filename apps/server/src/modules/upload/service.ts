import type { UploadedImage } from '@meedu/contract';
import type { AppDeps } from '../../deps.ts';
import { saveUpload, type ImageFile } from '../../lib/uploads.ts';

/** How long the upload receipt (`encryptData`) stays valid, as the reference's `expired_time` (contract §6.1). */
export const RECEIPT_TTL_SECONDS = 1800;

/** Stores an image a member uploaded and answers where it is, with a signed receipt. */
export async function uploadImage(
  deps: Pick<AppDeps, 'config' | 'clock' | 'signer'>,
  userId: number,
  image: ImageFile,
  base: string,
): Promise<UploadedImage> {
  const stored = await saveUpload(deps.config.uploadDir, 'images', image);
  const expired = Math.floor(deps.clock.now().getTime() / 1000) + RECEIPT_TTL_SECONDS;
  return {
    path: stored,
    url: `${base}${stored}`,
    disk: 'public',
    name: image.name,
    expired_time: expired,
    encryptData: deps.signer.sign('upload-image', { path: stored, user_id: userId }, RECEIPT_TTL_SECONDS),
  };
}
