/** The console's VIP plans (`/admin/api/vip-plans`, permission `vip`). A short list: it comes whole. */
import { VipPlanBody } from '@meedu/contract/admin';
import { orderedListRoutes } from '../../console/handlers.ts';
import type { AdminModule } from '../../console/mount.ts';
import * as service from './service.ts';

export const vipAdminModule: AdminModule = (app, deps) =>
  orderedListRoutes(
    app,
    deps,
    '/vip-plans',
    { view: 'vip.view', edit: 'vip.edit' },
    {
      thing: 'VIP 套餐',
      body: VipPlanBody,
      list: () => service.vipPlans(deps.db),
      create: service.createVipPlan,
      update: service.updateVipPlan,
      remove: service.deleteVipPlan,
      reorder: service.reorderVipPlans,
    },
  );
