/** The console's redeem-code batches (`/admin/api/redeem-batches`, permission `promotions`). */
import {
  RedeemBatchBody,
  REDEEM_BATCH_SORTS,
  type ListReply,
  type RedeemBatchItem,
  type RedeemCodeItem,
} from '@meedu/contract/admin';
import { z } from 'zod';
import { requirePermission } from '../../console/auth.ts';
import { createWith, type AdminContext } from '../../console/handlers.ts';
import { adminJson, listFields, listParams, parseQuery, pathId } from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { AppDeps } from '../../deps.ts';
import * as service from './admin-service.ts';

const BatchListQuery = z.object({ ...listFields(REDEEM_BATCH_SORTS, '-id') });
const CodeListQuery = z.object({
  ...listFields(['id'], 'id'),
  used: z.enum(['0', '1'], { error: '参数错误' }).optional(),
});

export const redeemCodesAdminModule: AdminModule = (app, deps) => {
  const view = requirePermission('promotions.view');
  const edit = requirePermission('promotions.edit');
  app.get('/redeem-batches', view, batches(deps));
  app.post('/redeem-batches', edit, createWith(deps, RedeemBatchBody, service.createRedeemBatch));
  app.get('/redeem-batches/:id/codes', view, codes(deps));
  app.get('/redeem-batches/:id/export', view, exported(deps));
};

const batches = (deps: AppDeps) => async (c: AdminContext) =>
  adminJson<ListReply<RedeemBatchItem>>(
    c,
    await service.redeemBatches(deps.db, listParams(parseQuery(c, BatchListQuery))),
  );

const codes = (deps: AppDeps) => async (c: AdminContext) => {
  const id = pathId(c, '兑换码批次');
  const q = parseQuery(c, CodeListQuery);
  const used = q.used === undefined ? undefined : q.used === '1';
  return adminJson<ListReply<RedeemCodeItem>>(c, await service.redeemCodes(deps.db, id, used, listParams(q)));
};

// A download: the browser follows a plain link, so the reply is the file with its name.
const exported = (deps: AppDeps) => async (c: AdminContext) => {
  const { name, data } = await service.redeemCodesWorkbook(deps.db, pathId(c, '兑换码批次'));
  c.header('Cache-Control', 'no-store');
  c.header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  c.header('Content-Disposition', `attachment; filename="${name}"`);
  return c.body(new Uint8Array(data));
};
