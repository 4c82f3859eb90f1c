import { queryOptions } from '@tanstack/react-query';
import type { Announcement } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /api/v2/announcement/latest — the newest row, or `[]` / null when there is none (contract catalog §1.3). */
export const fetchLatestAnnouncement = async (): Promise<Announcement | null> => {
  const data = await api.get<Announcement | [] | null>('/api/v2/announcement/latest');
  return data && !Array.isArray(data) && typeof data.id === 'number' ? data : null;
};

export const latestAnnouncementQuery = queryOptions({
  queryKey: ['home', 'announcement', 'latest'],
  queryFn: fetchLatestAnnouncement,
});
