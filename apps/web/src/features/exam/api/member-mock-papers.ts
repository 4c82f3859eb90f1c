import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MemberExamListRequest, MemberMockPapersReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { MEMBER_EXAM_PAGE_SIZE } from './member-papers.ts';

/** GET /addons/Paper/api/v2/member/joinMockPapers — my mock papers (§14.2). */
export const fetchMemberMockPapers = (page: number) =>
  api.get<MemberMockPapersReply>('/addons/Paper/api/v2/member/joinMockPapers', {
    page,
    size: MEMBER_EXAM_PAGE_SIZE,
  } satisfies MemberExamListRequest);

export const memberMockPapersQuery = (page: number) =>
  queryOptions({
    queryKey: ['exam', 'member-mock-papers', page],
    queryFn: () => fetchMemberMockPapers(page),
    placeholderData: keepPreviousData,
  });
