import { queryOptions } from '@tanstack/react-query';
import type { BookDetailReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /addons/MeeduBooks/api/v1/book/{id} — is_buy decided by the server for the member (contract catalog §7.3). */
export const fetchBookDetail = (id: number) =>
  api.get<BookDetailReply>(`/addons/MeeduBooks/api/v1/book/${id}`);

/** Keyed by login state too, so logging in or out refetches is_buy. */
export const bookDetailQuery = (id: number, isLogin: boolean) =>
  queryOptions({
    queryKey: ['book', 'detail', id, isLogin],
    queryFn: () => fetchBookDetail(id),
    staleTime: 0,
  });
