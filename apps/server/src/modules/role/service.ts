import type { Role } from '@meedu/contract';
import type { Db } from '../../db/index.ts';
import type { VipPlanBody, VipPlanItem } from '@meedu/contract/admin';
import type { z } from 'zod';
import type { AdminActor } from '../../console/auth.ts';
import { audited, recordChanges } from '../../console/audit.ts';
import { wireInstant } from '../../console/dates.ts';
import { AdminError, notFound } from '../../console/http.ts';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import * as repo from './repository.ts';
import { listShownRoles, type PlanRow } from './repository.ts';

const vipPlanChanges = recordChanges('vip_plan', 'VIP 套餐');

/** contract catalog §11.1: the description is split into rows, empty lines dropped. */
export async function listVipRoles(db: Db): Promise<Role[]> {
  return (await listShownRoles(db)).map((r) => ({
    id: r.id,
    name: r.name,
    charge: r.charge,
    expire_days: r.expire_days,
    desc_rows: r.description
      .split('\n')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  }));
}

// ---------------------------------------------------------------- console: VIP plans

type ConsoleDeps = Pick<AppDeps, 'db' | 'clock'>;

const planItem = (r: PlanRow): VipPlanItem => ({
  id: r.id,
  name: r.name,
  charge: r.charge,
  expire_days: r.expire_days,
  description: r.description,
  is_show: r.is_show === 1,
  weight: r.weight,
  order_count: Number(r.order_count ?? 0),
  created_at: wireInstant(r.created_at),
  updated_at: wireInstant(r.updated_at),
});
const planAudit = (r: PlanRow) => ({
  name: r.name,
  charge: r.charge,
  expire_days: r.expire_days,
  description: r.description,
  is_show: r.is_show === 1,
});

export async function vipPlans(db: Db): Promise<VipPlanItem[]> {
  return (await repo.listPlanRows(db)).map(planItem);
}

async function planOrThrow(db: Db, id: number): Promise<PlanRow> {
  const row = await repo.findPlanRow(db, id);
  if (!row) throw notFound('VIP 套餐');
  return row;
}

export async function createVipPlan(deps: ConsoleDeps, actor: AdminActor, body: z.infer<typeof VipPlanBody>) {
  const now = toDbTime(deps.clock.now());
  return audited(deps, actor, async (trx, audit) => {
    const weight = await repo.nextPlanWeight(trx);
    const id = await repo.insertRole(trx, {
      ...body,
      is_show: body.is_show ? 1 : 0,
      weight,
      created_at: now,
      updated_at: now,
    });
    const row = await planOrThrow(trx, id);
    await audit(vipPlanChanges.created(id, body.name, planAudit(row)));
    return planItem(row);
  });
}

export async function updateVipPlan(
  deps: ConsoleDeps,
  actor: AdminActor,
  id: number,
  body: z.infer<typeof VipPlanBody>,
) {
  const before = await planOrThrow(deps.db, id);
  return audited(deps, actor, async (trx, audit) => {
    await repo.updatePlan(trx, id, {
      ...body,
      is_show: body.is_show ? 1 : 0,
      updated_at: toDbTime(deps.clock.now()),
    });
    const row = await planOrThrow(trx, id);
    await audit(vipPlanChanges.updated(id, before.name, planAudit(before), planAudit(row)));
    return planItem(row);
  });
}

/** A plan that was ever sold or is held by a member stays (its orders name it): hide it instead. */
export async function deleteVipPlan(deps: ConsoleDeps, actor: AdminActor, id: number): Promise<void> {
  const before = await planOrThrow(deps.db, id);
  const orders = Number(before.order_count ?? 0);
  if (orders > 0) throw new AdminError(409, `该套餐已有 ${orders} 笔订单，不能删除，可改为下架`);
  const holders = await repo.countPlanHolders(deps.db, id);
  if (holders > 0) throw new AdminError(409, `还有 ${holders} 位学员持有该套餐，不能删除，可改为下架`);
  await audited(deps, actor, async (trx, audit) => {
    await repo.deletePlan(trx, id);
    await audit(vipPlanChanges.deleted(id, before.name, planAudit(before)));
  });
}

export async function reorderVipPlans(
  deps: ConsoleDeps,
  actor: AdminActor,
  ids: number[],
): Promise<VipPlanItem[]> {
  const rows = await repo.listPlanRows(deps.db);
  if (ids.some((id) => !rows.some((r) => r.id === id))) throw notFound('VIP 套餐');
  return audited(deps, actor, async (trx, audit) => {
    const now = toDbTime(deps.clock.now());
    for (const [i, id] of ids.entries()) await repo.updatePlan(trx, id, { weight: i + 1, updated_at: now });
    await audit(vipPlanChanges.reordered(ids));
    return (await repo.listPlanRows(trx)).map(planItem);
  });
}
