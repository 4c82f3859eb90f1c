import type { Announcement, AnnouncementListItem, ListPage } from '@meedu/contract';
import type { AnnouncementBody, AnnouncementItem, ListReply } from '@meedu/contract/admin';
import type { z } from 'zod';
import { recordChanges } from '../../console/audit.ts';
import { wireInstant } from '../../console/dates.ts';
import { notFound } from '../../console/http.ts';
import { answering, auditedRecord } from '../../console/record-writes.ts';
import type { Db } from '../../db/index.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { isoTime } from '../../lib/dates.ts';
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

const announcements = answering(
  auditedRecord({
    changes: announcementChanges,
    read: announcementOrThrow,
    name: (r) => r.title,
    audit: (r) => ({ title: r.title, announcement: r.announcement }),
    auditBody: (_body, fields) => ({ name: fields.title, value: fields }),
    /** The content is sanitised here, once, before it is stored (the storefront sanitises again on render). */
    columns: (body: z.infer<typeof AnnouncementBody>) => ({
      title: body.title,
      announcement: sanitizeHtml(body.announcement),
    }),
    // The operator's command line (no administrator) leaves the column's default.
    insert: (trx, row, _body, actor) =>
      repo.insertAnnouncement(trx, { ...row, admin_id: actor.adminId ?? undefined }),
    update: repo.updateAnnouncement,
    remove: repo.deleteAnnouncement,
  }),
  announcementItem,
);

export const createAnnouncement = announcements.create;
export const updateAnnouncement = announcements.update;
export const deleteAnnouncement = announcements.remove;
