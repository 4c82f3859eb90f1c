import type { UploadedImage } from '@meedu/contract';
import type { Context } from 'hono';
import type { ApiModule, AppDeps, AppEnv } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { readImageUpload } from '../../lib/uploads.ts';
import { requireMember } from '../../middleware/auth.ts';
import { uploadImage } from './service.ts';

/** contract account §6.1. */
export const uploadRoutes: ApiModule = (app, deps) => {
  app.post('/api/v2/upload/image', requireMember(deps, 'v2'), image(deps));
};

const image = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const file = await readImageUpload(c, 2048, '文件不能超过2M');
  return ok<UploadedImage>(c, await uploadImage(deps, c.get('userId'), file, publicBase(c, deps.config)));
};
