/**
 * The console's campaigns (permission `campaigns`): flash sales (秒杀) at `/flash-sales` and, through
 * `campaignRoutes`, group buys (拼团) at `/group-buys`: `GET` (`q` part of the title; sorts `id`, `started_at`),
 * `POST`, `GET/PUT/DELETE /:id`. Each row with its units (or places) sold.
 */
import { CAMPAIGN_SORTS, FlashSaleBody, type ListReply } from '@meedu/contract/admin';
import type { Hono } from 'hono';
import { z } from 'zod';
import { requirePermission, type AdminActor, type AdminEnv } from '../../console/auth.ts';
import { createWith, deleteWith, readById, updateWith, type AdminContext } from '../../console/handlers.ts';
import { adminJson, listFields, listParams, parseQuery } from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import * as service from './admin-service.ts';

const CampaignListQuery = z.object({
  ...listFields(CAMPAIGN_SORTS, '-id'),
  q: z.string().trim().max(50).optional().catch(undefined),
});

/** The service functions behind one kind of campaign. */
export interface CampaignService<S extends z.ZodType, T> {
  body: S;
  list: (db: Db, params: service.CampaignListParams, title: string | undefined) => Promise<ListReply<T>>;
  read: (deps: AppDeps, id: number) => Promise<T>;
  create: (deps: AppDeps, actor: AdminActor, body: z.infer<S>) => Promise<T>;
  update: (deps: AppDeps, actor: AdminActor, id: number, body: z.infer<S>) => Promise<T>;
  remove: (deps: AppDeps, actor: AdminActor, id: number) => Promise<void>;
}

/** The five routes of a kind of campaign at `path` (`thing` names it in `<thing>不存在`). */
export function campaignRoutes<S extends z.ZodType, T>(
  app: Hono<AdminEnv>,
  deps: AppDeps,
  path: string,
  thing: string,
  s: CampaignService<S, T>,
): void {
  const view = requirePermission('campaigns.view');
  const edit = requirePermission('campaigns.edit');
  app.get(path, view, async (c: AdminContext) => {
    const q = parseQuery(c, CampaignListQuery);
    return adminJson<ListReply<T>>(c, await s.list(deps.db, listParams(q), q.q));
  });
  app.post(path, edit, createWith(deps, s.body, s.create));
  app.get(`${path}/:id`, view, readById(deps, thing, s.read));
  app.put(`${path}/:id`, edit, updateWith(deps, thing, s.body, s.update));
  app.delete(`${path}/:id`, edit, deleteWith(deps, thing, s.remove));
}

export const flashSaleAdminModule: AdminModule = (app, deps) =>
  campaignRoutes(app, deps, '/flash-sales', '秒杀活动', {
    body: FlashSaleBody,
    list: service.consoleFlashSales,
    read: service.flashSaleById,
    create: service.createFlashSale,
    update: service.updateFlashSale,
    remove: service.deleteFlashSale,
  });
