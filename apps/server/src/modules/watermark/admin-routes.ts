/** The console's watermark code lookup under /admin/api/watermark (issue 30): `members.view`, audited. */
import { WatermarkLookupQuery, type WatermarkLookupReply } from '@meedu/contract/admin';
import { actorOf, requirePermission } from '../../console/auth.ts';
import type { AdminContext } from '../../console/handlers.ts';
import { adminJson, parseQuery } from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { AppDeps } from '../../deps.ts';
import { lookupWatermarkCode } from './service.ts';

export const watermarkAdminModule: AdminModule = (app, deps) => {
  app.get('/watermark/lookup', requirePermission('members.view'), lookup(deps));
};

const lookup = (deps: AppDeps) => async (c: AdminContext) => {
  const { code } = parseQuery(c, WatermarkLookupQuery);
  return adminJson<WatermarkLookupReply>(c, await lookupWatermarkCode(deps, actorOf(c), code));
};
