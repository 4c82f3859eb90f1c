import { queryOptions } from '@tanstack/react-query';
import type { BookReadReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/**
 * GET /addons/MeeduBooks/api/v1/book/{articleId}/read — the article, the catalogue and can_see; a paid article
 * without access comes without its body (contract catalog §7.6).
 */
export const fetchBookRead = (articleId: number) =>
  api.get<BookReadReply>(`/addons/MeeduBooks/api/v1/book/${articleId}/read`);

export const bookReadQuery = (articleId: number) =>
  queryOptions({
    queryKey: ['book', 'read', articleId],
    queryFn: () => fetchBookRead(articleId),
    staleTime: 0,
  });
