import type {
  EmptyReply,
  ListPage,
  SnapshotConfig,
  SnapshotCount,
  SnapshotImage,
  SnapshotResourceRequest,
  SnapshotUploadReply,
} from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps, AppEnv } from '../../deps.ts';
import { ApiError, ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { parseWith, query, requestSchema } from '../../lib/validate.ts';
import { requireMember } from '../../middleware/auth.ts';
import {
  RESOURCE_TYPES,
  deleteSnapshot,
  snapshotConfig,
  snapshotCount,
  snapshotImages,
  uploadSnapshot,
} from './service.ts';
import { idParam } from '../../lib/http.ts';

// A resource id is written in plain digits (no sign, exponent, hex, spaces or leading zeros) and is a safe integer.
const resourceSchema = requestSchema<SnapshotResourceRequest>()(
  z.object({
    resource_type: z.enum(RESOURCE_TYPES, { error: '参数错误' }),
    resource_id: z
      .string({ error: '参数错误' })
      .regex(/^[1-9][0-9]{0,15}$/, '参数错误')
      .transform(Number)
      .refine(Number.isSafeInteger, '参数错误'),
  }),
);
const uploadFields = resourceSchema.extend({
  duration: z.coerce.number().int().min(0).catch(0).default(0),
});

/** contract catalog §3. */
export const snapshotRoutes: ApiModule = (app, deps) => {
  const member = requireMember(deps, 'v2');
  app.get('/addons/Snapshot/api/v1/config', member, config(deps));
  app.get('/addons/Snapshot/api/v1/resource/query', member, count(deps));
  app.get('/addons/Snapshot/api/v1/resource/images', member, images(deps));
  app.post('/addons/Snapshot/api/v1/upload/image', member, upload(deps));
  app.delete('/addons/Snapshot/api/v1/resource/image/:id', member, remove(deps));
};

const config = (deps: AppDeps) => async (c: Context) => ok<SnapshotConfig>(c, await snapshotConfig(deps.db));

const count = (deps: AppDeps) => async (c: Context<AppEnv>) =>
  ok<SnapshotCount>(c, { count: await snapshotCount(deps.db, c.get('userId'), query(c, resourceSchema)) });

const images = (deps: AppDeps) => async (c: Context<AppEnv>) =>
  ok<ListPage<SnapshotImage>>(
    c,
    await snapshotImages(deps.db, c.get('userId'), query(c, resourceSchema), publicBase(c, deps.config)),
  );

// Automatic captures send every field in the form; the manual upload sends them in the query string.
const upload = (deps: AppDeps) => async (c: Context<AppEnv>) => {
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
  return ok<SnapshotUploadReply>(
    c,
    await uploadSnapshot(deps, c.get('userId'), f, file, publicBase(c, deps.config)),
  );
};

const remove = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  await deleteSnapshot(deps, c.get('userId'), idParam(c.req.param('id')));
  return ok<EmptyReply>(c, []);
};
