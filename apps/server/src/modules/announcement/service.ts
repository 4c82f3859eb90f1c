import type { Announcement, AnnouncementListItem, ListPage } from '@meedu/contract';
import type { AnnouncementBody, AnnouncementItem, ListReply } from '@meedu/contract/admin';
import type { z } from 'zod';
import type { AdminActor } from '../../console/auth.ts';
import { audited, recordChanges } from '../../console/audit.ts';
import { wireInstant } from '../../console/dates.ts';
import { notFound } from '../../console/http.ts';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { isoTime, toDbTime } from '../../lib/dates.ts';
import { ApiError } from '../../lib/envelope.ts';
import * as repo from './repository.ts';

const announcementChanges = recordChanges('announcement', '公告');

type AnnouncementRow = NonNullable<Awaited<ReturnType<typeof repo.findById>>>;

const toAnnouncement = (r: AnnouncementRow): Announcement => ({
  ...r,
  created_at: isoTime(r.created_at) ?? '',
  updated_at: isoTime(r.updated_at) ?? '',
});

/** The newest announcement, or null when there is none. */
export async function latestAnnouncement(db: Db): Promise<Announcement | null> {
  const row = await repo.findLatest(db);
  return row ? toAnnouncement(row) : null;
}

export async function announcementPage(
  db: Db,
  size: number,
  offset: number,
): Promise<ListPage<AnnouncementListItem>> {
  const { rows, total } = await repo.announcementsPage(db, { size, offset });
  return { data: rows.map((r) => ({ ...r, created_at: isoTime(r.created_at) ?? '' })), total };
}

/** Reading an announcement does not count a view (as the reference server). */
export async function announcementById(db: Db, id: number): Promise<Announcement> {
  const row = id > 0 ? await repo.findById(db, id) : undefined;
  if (!row) throw new ApiError('错误');
  return toAnnouncement(row);
}

// ---------------------------------------------------------------- console (permission `home`)

type ConsoleDeps = Pick<AppDeps, 'db' | 'clock'>;

const announcementItem = (r: AnnouncementRow): AnnouncementItem => ({
  id: r.id,
  title: r.title,
  announcement: r.announcement,
  view_times: r.view_times,
  created_at: wireInstant(r.created_at),
  updated_at: wireInstant(r.updated_at),
});

export async function consoleAnnouncements(
  db: Db,
  params: { page: number; size: number; offset: number },
): Promise<ListReply<AnnouncementItem>> {
  const { rows, total } = await repo.consolePage(db, params);
  return { items: rows.map(announcementItem), total, page: params.page, size: params.size };
}

async function announcementOrThrow(db: Db, id: number): Promise<AnnouncementRow> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('公告');
  return row;
}

/** The content is sanitised here, once, before it is stored (the storefront sanitises again on render). */
const cleaned = (body: z.infer<typeof AnnouncementBody>) => ({
  title: body.title,
  announcement: sanitizeHtml(body.announcement),
});

export async function createAnnouncement(
  deps: ConsoleDeps,
  actor: AdminActor,
  body: z.infer<typeof AnnouncementBody>,
): Promise<AnnouncementItem> {
  const now = toDbTime(deps.clock.now());
  const fields = cleaned(body);
  return audited(deps, actor, async (trx, audit) => {
    const id = await repo.insertAnnouncement(trx, {
      ...fields,
      admin_id: actor.adminId,
      created_at: now,
      updated_at: now,
    });
    await audit(announcementChanges.created(id, fields.title, fields));
    return announcementItem(await announcementOrThrow(trx, id));
  });
}

export async function updateAnnouncement(
  deps: ConsoleDeps,
  actor: AdminActor,
  id: number,
  body: z.infer<typeof AnnouncementBody>,
): Promise<AnnouncementItem> {
  const before = await announcementOrThrow(deps.db, id);
  const fields = cleaned(body);
  return audited(deps, actor, async (trx, audit) => {
    await repo.updateAnnouncement(trx, id, { ...fields, updated_at: toDbTime(deps.clock.now()) });
    await audit(
      announcementChanges.updated(
        id,
        fields.title,
        { title: before.title, announcement: before.announcement },
        fields,
      ),
    );
    return announcementItem(await announcementOrThrow(trx, id));
  });
}

export async function deleteAnnouncement(deps: ConsoleDeps, actor: AdminActor, id: number): Promise<void> {
  const before = await announcementOrThrow(deps.db, id);
  await audited(deps, actor, async (trx, audit) => {
    await repo.deleteAnnouncement(trx, id);
    await audit(
      announcementChanges.deleted(id, before.title, {
        title: before.title,
        announcement: before.announcement,
      }),
    );
  });
}
