import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { S3Config } from '../../src/config.ts';

/** The part of s3rver (the `@20minutes/s3rver` fork, maintained, Node ≥ 20) these tests drive; it ships no types. */
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
  /** Koa's middleware list: logger, XML encoder, mount interop, vhost, router (its last). */
  middleware: KoaMiddleware[];
}
interface KoaContext {
  path: string;
  mountPath?: string;
  state: { vhost?: boolean };
}
type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void> | void;

/**
 * s3rver's one defect against AWS: for a bucket-level request sent as `/<bucket>/` (ListObjectsV2 from SDK v3) it
 * checks the signature over `/<bucket>`, so it refuses requests AWS, MinIO, OSS and COS accept. Its virtual-host
 * branch puts the mount path after the bucket name; with the mount path `/`, the path it checks is the path sent.
 */
const bucketPathAsSent: KoaMiddleware = (ctx, next) => {
  if (/^\/[^/]+\/$/.test(ctx.path)) {
    ctx.state.vhost = true;
    ctx.mountPath = '/';
  }
  return next();
};
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  /** false: the account's keys must sign every signed request (header or query), as a real bucket checks. */
  allowMismatchedSignatures: boolean;
  vhostBuckets: boolean;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;

/** s3rver's one account: a request signed with any other secret is refused (SignatureDoesNotMatch). */
export const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface TestS3Server {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  /** A bucket in it, path-style, with the account's keys: what STORAGE=s3 would be configured with. */
  config: S3Config;
  /** The same as environment variables, for a server started as a child process. */
  env: Record<string, string>;
  /** The objects on s3rver's disk, read behind its back: whether a key really landed in the bucket. */
  hasObject(key: string): boolean;
  stop(): Promise<void>;
}

/** A real S3-compatible server on a free port of this machine, its objects in a temporary folder. */
export async function startS3Server(bucket = 'meedu-test'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'meedu-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    allowMismatchedSignatures: false,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  server.middleware.splice(server.middleware.length - 1, 0, bucketPathAsSent);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config: S3Config = {
    endpoint,
    bucket,
    region: 'us-east-1',
    ...S3RVER_KEYS,
    forcePathStyle: true,
    publicUrl: undefined,
  };
  return {
    endpoint,
    config,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    },
    hasObject(key) {
      // s3rver keeps `<key>._S3rver_object` files under the bucket's folder.
      return fs.existsSync(path.join(directory, bucket, `${key}._S3rver_object`));
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
