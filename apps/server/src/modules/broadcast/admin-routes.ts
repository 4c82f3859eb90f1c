/** Broadcasts to members (`/admin/api/broadcasts`, permission `messages`). */
import { BroadcastBody, type BroadcastItem, type ListReply } from '@meedu/contract/admin';
import { z } from 'zod';
import { requirePermission } from '../../console/auth.ts';
import { createWith, type AdminContext } from '../../console/handlers.ts';
import { adminJson, listFields, listParams, parseQuery } from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { AppDeps } from '../../deps.ts';
import * as service from './service.ts';

const BroadcastListQuery = z.object({ ...listFields(['id'], '-id') });

export const broadcastsAdminModule: AdminModule = (app, deps) => {
  app.get('/broadcasts', requirePermission('messages.view'), list(deps));
  app.post(
    '/broadcasts',
    requirePermission('messages.edit'),
    createWith(deps, BroadcastBody, service.sendBroadcast),
  );
};

const list = (deps: AppDeps) => async (c: AdminContext) =>
  adminJson<ListReply<BroadcastItem>>(
    c,
    await service.broadcasts(deps.db, listParams(parseQuery(c, BroadcastListQuery))),
  );
