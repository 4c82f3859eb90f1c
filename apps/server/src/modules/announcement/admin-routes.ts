/**
 * The console's announcements (公告, permission `home`): the rows the storefront's announcement endpoints read,
 * newest first, paged.
 */
import { AnnouncementBody, type AnnouncementItem, type ListReply } from '@meedu/contract/admin';
import type { Context } from 'hono';
import { z } from 'zod';
import { actorOf, requirePermission, type AdminEnv } from '../../console/auth.ts';
import {
  adminJson,
  listFields,
  listParams,
  noContent,
  parseBody,
  parseQuery,
  pathId,
} from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { AppDeps } from '../../deps.ts';
import * as service from './service.ts';

type Ctx = Context<AdminEnv>;

const AnnouncementListQuery = z.object({ ...listFields(['id'], '-id') });

export const announcementsAdminModule: AdminModule = (app, deps) => {
  const view = requirePermission('home.view');
  const edit = requirePermission('home.edit');
  app.get('/announcements', view, list(deps));
  app.post('/announcements', edit, create(deps));
  app.put('/announcements/:id', edit, update(deps));
  app.delete('/announcements/:id', edit, remove(deps));
};

const list = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<ListReply<AnnouncementItem>>(
    c,
    await service.consoleAnnouncements(deps.db, listParams(parseQuery(c, AnnouncementListQuery))),
  );
const create = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<AnnouncementItem>(
    c,
    await service.createAnnouncement(deps, actorOf(c), await parseBody(c, AnnouncementBody)),
    201,
  );
const update = (deps: AppDeps) => async (c: Ctx) =>
  adminJson<AnnouncementItem>(
    c,
    await service.updateAnnouncement(
      deps,
      actorOf(c),
      pathId(c, '公告'),
      await parseBody(c, AnnouncementBody),
    ),
  );
const remove = (deps: AppDeps) => async (c: Ctx) => {
  await service.deleteAnnouncement(deps, actorOf(c), pathId(c, '公告'));
  return noContent(c);
};
