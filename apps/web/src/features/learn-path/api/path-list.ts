import type { PathListReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { pagedQuery } from '../../../api/query-shapes.ts';

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

export const pathListQuery = pagedQuery(['learn-path', 'list'], fetchPaths);
