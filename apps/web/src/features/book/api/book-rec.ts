import { queryOptions } from '@tanstack/react-query';
import type { BookRecItem } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /addons/MeeduBooks/api/v1/config/pcListPageRec — the 推荐阅读 column (contract catalog §7.2). */
export const fetchBookRec = () => api.get<BookRecItem[]>('/addons/MeeduBooks/api/v1/config/pcListPageRec');

export const bookRecQuery = queryOptions({ queryKey: ['book', 'rec'], queryFn: fetchBookRec });
