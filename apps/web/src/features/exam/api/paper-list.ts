import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PaperListReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { EXAM_PAGE_SIZE, type ExamListParams } from './list-params.ts';

/** GET /addons/Paper/api/v1/papers — papers by category (§9.2). */
export const fetchPaperList = (p: ExamListParams) =>
  api.get<PaperListReply>('/addons/Paper/api/v1/papers', {
    page: p.page,
    page_size: EXAM_PAGE_SIZE,
    cid1: p.cid1,
    cid2: p.cid2,
  });

/** Keyed by login state too: `cur_user_can_join` and the taken badges are per member. */
export const paperListQuery = (p: ExamListParams, isLogin: boolean) =>
  queryOptions({
    queryKey: ['exam', 'paper-list', p, isLogin],
    queryFn: () => fetchPaperList(p),
    placeholderData: keepPreviousData,
  });
