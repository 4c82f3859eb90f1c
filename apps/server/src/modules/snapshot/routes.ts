import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { isoTime, toDbTime } from '../../lib/dates.ts';
import { ApiError, ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { parseWith, query } from '../../lib/validate.ts';
import { requireMember } from '../../middleware/auth.ts';
import { canSeeCourse } from '../course/access.ts';
import { idParam } from '../course/repo.ts';
import type { ApiModule } from '../index.ts';

export const SNAPSHOT_MAX_BYTES = 2 * 1024 * 1024;
const RESOURCE_TYPES = ['vod', 'live', 'book', 'paper', 'practice'] as const;

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
export type SnapshotConfig = z.infer<typeof snapshotSetting>;
export const DEFAULT_SNAPSHOT: SnapshotConfig = {
  status: { vod: 1, live: 0, book: 0, paper: 0, practice: 0 },
  cycle_time: 60,
  rate: 30,
  max_times: 3,
};

export function snapshotConfig(db: Db): SnapshotConfig {
  const row = db.prepare<[], { value: string }>("SELECT value FROM settings WHERE key = 'snapshot'").get();
  if (!row) return DEFAULT_SNAPSHOT;
  try {
    const parsed = snapshotSetting.safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : DEFAULT_SNAPSHOT;
  } catch {
    return DEFAULT_SNAPSHOT;
  }
}

const resourceSchema = z.object({
  resource_type: z.enum(RESOURCE_TYPES, { error: '参数错误' }),
  resource_id: z.coerce.number({ error: '参数错误' }).int('参数错误').positive('参数错误'),
});
const uploadFields = resourceSchema.extend({
  duration: z.coerce.number().int().min(0).catch(0).default(0),
});

/** png / jpeg by their first bytes (the type the browser claims is not trusted). */
function imageExtension(bytes: Uint8Array): 'png' | 'jpg' | null {
  if (bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return 'png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}

export const snapshotModule: ApiModule = (app, deps) => {
  const { db } = deps;
  const uploadDir = path.join(deps.config.dataDir, 'uploads', 'snapshot');
  const countOf = db.prepare<[number, string, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM snapshot_images WHERE user_id = ? AND resource_type = ? AND resource_id = ?',
  );

  app.get('/addons/Snapshot/api/v1/config', requireMember(deps, 'v2'), (c) => ok(c, snapshotConfig(db)));

  app.get('/addons/Snapshot/api/v1/resource/query', requireMember(deps, 'v2'), (c) => {
    const q = query(c, resourceSchema);
    return ok(c, { count: countOf.get(c.get('userId'), q.resource_type, q.resource_id)?.n ?? 0 });
  });

  app.get('/addons/Snapshot/api/v1/resource/images', requireMember(deps, 'v2'), (c) => {
    const q = query(c, resourceSchema);
    const base = publicBase(c, deps.config);
    const rows = db
      .prepare<[number, string, number], { id: number; path: string; duration: number; created_at: string }>(
        `SELECT id, path, duration, created_at FROM snapshot_images
         WHERE user_id = ? AND resource_type = ? AND resource_id = ? ORDER BY id DESC`,
      )
      .all(c.get('userId'), q.resource_type, q.resource_id);
    const data = rows.map((r) => ({
      id: r.id,
      thumb: `${base}/uploads/${r.path}`,
      duration: r.duration,
      created_at: isoTime(r.created_at),
    }));
    return ok(c, { data, total: data.length });
  });

  // Automatic captures send every field in the form; the manual upload sends them in the query string.
  app.post('/addons/Snapshot/api/v1/upload/image', requireMember(deps, 'v2'), async (c) => {
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      throw new ApiError('请上传图片');
    }
    const fields: Record<string, unknown> = { ...c.req.query() };
    for (const key of ['resource_type', 'resource_id', 'duration']) {
      const v = form[key];
      if (typeof v === 'string') fields[key] = v;
    }
    const f = parseWith(uploadFields, fields);
    const file = form.file;
    if (!(file instanceof File)) throw new ApiError('请上传图片');
    if (file.size > SNAPSHOT_MAX_BYTES) throw new ApiError('图片大小不能超过2MB');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const ext = imageExtension(bytes);
    if (!ext) throw new ApiError('请上传png或jpg格式的图片');

    const userId = c.get('userId');
    const now = toDbTime(deps.clock.now());
    if (f.resource_type === 'vod') {
      const course = db
        .prepare<[number, string], { id: number; charge: number; is_free: number; is_vip_free: number }>(
          'SELECT id, charge, is_free, is_vip_free FROM courses WHERE id = ? AND published_at <= ?',
        )
        .get(f.resource_id, now);
      if (!course || !canSeeCourse(db, userId, course, now)) throw new ApiError('无权限');
    }
    const { max_times: maxTimes } = snapshotConfig(db);
    if ((countOf.get(userId, f.resource_type, f.resource_id)?.n ?? 0) >= maxTimes) {
      throw new ApiError('拍照次数已达上限');
    }
    fs.mkdirSync(uploadDir, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    fs.writeFileSync(path.join(uploadDir, name), bytes);
    const id = Number(
      db
        .prepare(
          `INSERT INTO snapshot_images (user_id, resource_type, resource_id, path, duration, created_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(userId, f.resource_type, f.resource_id, `snapshot/${name}`, f.duration, now).lastInsertRowid,
    );
    return ok(c, { id, thumb: `${publicBase(c, deps.config)}/uploads/snapshot/${name}` });
  });

  app.delete('/addons/Snapshot/api/v1/resource/image/:id', requireMember(deps, 'v2'), (c) => {
    const id = idParam(c.req.param('id'));
    const row = db
      .prepare<[number, number], { id: number; path: string }>(
        'SELECT id, path FROM snapshot_images WHERE id = ? AND user_id = ?',
      )
      .get(id, c.get('userId'));
    if (!row) throw new ApiError('图片不存在');
    db.prepare('DELETE FROM snapshot_images WHERE id = ?').run(row.id);
    fs.rmSync(path.join(deps.config.dataDir, 'uploads', row.path), { force: true });
    return ok(c, []);
  });
};
