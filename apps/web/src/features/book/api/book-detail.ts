import type { BookDetailReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { memberAwareQuery } from '../../../api/query-shapes.ts';

/** GET /addons/MeeduBooks/api/v1/book/{id} — is_buy decided by the server for the member (contract catalog §7.3). */
export const fetchBookDetail = (id: number) =>
  api.get<BookDetailReply>(`/addons/MeeduBooks/api/v1/book/${id}`);

export const bookDetailQuery = memberAwareQuery(['book', 'detail'], fetchBookDetail);
