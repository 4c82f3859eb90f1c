import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config.ts';
import type { ByteRange, MediaStorage } from './storage.ts';
import { assertStorageKey } from './storage-key.ts';

/**
 * The S3-compatible implementation of {@link MediaStorage} (AWS S3, Aliyun OSS, Tencent COS, MinIO, Cloudflare R2).
 * One bucket holds two areas, each a storage of its own under a key prefix: `uploads/` (images, public-read) and
 * `media/` (the video pipeline, private: reached only through URLs the bucket signs or through our routes).
 */
export interface BucketStorage extends MediaStorage {
  /** The unsigned address of an object, for the public-read area: S3_PUBLIC_URL (a CDN) or the bucket's own. */
  publicUrl(key: string): string;
}

/** One client per configuration: it holds the connection pool and the credentials. */
export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's default CRC32 trailers (aws-chunked bodies) are refused by several S3-compatible services
    // (OSS, COS, older MinIO); checksums only where the API requires them keeps every provider working.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** What a browser should be told an object is; the key's extension is ours (random names, checked content). */
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
};
const contentType = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

const isNotFound = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

export interface BucketArea {
  client: S3Client;
  config: S3Config;
  /** The area's key prefix in the bucket, ending in `/`. */
  prefix: string;
  /** A local folder for the temporary files `localFile` downloads and stream puts spool to. */
  workDir: string;
  /** Cache-Control stored with each object (public images are cached by browsers and CDNs). */
  cacheControl?: string;
}

export function s3Storage(area: BucketArea): BucketStorage {
  const { client, config, prefix, workDir } = area;
  const Bucket = config.bucket;
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return `${prefix}${key}`;
  };
  const tempFile = async () => {
    await fs.promises.mkdir(workDir, { recursive: true });
    return path.join(workDir, `.s3-${randomBytes(8).toString('hex')}`);
  };

  async function putFile(key: string, file: string): Promise<void> {
    const { size } = await fs.promises.stat(file);
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: objectKey(key),
        Body: fs.createReadStream(file),
        ContentLength: size,
        ContentType: contentType(key),
        CacheControl: area.cacheControl,
      }),
    );
  }

  async function open(key: string, range?: ByteRange): Promise<Readable | null> {
    try {
      const reply = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: objectKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!(reply.Body instanceof Readable)) throw new Error(`no body for ${key}`);
      return reply.Body;
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  return {
    async put(key, source) {
      if (Buffer.isBuffer(source)) {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: objectKey(key),
            Body: source,
            ContentType: contentType(key),
            CacheControl: area.cacheControl,
          }),
        );
        return;
      }
      if (!(source instanceof Readable)) {
        await putFile(key, source.file);
        await fs.promises.rm(source.file, { force: true });
        return;
      }
      // A single PUT needs its length up front: a stream of unknown length is spooled to a file first.
      const spool = await tempFile();
      try {
        await pipeline(source, fs.createWriteStream(spool));
        await putFile(key, spool);
      } finally {
        await fs.promises.rm(spool, { force: true });
      }
    },

    open,

    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    async list(keyPrefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${prefix}${keyPrefix}`, ContinuationToken }),
        );
        for (const item of page.Contents ?? []) {
          if (item.Key?.startsWith(prefix)) keys.push(item.Key.slice(prefix.length));
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },

    browserUrl(key, { expiresInSeconds }) {
      // The bucket checks this signature and its expiry; our grant is not part of the address.
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: objectKey(key) }), {
        expiresIn: expiresInSeconds,
      });
    },

    async localFile(key) {
      const stream = await open(key);
      if (!stream) throw new Error(`no object ${key}`);
      const file = await tempFile();
      try {
        await pipeline(stream, fs.createWriteStream(file));
      } catch (err) {
        await fs.promises.rm(file, { force: true });
        throw err;
      }
      return { path: file, release: () => fs.promises.rm(file, { force: true }) };
    },

    publicUrl(key) {
      return `${bucketBaseUrl(config)}/${objectKey(key)}`;
    },
  };
}

/**
 * Where the bucket's objects are reached without a signature: S3_PUBLIC_URL when set (a CDN or a custom domain),
 * else the bucket's own address, path-style (`endpoint/bucket`) or virtual-hosted (`bucket.endpoint`) as the
 * client addresses it.
 */
export function bucketBaseUrl(config: S3Config): string {
  if (config.publicUrl) return config.publicUrl;
  const endpoint = new URL(config.endpoint ?? `https://s3.${config.region}.amazonaws.com`);
  if (config.forcePathStyle) return `${endpoint.origin}/${config.bucket}`;
  return `${endpoint.protocol}//${config.bucket}.${endpoint.host}`;
}
