/**
 * The console's video-upload endpoints under /admin/api (`courses.*`): the resumable tus upload of the media
 * pipeline (`/uploads/tus`), the uploaded videos (media assets) with their packaging job's progress and failure,
 * retry and delete, and attaching an asset to a course video. The pipeline's service (src/media) holds the rules;
 * its refusals become the console's errors here, and its changes are written to the audit log in its
 * transactions.
 */
import {
  MEDIA_ASSET_SORTS,
  TUS_ENDPOINT,
  VideoAssetBody,
  type AuditValue,
  type ListReply,
  type MediaAssetItem,
  type MediaAssetStatus,
  type MediaJobItem,
  type VideoAdminItem,
} from '@meedu/contract/admin';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { writeAudit } from '../../console/audit.ts';
import { actorOf, requirePermission, type AdminActor, type AdminEnv } from '../../console/auth.ts';
import { wireInstant } from '../../console/dates.ts';
import type { AdminContext } from '../../console/handlers.ts';
import {
  AdminError,
  adminJson,
  listFields,
  noContent,
  parseBody,
  parseQuery,
  pathId,
} from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import * as media from '../../media/service.ts';
import { tusUploads } from '../../media/tus.ts';
import { getVideo } from '../course/admin-service.ts';

export const mediaAdminModule: AdminModule = (app, deps) => {
  const view = requirePermission('courses.view');
  const edit = requirePermission('courses.edit');

  const tus = tusUploads<AdminActor>(deps, {
    path: TUS_ENDPOINT,
    // The session and `courses.edit` were checked by the middleware before tus sees the request.
    authorize: (c) => actorOf(c as AdminContext),
    onFinished: (trx, change, actor) => writeAudit(trx, actor, auditEntry(change), deps.clock.now()),
  });
  const upload: MiddlewareHandler<AdminEnv> = (c) => tus(c);
  app.on(
    ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS', 'GET'],
    ['/uploads/tus', '/uploads/tus/*'],
    edit,
    upload,
  );

  app.get('/media-assets', view, listAssets(deps));
  app.get('/media-assets/:id', view, getAsset(deps));
  app.post('/media-assets/:id/retry', edit, retryAsset(deps));
  app.delete('/media-assets/:id', edit, deleteAsset(deps));
  app.put('/videos/:id/asset', edit, attachAsset(deps));
};

/** A pipeline record as the audit log keeps it (plain records; anything else under `value`). */
function auditValue(v: unknown): AuditValue | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'object' && !Array.isArray(v)) return Object.fromEntries(Object.entries(v));
  return { value: v };
}

const auditEntry = (change: media.MediaChange) => ({
  action: change.action,
  entity: change.entity,
  entityId: change.entityId,
  summary: change.summary,
  before: auditValue(change.before),
  after: auditValue(change.after),
});

const recorder =
  (deps: AppDeps, actor: AdminActor): media.RecordChange =>
  (trx, change) =>
    writeAudit(trx, actor, auditEntry(change), deps.clock.now());

/** The pipeline's refusals are the console's errors, message as it is. */
async function refusals<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof media.MediaRefusal) throw new AdminError(err.status, err.message);
    throw err;
  }
}

const instant = (iso: string | null) => (iso === null ? null : wireInstant(toDbTime(new Date(iso))));

function jobItem(job: media.MediaJobView | null): MediaJobItem | null {
  if (!job) return null;
  return {
    id: job.id,
    status: job.status,
    progress: job.progress,
    attempts: job.attempts,
    max_attempts: job.maxAttempts,
    error: job.error,
    started_at: instant(job.startedAt),
    finished_at: instant(job.finishedAt),
  };
}

function assetItem(a: media.MediaAssetView, videoIds: number[] = []): MediaAssetItem {
  return {
    id: a.id,
    original_name: a.originalName,
    size: a.size,
    status: a.status,
    duration: a.duration,
    width: a.width,
    height: a.height,
    renditions: a.renditions,
    poster_url: a.posterUrl,
    error: a.error,
    created_at: instant(a.createdAt) ?? '',
    job: jobItem(a.job),
    video_ids: videoIds,
  };
}

const STATUSES: [MediaAssetStatus, ...MediaAssetStatus[]] = ['uploaded', 'packaging', 'ready', 'failed'];

const AssetListQuery = z.object({
  ...listFields(MEDIA_ASSET_SORTS, '-id'),
  q: z.string().trim().max(100, '关键词过长').optional(),
  status: z.enum(STATUSES, { error: '参数错误' }).optional(),
});

// Same-origin paths: the console and the poster are on one site.
const SAME_ORIGIN = '';

const listAssets = (deps: AppDeps) => async (c: AdminContext) => {
  const q = parseQuery(c, AssetListQuery);
  const sort = `${q.sort.desc ? '-' : ''}${q.sort.field}` as const;
  const page = await media.listAssets(
    deps,
    { status: q.status, q: q.q },
    { page: q.page, size: q.size, sort },
    SAME_ORIGIN,
  );
  return adminJson<ListReply<MediaAssetItem>>(c, {
    items: page.items.map((a) => assetItem(a)),
    total: page.total,
    page: page.page,
    size: page.size,
  });
};

const getAsset = (deps: AppDeps) => async (c: AdminContext) => {
  const asset = await refusals(media.getAsset(deps, pathId(c, '视频素材'), SAME_ORIGIN));
  return adminJson<MediaAssetItem>(c, assetItem(asset, asset.videoIds));
};

const retryAsset = (deps: AppDeps) => async (c: AdminContext) => {
  const id = pathId(c, '视频素材');
  const asset = await refusals(media.retryAsset(deps, id, SAME_ORIGIN, recorder(deps, actorOf(c))));
  return adminJson<MediaAssetItem>(c, assetItem(asset, asset.videoIds));
};

const deleteAsset = (deps: AppDeps) => async (c: AdminContext) => {
  await refusals(media.deleteAsset(deps, pathId(c, '视频素材'), recorder(deps, actorOf(c))));
  return noContent(c);
};

const attachAsset = (deps: AppDeps) => async (c: AdminContext) => {
  const id = pathId(c, '视频');
  const { asset_id } = await parseBody(c, VideoAssetBody);
  await refusals(media.attachAssetToVideo(deps, id, asset_id, recorder(deps, actorOf(c))));
  return adminJson<VideoAdminItem>(c, await getVideo(deps, id));
};
