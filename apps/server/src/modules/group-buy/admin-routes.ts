/**
 * The console's group buys (拼团, permission `campaigns`): `GET /group-buys` (`q`; sorts `id`, `started_at`),
 * `GET/PUT/DELETE /group-buys/:id`, `POST /group-buys`. Each with its places sold and groups filled.
 */
import { GroupBuyBody, type GroupBuyItem, type ListReply } from '@meedu/contract/admin';
import { requirePermission } from '../../console/auth.ts';
import { createWith, deleteWith, readById, updateWith, type AdminContext } from '../../console/handlers.ts';
import { adminJson, listParams, parseQuery } from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { AppDeps } from '../../deps.ts';
import { CampaignListQuery } from '../flash-sale/admin-routes.ts';
import * as service from './admin-service.ts';

export const groupBuyAdminModule: AdminModule = (app, deps) => {
  const view = requirePermission('campaigns.view');
  const edit = requirePermission('campaigns.edit');
  app.get('/group-buys', view, list(deps));
  app.post('/group-buys', edit, createWith(deps, GroupBuyBody, service.createGroupBuy));
  app.get('/group-buys/:id', view, readById(deps, '拼团活动', service.groupBuyById));
  app.put('/group-buys/:id', edit, updateWith(deps, '拼团活动', GroupBuyBody, service.updateGroupBuy));
  app.delete('/group-buys/:id', edit, deleteWith(deps, '拼团活动', service.deleteGroupBuy));
};

const list = (deps: AppDeps) => async (c: AdminContext) => {
  const q = parseQuery(c, CampaignListQuery);
  return adminJson<ListReply<GroupBuyItem>>(c, await service.consoleGroupBuys(deps.db, listParams(q), q.q));
};
