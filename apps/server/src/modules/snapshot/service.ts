import type { ListPage, SnapshotConfig, SnapshotImage, SnapshotUploadReply } from '@meedu/contract';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { isoTime } from '../../lib/dates.ts';
import { ApiError } from '../../lib/envelope.ts';
import { checkImageSize, detectImage } from '../../lib/uploads.ts';
import { discardUpload, storeUpload } from '../upload/service.ts';
import { memberCanWatchVideo } from '../video/service.ts';
import * as repo from './repository.ts';
import { nowDb } from '../../lib/http.ts';

export const SNAPSHOT_MAX_BYTES = 2 * 1024 * 1024;
export const RESOURCE_TYPES = ['vod', 'live', 'book', 'paper', 'practice'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** Settings key `snapshot` (JSON). Defaults: on for the VOD player, a try every 60 s at 30 %, at most 3 photos. */
const snapshotSetting = z.object({
  status: z.object({
    vod: z.number().int().optional(),
    live: z.number().int().optional(),
    book: z.number().int().optional(),
    paper: z.number().int().optional(),
    practice: z.number().int().optional(),
  }),
  cycle_time: z.number().int().positive(),
  rate: z.number().int().min(0).max(100),
  max_times: z.number().int().min(0),
});
export const DEFAULT_SNAPSHOT: SnapshotConfig = {
  status: { vod: 1, live: 0, book: 0, paper: 0, practice: 0 },
  cycle_time: 60,
  rate: 30,
  max_times: 3,
};

export async function snapshotConfig(db: Db): Promise<SnapshotConfig> {
  const value = await repo.findSettingValue(db, 'snapshot');
  if (value === undefined) return DEFAULT_SNAPSHOT;
  try {
    const parsed = snapshotSetting.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : DEFAULT_SNAPSHOT;
  } catch {
    return DEFAULT_SNAPSHOT;
  }
}

/** Stores the demo snapshot setting unless one is there. */
export async function seedSnapshotConfig(db: Db, config: SnapshotConfig): Promise<void> {
  await repo.insertSettingIfMissing(db, 'snapshot', JSON.stringify(snapshotSetting.parse(config)));
}

export interface Resource {
  resource_type: ResourceType;
  resource_id: number;
}

export const snapshotCount = (db: Db, userId: number, r: Resource) =>
  repo.countImages(db, userId, r.resource_type, r.resource_id);

export async function snapshotImages(
  db: Db,
  userId: number,
  r: Resource,
  base: string,
): Promise<ListPage<SnapshotImage>> {
  const rows = await repo.listImages(db, userId, r.resource_type, r.resource_id);
  const data = rows.map((row) => ({
    id: row.id,
    thumb: `${base}/uploads/${row.path}`,
    duration: row.duration,
    created_at: isoTime(row.created_at) ?? '',
  }));
  return { data, total: data.length };
}

/** png / jpeg by their first bytes (the type the browser claims is not trusted). */
function imageExtension(bytes: Uint8Array): 'png' | 'jpg' | null {
  const ext = detectImage(bytes);
  return ext === 'png' || ext === 'jpg' ? ext : null;
}

/**
 * Stores a learning photo under `<UPLOAD_DIR>/snapshot`: png or jpeg of a sensible size, at most 2 MB, no more
 * than the configured number per resource, counted against the member's upload rate and quota. Photos are taken
 * on the VOD player only, and there `resource_id` is a video id (the storefront's SnapshotWidget): the video must
 * be one the member can watch. The server plays nothing else, so other resource types are refused ('无权限').
 * The cap holds under concurrent uploads: each photo takes a numbered place in one conditional insert.
 */
export async function uploadSnapshot(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'limits'>,
  userId: number,
  r: Resource & { duration: number },
  file: File,
  base: string,
): Promise<SnapshotUploadReply> {
  const { db } = deps;
  const now = nowDb(deps.clock);
  if (file.size > SNAPSHOT_MAX_BYTES) throw new ApiError('图片大小不能超过2MB');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const ext = imageExtension(bytes);
  if (!ext) throw new ApiError('请上传png或jpg格式的图片');
  checkImageSize(bytes, ext, '请上传png或jpg格式的图片');
  if (r.resource_type !== 'vod' || !(await memberCanWatchVideo(db, userId, r.resource_id, now))) {
    throw new ApiError('无权限');
  }
  const [{ max_times: maxTimes }, taken] = await Promise.all([
    snapshotConfig(db),
    snapshotCount(db, userId, r),
  ]);
  // Refused early without storing the file when the places are visibly taken; the insert decides the race.
  if (taken >= maxTimes) throw capReached();
  const stored = await storeUpload(deps, userId, 'snapshot', { bytes, ext });
  let id: number | undefined;
  try {
    id = await repo.insertImageInFreePlace(
      db,
      {
        user_id: userId,
        resource_type: r.resource_type,
        resource_id: r.resource_id,
        path: stored.slice('/uploads/'.length),
        duration: r.duration,
        created_at: now,
      },
      maxTimes,
    );
  } catch (err) {
    await discardUpload(deps, stored);
    throw err;
  }
  if (id === undefined) {
    await discardUpload(deps, stored);
    throw capReached();
  }
  return { id, thumb: `${base}${stored}` };
}

const capReached = () => new ApiError('拍照次数已达上限');

/** Deletes one of the member's own photos, its file and its upload record ('图片不存在' for anyone else's). */
export async function deleteSnapshot(
  deps: Pick<AppDeps, 'db' | 'config'>,
  userId: number,
  id: number,
): Promise<void> {
  const row = await repo.findOwnImage(deps.db, id, userId);
  if (!row) throw new ApiError('图片不存在');
  await repo.deleteImage(deps.db, row.id);
  await discardUpload(deps, `/uploads/${row.path}`);
}
