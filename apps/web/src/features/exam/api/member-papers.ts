import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MemberExamListRequest, MemberPapersReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

export const MEMBER_EXAM_PAGE_SIZE = 10;

/** GET /addons/Paper/api/v2/member/joinPapers — my papers (§14.1). */
export const fetchMemberPapers = (page: number) =>
  api.get<MemberPapersReply>('/addons/Paper/api/v2/member/joinPapers', {
    page,
    size: MEMBER_EXAM_PAGE_SIZE,
  } satisfies MemberExamListRequest);

export const memberPapersQuery = (page: number) =>
  queryOptions({
    queryKey: ['exam', 'member-papers', page],
    queryFn: () => fetchMemberPapers(page),
    placeholderData: keepPreviousData,
  });
