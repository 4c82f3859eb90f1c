import { queryOptions } from '@tanstack/react-query';
import type { ListPage } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** A row of GET /api/v2/announcements (contract account §4.6). */
export interface AnnouncementSummary {
  id: number;
  title: string;
  announcement: string;
  view_times: number;
  created_at: string;
}

/** GET /api/v2/announcements — the newest 10, id descending. */
export const fetchAnnouncements = () => api.get<ListPage<AnnouncementSummary>>('/api/v2/announcements');

export const announcementsQuery = queryOptions({
  queryKey: ['announcements', 'list'],
  queryFn: fetchAnnouncements,
});
