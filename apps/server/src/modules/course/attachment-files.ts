import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { MEDIA_DIR, type ServerConfig } from '../../config.ts';
import { mediaStorage } from '../../media/storage.ts';

/**
 * Where attachments' files live. The console writes course attachments under `course-attachments/<course>/` and
 * live courseware under `live-attachments/<lesson>/` (the row's `path`): in the media folder on local disk, or in
 * the bucket's private `media/` area with STORAGE=s3 (the download checks the member's access, so our server
 * streams them). The demo's own attachments are files shipped in the media folder and stay there whatever the
 * storage.
 */
export const ATTACHMENT_FOLDER = 'course-attachments';
export const LIVE_ATTACHMENT_FOLDER = 'live-attachments';
const CONSOLE_FOLDERS = [ATTACHMENT_FOLDER, LIVE_ATTACHMENT_FOLDER];

type StorageConfig = Pick<ServerConfig, 'media' | 'uploadDir' | 'storage'>;

/** Whether the console wrote this file (so it goes with its row); the demo's shipped files are not. */
export const isConsoleAttachment = (relative: string) =>
  CONSOLE_FOLDERS.some((folder) => relative.startsWith(`${folder}/`));

const inBucket = (config: StorageConfig, relative: string) =>
  config.storage.kind === 's3' && isConsoleAttachment(relative);

export async function writeAttachment(
  config: StorageConfig,
  relative: string,
  bytes: Uint8Array,
): Promise<void> {
  if (inBucket(config, relative)) {
    await mediaStorage(config).put(relative, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return;
  }
  const target = path.join(MEDIA_DIR, relative);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  await fs.promises.writeFile(target, bytes);
}

/**
 * Stores an uploaded file under `<folder>/<owner>/` with a random name, then runs `record` (its row and audit, in
 * one transaction) with that path; when recording fails the file is removed again.
 */
export async function storeAttachment<T>(
  config: StorageConfig,
  place: { folder: string; owner: number; extension: string },
  bytes: Uint8Array,
  record: (relative: string) => Promise<T>,
): Promise<T> {
  const relative = path.posix.join(
    place.folder,
    String(place.owner),
    `${crypto.randomUUID()}.${place.extension}`,
  );
  await writeAttachment(config, relative, bytes);
  try {
    return await record(relative);
  } catch (err) {
    await removeAttachment(config, relative);
    throw err;
  }
}

export async function removeAttachment(config: StorageConfig, relative: string): Promise<void> {
  if (inBucket(config, relative)) await mediaStorage(config).delete(relative);
  else await fs.promises.rm(path.join(MEDIA_DIR, relative), { force: true });
}

/** The file's content and size, or null when it is not there (or the path leaves the media folder). */
export async function openAttachment(
  config: StorageConfig,
  relative: string,
): Promise<{ content: Readable; size: number } | null> {
  if (inBucket(config, relative)) {
    const storage = mediaStorage(config);
    const stat = await storage.stat(relative);
    const content = stat && (await storage.open(relative));
    return stat && content ? { content, size: stat.size } : null;
  }
  const file = path.resolve(MEDIA_DIR, relative);
  if (!file.startsWith(MEDIA_DIR + path.sep)) return null;
  const stat = await fs.promises.stat(file).catch(() => null);
  return stat?.isFile() ? { content: fs.createReadStream(file), size: stat.size } : null;
}
