import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { MEDIA_DIR, type ServerConfig } from '../../config.ts';
import { mediaStorage } from '../../media/storage.ts';

/**
 * Where course attachments' files live. The console writes them under `course-attachments/<course>/` (the row's
 * `path`): in the media folder on local disk, or in the bucket's private `media/` area with STORAGE=s3 (the
 * download checks the member's access, so our server streams them). The demo's own attachments are files
 * shipped in the media folder and stay there whatever the storage.
 */
export const ATTACHMENT_FOLDER = 'course-attachments';

type StorageConfig = Pick<ServerConfig, 'media' | 'uploadDir' | 'storage'>;

const inBucket = (config: StorageConfig, relative: string) =>
  config.storage.kind === 's3' && relative.startsWith(`${ATTACHMENT_FOLDER}/`);

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
