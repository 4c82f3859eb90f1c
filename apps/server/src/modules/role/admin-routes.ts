/** The console's VIP plans (`/admin/api/vip-plans`, permission `vip`). A short list: it comes whole. */
import { ReorderBody, VipPlanBody, type ListReply, type VipPlanItem } from '@meedu/contract/admin';
import type { Context } from 'hono';
import { actorOf, requirePermission, type AdminEnv } from '../../console/auth.ts';
import { adminJson, noContent, parseBody, pathId } from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { AppDeps } from '../../deps.ts';
import * as service from './service.ts';

type Ctx = Context<AdminEnv>;

const whole = <T>(items: T[]): ListReply<T> => ({ items, total: items.length, page: 1, size: items.length });

export const vipAdminModule: AdminModule = (app, deps) => {
  const view = requirePermission('vip.view');
  const edit = requirePermission('vip.edit');
  app.get('/vip-plans', view, list(deps));
  app.post('/vip-plans', edit, create(deps));
  app.put('/vip-plans/order', edit, reorder(deps));
  app.put('/vip-plans/:id', edit, update(deps));
  app.delete('/vip-plans/:id', edit, remove(deps));
};

const list = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<ListReply<VipPlanItem>>(c, whole(await service.vipPlans(deps.db)));
const create = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<VipPlanItem>(
    c,
    await service.createVipPlan(deps, actorOf(c), await parseBody(c, VipPlanBody)),
    201,
  );
const update = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<VipPlanItem>(
    c,
    await service.updateVipPlan(deps, actorOf(c), pathId(c, 'VIP 套餐'), await parseBody(c, VipPlanBody)),
  );
const remove = (deps: AppDeps) => async (c: Ctx) => {
  await service.deleteVipPlan(deps, actorOf(c), pathId(c, 'VIP 套餐'));
  return noContent(c);
};
const reorder = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<ListReply<VipPlanItem>>(
    c,
    whole(await service.reorderVipPlans(deps, actorOf(c), (await parseBody(c, ReorderBody)).ids)),
  );
