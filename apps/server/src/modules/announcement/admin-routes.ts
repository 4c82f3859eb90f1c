/**
 * The console's announcements (公告, permission `home`): the rows the storefront's announcement endpoints read,
 * newest first, paged.
 */
import { AnnouncementBody, type AnnouncementItem, type ListReply } from '@meedu/contract/admin';
import { z } from 'zod';
import { requirePermission } from '../../console/auth.ts';
import { createWith, deleteWith, updateWith, type AdminContext } from '../../console/handlers.ts';
import { adminJson, listFields, listParams, parseQuery } from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import type { AppDeps } from '../../deps.ts';
import * as service from './service.ts';

const AnnouncementListQuery = z.object({ ...listFields(['id'], '-id') });

export const announcementsAdminModule: AdminModule = (app, deps) => {
  const view = requirePermission('home.view');
  const edit = requirePermission('home.edit');
  app.get('/announcements', view, list(deps));
  app.post('/announcements', edit, createWith(deps, AnnouncementBody, service.createAnnouncement));
  app.put('/announcements/:id', edit, updateWith(deps, '公告', AnnouncementBody, service.updateAnnouncement));
  app.delete('/announcements/:id', edit, deleteWith(deps, '公告', service.deleteAnnouncement));
};

const list = (deps: AppDeps) => async (c: AdminContext) =>
  adminJson<ListReply<AnnouncementItem>>(
    c,
    await service.consoleAnnouncements(deps.db, listParams(parseQuery(c, AnnouncementListQuery))),
  );
