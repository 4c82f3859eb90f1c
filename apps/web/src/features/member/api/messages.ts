import type { ListPage, Notification } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { pagedQuery } from '../../../api/query-shapes.ts';

export const MESSAGES_PAGE_SIZE = 20;

/** GET /api/v2/member/messages (contract account §5.3), newest first. */
export const fetchMessages = (page: number) =>
  api.get<ListPage<Notification>>('/api/v2/member/messages', { page, page_size: MESSAGES_PAGE_SIZE });

export const messagesKey = ['member', 'messages'] as const;

export const messagesQuery = pagedQuery(messagesKey, fetchMessages, { staleTime: 0 });
