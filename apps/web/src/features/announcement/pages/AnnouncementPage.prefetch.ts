import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { announcementQuery } from '../api/announcement.ts';
import { announcementsQuery } from '../api/announcements.ts';

/** `?id=`: absent → null (show the latest); a positive integer → that id; anything else → NaN (bad link). */
export function parseAnnouncementId(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  return /^\d+$/.test(raw.trim()) && Number(raw) > 0 ? Number(raw) : Number.NaN;
}

/** `/announcement?id=`: the newest ten and the one asked for. */
export const prefetch: Prefetch = ({ client, search }) => {
  void client.prefetchQuery(announcementsQuery);
  const id = parseAnnouncementId(search.get('id'));
  if (id !== null && !Number.isNaN(id)) void client.prefetchQuery(announcementQuery(id));
};
