import type { AnnouncementItem, AnnouncementRequest } from '@meedu/contract/admin';
import { recordMutations } from '../../../api/record-mutations.ts';
import { pagedListQuery } from '../../../api/record-queries.ts';

export const announcementsKey = ['announcements'] as const;

/** `GET /announcements` (newest first, paged) */
export const announcementListQuery = pagedListQuery<AnnouncementItem>('/announcements', announcementsKey);

/** Save and delete (the list has no order of its own: newest first). */
export const announcementMutations = recordMutations<AnnouncementRequest, AnnouncementItem>(
  '/announcements',
  [announcementsKey],
);
