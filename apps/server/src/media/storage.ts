import { randomBytes } from 'node:crypto';
import { isMissingFile } from '../lib/missing-file.ts';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ServerConfig } from '../config.ts';
import { s3Client, s3Storage } from './s3-storage.ts';
import { assertStorageKey } from './storage-key.ts';

/**
 * Where the video pipeline keeps its files, by key (`uploads/<upload>/source`, `hls/<asset>/720p_000.ts`,
 * `keys/<key id>.key`), and where uploaded images are kept (`avatars/<name>.png`): the local disk, or an
 * S3-compatible bucket (media/s3-storage.ts), chosen at start-up by STORAGE.
 */
export interface MediaStorage {
  /** Stores `source` under `key`, replacing what was there. A `{ file }` source is moved (copied across disks). */
  put(key: string, source: PutSource): Promise<void>;
  /** Reads an object, or the inclusive byte range of it; null when there is none. */
  open(key: string, range?: ByteRange): Promise<Readable | null>;
  stat(key: string): Promise<StoredObject | null>;
  /** Removes an object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** The keys that start with `prefix`, sorted. */
  list(prefix: string): Promise<string[]>;
  /**
   * The address a browser fetches an object at: on local disk our own `/media/<key>` route with the play grant
   * in `sign`; in a bucket, a URL signed by the bucket for `expiresInSeconds`.
   */
  browserUrl(
    key: string,
    options: { base: string; sign?: string; expiresInSeconds: number },
  ): Promise<string>;
  /** A file on this machine holding the object, for tools that need a path (ffmpeg); release it when done. */
  localFile(key: string): Promise<LocalFile>;
}

export type PutSource = Buffer | Readable | { file: string };

/** Inclusive, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  size: number;
  modifiedAt: Date;
}

export interface LocalFile {
  path: string;
  release(): Promise<void>;
}

export { assertStorageKey };

/**
 * The local-disk storage under `root` (MEDIA_STORAGE_DIR). Writes go to a temporary name beside the target and
 * are renamed into place, so a reader never sees half a file; names starting with a dot are never listed.
 */
