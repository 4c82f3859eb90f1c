import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MockPaperListReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { EXAM_PAGE_SIZE, type ExamListParams } from './list-params.ts';

/** GET /addons/Paper/api/v1/mock_papers — mock papers by category (§10.1). */
export const fetchMockPaperList = (p: ExamListParams) =>
  api.get<MockPaperListReply>('/addons/Paper/api/v1/mock_papers', {
    page: p.page,
    page_size: EXAM_PAGE_SIZE,
    cid1: p.cid1,
    cid2: p.cid2,
  });

/** Keyed by login state too: `cur_user_can_join` and the taken badges are per member. */
export const mockPaperListQuery = (p: ExamListParams, isLogin: boolean) =>
  queryOptions({
    queryKey: ['exam', 'mock-paper-list', p, isLogin],
    queryFn: () => fetchMockPaperList(p),
    placeholderData: keepPreviousData,
  });
