import { ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { createSigner } from '../../lib/signing.ts';
import { readImageUpload, saveUpload } from '../../lib/uploads.ts';
import { requireMember } from '../../middleware/auth.ts';
import type { ApiModule } from '../index.ts';

/** How long the upload receipt (`encryptData`) stays valid, as the reference's `expired_time` (contract §6.1). */
const RECEIPT_TTL_SECONDS = 1800;

export const uploadRoutes: ApiModule = (app, deps) => {
  app.post('/api/v2/upload/image', requireMember(deps, 'v2'), async (c) => {
    const image = await readImageUpload(c, 2048, '文件不能超过2M');
    const stored = saveUpload(deps.config.dataDir, 'images', image);
    const expired = Math.floor(deps.clock.now().getTime() / 1000) + RECEIPT_TTL_SECONDS;
    const receipt = createSigner(deps.db, deps.clock).sign(
      'upload-image',
      { path: stored, user_id: c.get('userId') },
      RECEIPT_TTL_SECONDS,
    );
    return ok(c, {
      path: stored,
      url: `${publicBase(c, deps.config)}${stored}`,
      disk: 'public',
      name: image.name,
      expired_time: expired,
      encryptData: receipt,
    });
  });
};
