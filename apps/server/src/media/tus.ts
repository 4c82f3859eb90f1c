import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { Context } from 'hono';
import path from 'node:path';
import type { ServerConfig } from '../config.ts';
import type { MediaDeps } from './jobs.ts';
import type { Db } from '../db/index.ts';
import { acceptUpload, MediaRefusal, type MediaAssetView, type MediaChange } from './service.ts';

/** Whoever may upload: the console's `AdminActor` has this shape. */
export interface UploadActor {
  adminId: number;
}

export interface TusUploadsOptions<A extends UploadActor> {
  /** Where the handler is mounted, e.g. `/admin/api/uploads/tus` (tus builds upload URLs under it). */
  path: string;
  /** The uploader of this request, or null (401). Called on every request of an upload, not only the first. */
  authorize(c: Context): A | null | Promise<A | null>;
  /**
   * Called inside the transaction that creates the asset and queues its job (the console's audit row goes here).
   * The asset's id also goes back to the client in the `Media-Asset-Id` header of the last PATCH.
   */
  onFinished?(trx: Db, change: MediaChange, actor: A): Promise<void>;
}

/** Unfinished uploads are dropped after a day (`removeStaleUploads`, run by the media worker). */
const UPLOAD_EXPIRY_MS = 24 * 3_600_000;

/** Where tus keeps uploads while they arrive: always this machine's disk (the shared media volume). */
export const tusFolder = (config: Pick<ServerConfig, 'media'>) => path.join(config.media.storageDir, 'tus');

const fileStore = (config: Pick<ServerConfig, 'media'>) =>
  new FileStore({ directory: tusFolder(config), expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });

/** Deletes the uploads nobody finished within a day; returns how many. */
export function removeStaleUploads(config: Pick<ServerConfig, 'media'>): Promise<number> {
  return fileStore(config).deleteExpired();
}

/** A tus hook's refusal: tus answers `status_code` with `body`, the console reads `{ message }`. */
const tusRefusal = (status: number, message: string) => ({
  status_code: status,
  body: JSON.stringify({ message }),
});

/**
 * Resumable video uploads (the tus protocol: POST creates, PATCH appends at `Upload-Offset`, HEAD tells a
 * client whose connection dropped where to resume) as a Hono handler; mount it on `path` and `path/*` for POST,
 * HEAD, PATCH, DELETE and OPTIONS. Every request is authorised, and an upload answers only to the
 * administrator who started it. The size limit is MEDIA_UPLOAD_MAX_MB. When the last byte arrives the content
 * is checked (service `acceptUpload`): a refusal answers 400 `{ message }` and the file is gone.
 *
 * Across instances the uploads folder is the shared media volume, and the requests of one upload must reach one
 * instance (tus's lock is in memory): behind a load balancer, route the upload path stickily.
 */
export function tusUploads<A extends UploadActor>(deps: MediaDeps, options: TusUploadsOptions<A>) {
  const actors = new WeakMap<Request, A>();
  const actorOf = (req: Request) => {
    const actor = actors.get(req);
    // The handler below sets it before tus sees the request.
    if (!actor) throw tusRefusal(401, '请先登录');
    return actor;
  };
  const store = fileStore(deps.config);

  const tus = new Server({
    path: options.path,
    datastore: store,
    maxSize: deps.config.media.uploadMaxBytes,
    relativeLocation: true,
    exposedHeaders: ['Media-Asset-Id'],
    // Who started an upload is ours to say, never the client's metadata.
    async onUploadCreate(req, upload) {
      return { metadata: { ...upload.metadata, uploaded_by: String(actorOf(req).adminId) } };
    },
    async onIncomingRequest(req, id) {
      if (req.method === 'POST') return;
      const upload = await store.getUpload(id).catch(() => null);
      if (upload && upload.metadata?.uploaded_by !== String(actorOf(req).adminId)) {
        throw tusRefusal(404, '上传不存在');
      }
    },
    async onUploadFinish(req, upload: Upload) {
      const actor = actorOf(req);
      const { onFinished } = options;
      let asset: MediaAssetView;
      try {
        asset = await acceptUpload(
          deps,
          {
            file: path.join(tusFolder(deps.config), upload.id),
            uploadId: upload.id,
            originalName: upload.metadata?.filename ?? upload.metadata?.name ?? 'video',
            size: upload.size ?? upload.offset,
            uploadedBy: actor.adminId,
          },
          onFinished && ((trx, change) => onFinished(trx, change, actor)),
        );
      } catch (err) {
        if (!(err instanceof MediaRefusal)) throw err;
        await store.configstore.delete(upload.id);
        throw tusRefusal(err.status, err.message);
      }
      // The file itself is in the storage now; tus's record of it goes.
      await store.configstore.delete(upload.id);
      return { headers: { 'Media-Asset-Id': String(asset.id) } };
    },
  });

  return async (c: Context): Promise<Response> => {
    // GET would download an upload back: not something the console needs.
    if (c.req.method === 'GET') return c.json({ message: '不支持的请求' }, 405);
    if (c.req.method !== 'OPTIONS') {
      const actor = await options.authorize(c);
      if (!actor) return c.json({ message: '请先登录' }, 401);
      actors.set(c.req.raw, actor);
    }
    return tus.handleWeb(c.req.raw);
  };
}
