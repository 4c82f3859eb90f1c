import type { Announcement, ListPage } from '@meedu/contract';
import { ApiError, ok } from '../../lib/envelope.ts';
import { isoTime } from '../../lib/dates.ts';
import { paging, query } from '../../lib/validate.ts';
import type { ApiModule } from '../index.ts';

/** The table's columns are the wire fields; only the times differ (DB form). */
type AnnouncementRow = Announcement;

export type AnnouncementListItem = Pick<
  Announcement,
  'id' | 'title' | 'announcement' | 'view_times' | 'created_at'
>;

const toAnnouncement = (r: AnnouncementRow): Announcement => ({
  ...r,
  created_at: isoTime(r.created_at) ?? '',
  updated_at: isoTime(r.updated_at) ?? '',
});

/** contract account §4.5–4.7. Newest = highest id (ids follow publication order). */
export const announcementModule: ApiModule = (app, deps) => {
  const { db } = deps;

  app.get('/api/v2/announcement/latest', (c) => {
    const row = db.prepare<[], AnnouncementRow>('SELECT * FROM announcements ORDER BY id DESC LIMIT 1').get();
    return ok(c, row ? toAnnouncement(row) : []);
  });

  app.get('/api/v2/announcements', (c) => {
    const { size, offset } = query(c, paging(10));
    const rows = db
      .prepare<[number, number], AnnouncementRow>(
        'SELECT * FROM announcements ORDER BY id DESC LIMIT ? OFFSET ?',
      )
      .all(size, offset);
    const total = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM announcements').get()?.n ?? 0;
    const page: ListPage<AnnouncementListItem> = {
      data: rows.map((r) => ({
        id: r.id,
        title: r.title,
        announcement: r.announcement,
        view_times: r.view_times,
        created_at: isoTime(r.created_at) ?? '',
      })),
      total,
    };
    return ok(c, page);
  });

  // Reading an announcement does not count a view (as the reference server).
  app.get('/api/v2/announcement/:id', (c) => {
    const raw = c.req.param('id');
    const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
    const row =
      id > 0
        ? db.prepare<[number], AnnouncementRow>('SELECT * FROM announcements WHERE id = ?').get(id)
        : undefined;
    if (!row) throw new ApiError('错误');
    return ok(c, toAnnouncement(row));
  });
};
