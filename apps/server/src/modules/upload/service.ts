import type { UploadedImage } from '@meedu/contract';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { ApiError } from '../../lib/envelope.ts';
import { newUploadPath, uploadKey, type ImageFile } from '../../lib/uploads.ts';
import { bucketUploadUrl, uploadStorage } from '../../media/storage.ts';
import { withinLimit } from '../../limits/limits.ts';
import * as repo from './repository.ts';
import type { UploadKind } from './repository.ts';
import { nowDb } from '../../lib/http.ts';

export type { UploadKind };

/** How long the upload receipt (`encryptData`) stays valid, as the reference's `expired_time` (contract §6.1). */
export const RECEIPT_TTL_SECONDS = 1800;

/** An upload nothing points at is removed once it is this old (the hourly job; docs/decisions.md). */
export const UNREFERENCED_GRACE_MS = 24 * 3_600_000;

const FOLDERS: Record<UploadKind, string> = { avatar: 'avatars', image: 'images', snapshot: 'snapshot' };

type StorageDeps = Pick<AppDeps, 'config'>;

/** Writes the bytes of an upload at its path (see `newUploadPath`), on disk or in the bucket. */
async function writeUpload(deps: StorageDeps, stored: string, bytes: Uint8Array): Promise<void> {
  const key = uploadKey(stored);
  if (!key) throw new Error(`not an upload path: ${stored}`);
  await uploadStorage(deps.config).put(key, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/** Removes the object of an upload path; anything else (URLs, other paths) is left alone. */
async function removeUpload(deps: StorageDeps, stored: string): Promise<void> {
  const key = uploadKey(stored);
  if (key) await uploadStorage(deps.config).delete(key);
}

/** Where a browser fetches an upload: the bucket's public address (STORAGE=s3), else our `/uploads/` route. */
export function publicUploadUrl(deps: StorageDeps, stored: string, base: string): string {
  const key = uploadKey(stored);
  return (key === null ? undefined : bucketUploadUrl(deps.config, key)) ?? `${base}${stored}`;
}

/**
 * Stores a checked image for a member and records it (owner, size): at most `UPLOADS_PER_10_MINUTES` per member
 * ('上传过于频繁，请稍后再试') and `UPLOAD_QUOTA_MB` of stored uploads ('上传空间已满'). The record is written
 * before the quota is summed, outside any transaction, so uploads racing each other each see the others and never
 * pass the quota together. `replaces` (a member's current avatar) does not count, since it goes once this is
 * stored. Answers the path the image is served at.
 */
export async function storeUpload(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'limits'>,
  userId: number,
  kind: UploadKind,
  image: Pick<ImageFile, 'bytes' | 'ext'>,
  replaces = '',
): Promise<string> {
  if (!(await withinLimit(deps.limits.upload, String(userId))))
    throw new ApiError('上传过于频繁，请稍后再试');
  const stored = newUploadPath(FOLDERS[kind], image.ext);
  const id = await repo.insertUpload(deps.db, {
    user_id: userId,
    kind,
    path: stored,
    size: image.bytes.length,
    created_at: nowDb(deps.clock),
  });
  try {
    if ((await repo.usedBytes(deps.db, userId, replaces)) > deps.config.uploadQuotaBytes)
      throw new ApiError('上传空间已满');
    await writeUpload(deps, stored, image.bytes);
  } catch (err) {
    await repo.deleteUploadById(deps.db, id);
    throw err;
  }
  return stored;
}

/** Removes an upload (its record and its file); anything that is not an upload path is left alone. */
export async function discardUpload(deps: Pick<AppDeps, 'db' | 'config'>, stored: string): Promise<void> {
  if (!stored.startsWith('/uploads/')) return;
  await repo.deleteUploadByPath(deps.db, stored);
  await removeUpload(deps, stored);
}

/** The hourly job's step: removes the uploads nothing points at after the grace period. Answers how many. */
export async function removeUnreferencedUploads(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
): Promise<number> {
  const before = toDbTime(new Date(deps.clock.now().getTime() - UNREFERENCED_GRACE_MS));
  let removed = 0;
  for (;;) {
    const paths = await repo.deleteUnreferencedUploads(deps.db, before, 500);
    for (const p of paths) await removeUpload(deps, p);
    removed += paths.length;
    if (paths.length < 500) return removed;
  }
}

/** contract §6.1: stores an image a member uploaded and answers where it is, with a signed receipt. */
export async function uploadImage(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'limits' | 'signer'>,
  userId: number,
  image: ImageFile,
  base: string,
): Promise<UploadedImage> {
  const stored = await storeUpload(deps, userId, 'image', image);
  const expired = Math.floor(deps.clock.now().getTime() / 1000) + RECEIPT_TTL_SECONDS;
  return {
    path: stored,
    url: publicUploadUrl(deps, stored, base),
    disk: 'public',
    name: image.name,
    expired_time: expired,
    encryptData: deps.signer.sign('upload-image', { path: stored, user_id: userId }, RECEIPT_TTL_SECONDS),
  };
}

/**
 * Stores an image an administrator uploaded (already checked by its content) under `/uploads/console/` and answers
 * its path. Not recorded in `uploads`: that table holds members' files against their quota, and its hourly sweep
 * removes images nothing there points at, while console images are pointed at by settings, sliders, courses…
 */
export async function storeConsoleImage(
  deps: Pick<AppDeps, 'config'>,
  image: Pick<ImageFile, 'bytes' | 'ext'>,
): Promise<string> {
  const stored = newUploadPath('console', image.ext);
  await writeUpload(deps, stored, image.bytes);
  return stored;
}
