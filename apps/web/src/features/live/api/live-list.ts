import type { LiveListReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { pagedQuery } from '../../../api/query-shapes.ts';

export const LIVE_PAGE_SIZE = 16;

export interface LiveListParams {
  page: number;
  /** The child category when one is picked, else the top one; 0 = all. */
  cid: number;
}

/** GET /addons/zhibo/api/v1/courses — list and category tree in one reply (contract catalog §6.1). */
export const fetchLives = (p: LiveListParams) =>
  api.get<LiveListReply>('/addons/zhibo/api/v1/courses', { page: p.page, size: LIVE_PAGE_SIZE, cid: p.cid });

export const liveListQuery = pagedQuery(['live', 'list'], fetchLives);
