import { queryOptions } from '@tanstack/react-query';
import type { Announcement } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /api/v2/announcement/{id}. Silent: the page explains an unknown id itself (the server only says 错误). */
export const fetchAnnouncement = (id: number) =>
  api.get<Announcement>(`/api/v2/announcement/${id}`, undefined, { silent: true });

export const announcementQuery = (id: number) =>
  queryOptions({
    queryKey: ['announcements', 'detail', id],
    queryFn: () => fetchAnnouncement(id),
    retry: false,
  });
