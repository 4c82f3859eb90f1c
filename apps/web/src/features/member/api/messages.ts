import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListPage, Notification } from '@meedu/contract';
import { api } from '../../../api/client.ts';

export const MESSAGES_PAGE_SIZE = 20;

/** GET /api/v2/member/messages (contract account §5.3), newest first. */
export const fetchMessages = (page: number) =>
  api.get<ListPage<Notification>>('/api/v2/member/messages', { page, page_size: MESSAGES_PAGE_SIZE });

export const messagesKey = ['member', 'messages'] as const;

export const messagesQuery = (page: number) =>
  queryOptions({
    queryKey: [...messagesKey, page],
    queryFn: () => fetchMessages(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