export function localStorage(root: string): MediaStorage {
  const resolve = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  const tempBeside = (file: string) =>
    path.join(path.dirname(file), `.tmp-${randomBytes(6).toString('hex')}`);

  /** Removes the folders a delete left empty, up to the root. */
  async function pruneEmptyFolders(dir: string): Promise<void> {
    while (dir.startsWith(root + path.sep)) {
      try {
        await fs.promises.rmdir(dir);
      } catch {
        return;
      }
      dir = path.dirname(dir);
    }
  }

  async function walk(dir: string, keyPrefix: string, out: string[]): Promise<void> {
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(dir, { withFileTypes: true });
    } catch (err) {
      if (isMissingFile(err)) return;
      throw err;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const key = `${keyPrefix}${entry.name}`;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${key}/`, out);
      else if (entry.isFile()) out.push(key);
    }
  }

  return {
    async put(key, source) {
      const file = resolve(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      if (!Buffer.isBuffer(source) && !(source instanceof Readable)) {
        try {
          await fs.promises.rename(source.file, file);
          return;
        } catch (err) {
          if (!(err instanceof Error && 'code' in err && err.code === 'EXDEV')) throw err;
        }
        const temp = tempBeside(file);
        await fs.promises.copyFile(source.file, temp);
        await fs.promises.rename(temp, file);
        await fs.promises.rm(source.file, { force: true });
        return;
      }
      const temp = tempBeside(file);
      try {
        if (Buffer.isBuffer(source)) await fs.promises.writeFile(temp, source);
        else await pipeline(source, fs.createWriteStream(temp));
        await fs.promises.rename(temp, file);
      } finally {
        await fs.promises.rm(temp, { force: true });
      }
    },

    async open(key, range) {
      const file = resolve(key);
      const handle = await fs.promises.open(file, 'r').catch((err: unknown) => {
        if (isMissingFile(err)) return null;
        throw err;
      });
      if (!handle) return null;
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async stat(key) {
      try {
        const s = await fs.promises.stat(resolve(key));
        return s.isFile() ? { size: s.size, modifiedAt: s.mtime } : null;
      } catch (err) {
        if (isMissingFile(err)) return null;
        throw err;
      }
    },

    async delete(key) {
      const file = resolve(key);
      await fs.promises.rm(file, { force: true });
      await pruneEmptyFolders(path.dirname(file));
    },

    async list(prefix) {
      const slash = prefix.lastIndexOf('/');
      const folder = prefix.slice(0, slash + 1);
      if (folder !== '') assertStorageKey(folder.slice(0, -1));
      const out: string[] = [];
      await walk(path.join(root, ...folder.split('/').filter(Boolean)), folder, out);
      return out.filter((key) => key.startsWith(prefix)).sort();
    },

    browserUrl(key, { base, sign }) {
      assertStorageKey(key);
      return Promise.resolve(`${base}/media/${key}${sign === undefined ? '' : `?sign=${sign}`}`);
    },

    async localFile(key) {
      const file = resolve(key);
      await fs.promises.access(file, fs.constants.R_OK);
      return { path: file, release: () => Promise.resolve() };
    },
  };
}

interface Stores {
  media: MediaStorage;
  /** Uploaded images, keyed by their path under `/uploads/` (`avatars/<name>.png`). */
  uploads: MediaStorage;
  /** The public address of an uploaded image in the bucket; undefined on local disk (our `/uploads/` route). */
  uploadUrl: ((key: string) => string) | undefined;
}

/** One set of stores per configuration: a bucket's client (its connection pool) is made once, not per request. */
const storesByConfig = new WeakMap<object, Stores>();

type StorageDeps = Pick<ServerConfig, 'media' | 'uploadDir' | 'storage'>;

function storesOf(config: StorageDeps): Stores {
  const known = storesByConfig.get(config.storage);
  if (known) return known;
  let stores: Stores;
  if (config.storage.kind === 's3') {
    const client = s3Client(config.storage);
    // Downloads for ffmpeg and spooled streams are temporary files of this instance only.
    const workDir = path.join(config.media.storageDir, '.work');
    const uploads = s3Storage({
      client,
      config: config.storage,
      prefix: 'uploads/',
      workDir,
      cacheControl: 'public, max-age=86400',
    });
    stores = {
      media: s3Storage({ client, config: config.storage, prefix: 'media/', workDir }),
      uploads,
      uploadUrl: (key) => uploads.publicUrl(key),
    };
  } else {
    stores = {
      media: localStorage(config.media.storageDir),
      uploads: localStorage(config.uploadDir),
      uploadUrl: undefined,
    };
  }
  storesByConfig.set(config.storage, stores);
  return stores;
}

/** The video pipeline's storage: MEDIA_STORAGE_DIR, or the bucket's private `media/` area (STORAGE=s3). */
export function mediaStorage(config: StorageDeps): MediaStorage {
  return storesOf(config).media;
}

/** Uploaded images: UPLOAD_DIR, or the bucket's public-read `uploads/` area (STORAGE=s3). */
export function uploadStorage(config: StorageDeps): MediaStorage {
  return storesOf(config).uploads;
}

/**
 * Where a browser fetches an uploaded image (`avatars/<name>.png`) when it is in a bucket: its public address
 * (S3_PUBLIC_URL or the bucket's). Undefined on local disk, where our `/uploads/` route serves it.
 */
export function bucketUploadUrl(config: StorageDeps, key: string): string | undefined {
  return storesOf(config).uploadUrl?.(key);
}

/** An object's whole content (playlists, keys), or null when there is none. */
export async function readObject(storage: MediaStorage, key: string): Promise<Buffer | null> {
  const stream = await storage.open(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks);
}
