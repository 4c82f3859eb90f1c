import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PracticeListReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { EXAM_PAGE_SIZE, type ExamListParams } from './list-params.ts';

/** GET /addons/Paper/api/v1/practices — practices by category (§11.1). */
export const fetchPracticeList = (p: ExamListParams) =>
  api.get<PracticeListReply>('/addons/Paper/api/v1/practices', {
    page: p.page,
    page_size: EXAM_PAGE_SIZE,
    cid1: p.cid1,
    cid2: p.cid2,
  });

/** Keyed by login state too: `cur_user_can_join` and the taken badges are per member. */
export const practiceListQuery = (p: ExamListParams, isLogin: boolean) =>
  queryOptions({
    queryKey: ['exam', 'practice-list', p, isLogin],
    queryFn: () => fetchPracticeList(p),
    placeholderData: keepPreviousData,
  });
