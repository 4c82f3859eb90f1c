import type { ListPage, SnapshotConfig, SnapshotImage, SnapshotUploadReply } from '@meedu/contract';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { isoTime } from '../../lib/dates.ts';
import { ApiError } from '../../lib/envelope.ts';
import { memberCanSeeCourse } from '../course/service.ts';
import * as repo from './repository.ts';

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
  if (bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return 'png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}

/**
 * Stores a learning photo under `<uploadsDir>/snapshot`: png or jpeg, at most 2 MB, of a recorded course the
 * member can watch, and no more than the configured number per resource.
 */
export async function uploadSnapshot(
  db: Db,
  userId: number,
  r: Resource & { duration: number },
  file: File,
  uploadsDir: string,
  now: string,
  base: string,
): Promise<SnapshotUploadReply> {
  if (file.size > SNAPSHOT_MAX_BYTES) throw new ApiError('图片大小不能超过2MB');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const ext = imageExtension(bytes);
  if (!ext) throw new ApiError('请上传png或jpg格式的图片');
  if (r.resource_type === 'vod' && !(await memberCanSeeCourse(db, userId, r.resource_id, now))) {
    throw new ApiError('无权限');
  }
  const [{ max_times: maxTimes }, taken] = await Promise.all([
    snapshotConfig(db),
    snapshotCount(db, userId, r),
  ]);
  if (taken >= maxTimes) throw new ApiError('拍照次数已达上限');
  const dir = path.join(uploadsDir, 'snapshot');
  await fs.promises.mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await fs.promises.writeFile(path.join(dir, name), bytes);
  const id = await repo.insertImage(db, {
    user_id: userId,
    resource_type: r.resource_type,
    resource_id: r.resource_id,
    path: `snapshot/${name}`,
    duration: r.duration,
    created_at: now,
  });
  return { id, thumb: `${base}/uploads/snapshot/${name}` };
}

/** Deletes one of the member's own photos and its file ('图片不存在' for anyone else's). */
export async function deleteSnapshot(db: Db, userId: number, id: number, uploadsDir: string): Promise<void> {
  const row = await repo.findOwnImage(db, id, userId);
  if (!row) throw new ApiError('图片不存在');
  await repo.deleteImage(db, row.id);
  await fs.promises.rm(path.join(uploadsDir, row.path), { force: true });
}
