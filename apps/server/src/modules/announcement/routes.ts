import type { Announcement, AnnouncementListItem, ListPage, MaybeEmpty } from '@meedu/contract';
import type { Context } from 'hono';
import type { ApiModule, AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { paging, query } from '../../lib/validate.ts';
import { announcementById, announcementPage, latestAnnouncement } from './service.ts';

/** contract account §4.5–4.7. */
export const announcementRoutes: ApiModule = (app, deps) => {
  app.get('/api/v2/announcement/latest', latest(deps));
  app.get('/api/v2/announcements', list(deps));
  app.get('/api/v2/announcement/:id', detail(deps));
};

const latest = (deps: AppDeps) => async (c: Context) =>
  ok<MaybeEmpty<Announcement>>(c, (await latestAnnouncement(deps.db)) ?? []);

const list = (deps: AppDeps) => async (c: Context) => {
  const { size, offset } = query(c, paging(10));
  return ok<ListPage<AnnouncementListItem>>(c, await announcementPage(deps.db, size, offset));
};

const detail = (deps: AppDeps) => async (c: Context) => {
  const raw = c.req.param('id') ?? '';
  return ok<Announcement>(c, await announcementById(deps.db, /^\d{1,15}$/.test(raw) ? Number(raw) : 0));
};
