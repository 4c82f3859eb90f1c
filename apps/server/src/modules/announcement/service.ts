import type { Announcement, AnnouncementListItem, ListPage } from '@meedu/contract';
import type { Db } from '../../db/index.ts';
import { isoTime } from '../../lib/dates.ts';
import { ApiError } from '../../lib/envelope.ts';
import * as repo from './repository.ts';

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
