/**
 * The console's flash sales (秒杀, permission `campaigns`): `GET /flash-sales` (`q` part of the title; sorts
 * `id`, `started_at`), `GET/PUT/DELETE /flash-sales/:id`, `POST /flash-sales`. Each with its units sold and paid.
 */
import { CAMPAIGN_SORTS, FlashSaleBody, type FlashSaleItem, type ListReply } from '@meedu/contract/admin';
import { z } from 'zod';
import { requirePermission } from '../../console/auth.ts';
import { createWith, deleteWith, readById, updateWith, type AdminContext } from '../../console/handlers.ts';
import { adminJson, listFields, listParams, parseQuery } from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { AppDeps } from '../../deps.ts';
import * as service from './admin-service.ts';

/** The list query of both campaign kinds (group buys read it too). */
export const CampaignListQuery = z.object({
  ...listFields(CAMPAIGN_SORTS, '-id'),
  q: z.string().trim().max(50).optional().catch(undefined),
});

export const flashSaleAdminModule: AdminModule = (app, deps) => {
  const view = requirePermission('campaigns.view');
  const edit = requirePermission('campaigns.edit');
  app.get('/flash-sales', view, list(deps));
  app.post('/flash-sales', edit, createWith(deps, FlashSaleBody, service.createFlashSale));
  app.get('/flash-sales/:id', view, readById(deps, '秒杀活动', service.flashSaleById));
  app.put('/flash-sales/:id', edit, updateWith(deps, '秒杀活动', FlashSaleBody, service.updateFlashSale));
  app.delete('/flash-sales/:id', edit, deleteWith(deps, '秒杀活动', service.deleteFlashSale));
};

const list = (deps: AppDeps) => async (c: AdminContext) => {
  const q = parseQuery(c, CampaignListQuery);
  return adminJson<ListReply<FlashSaleItem>>(c, await service.consoleFlashSales(deps.db, listParams(q), q.q));
};
