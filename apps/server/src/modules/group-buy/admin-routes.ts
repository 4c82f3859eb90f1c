/** The console's group buys (拼团, permission `campaigns`) at `/group-buys`: the campaign routes of flash-sale. */
import { GroupBuyBody } from '@meedu/contract/admin';
import type { AdminModule } from '../../console/mount.ts';
import { campaignRoutes } from '../flash-sale/admin-routes.ts';
import * as service from './admin-service.ts';

export const groupBuyAdminModule: AdminModule = (app, deps) =>
  campaignRoutes(app, deps, '/group-buys', '拼团活动', {
    body: GroupBuyBody,
    list: service.consoleGroupBuys,
    read: service.groupBuyById,
    create: service.createGroupBuy,
    update: service.updateGroupBuy,
    remove: service.deleteGroupBuy,
  });
