import type { AnnouncementItem, AnnouncementRequest, ListReply } from '@meedu/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { recordMutations } from '../../../api/record-mutations.ts';
import { listQueryParams, type ListParams } from '../../../components/data-table/use-list-params.ts';

export const announcementsKey = ['announcements'] as const;

/** `GET /announcements` (newest first, paged) */
export const announcementListQuery = (params: ListParams) =>
  queryOptions({
    queryKey: [...announcementsKey, params],
    queryFn: () => api.get<ListReply<AnnouncementItem>>('/announcements', listQueryParams(params)),
  });

/** Save and delete (the list has no order of its own: newest first). */
export const announcementMutations = recordMutations<AnnouncementRequest, AnnouncementItem>(
  '/announcements',
  [announcementsKey],
);
