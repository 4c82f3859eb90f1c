import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PathListReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

export const PATH_PAGE_SIZE = 16;

export interface PathListParams {
  page: number;
  category_id: number;
}

/** GET /addons/LearnPaths/api/v1/all — flavour P3 (contract catalog §9.2). */
export const fetchPaths = (p: PathListParams) =>
  api.get<PathListReply>('/addons/LearnPaths/api/v1/all', {
    page: p.page,
    size: PATH_PAGE_SIZE,
    category_id: p.category_id,
  });

export const pathListQuery = (p: PathListParams) =>
  queryOptions({
    queryKey: ['learn-path', 'list', p],
    queryFn: () => fetchPaths(p),
    placeholderData: keepPreviousData,
  });
