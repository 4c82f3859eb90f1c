import type { SearchReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { pagedQuery } from '../../../api/query-shapes.ts';

export const SEARCH_PAGE_SIZE = 10;

export interface SearchParams {
  keywords: string;
  /** '0' = all types */
  type: string;
  page: number;
}

/** GET /api/v3/search (contract catalog §10.1): `{data, total}`. */
export const fetchSearch = (p: SearchParams) =>
  api.get<SearchReply>('/api/v3/search', {
    keywords: p.keywords,
    type: p.type,
    page: p.page,
    size: SEARCH_PAGE_SIZE,
  });

export const searchQuery = pagedQuery(['search'], fetchSearch);
