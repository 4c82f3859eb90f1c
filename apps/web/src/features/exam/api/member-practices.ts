import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MemberExamListRequest, MemberPracticesReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { MEMBER_EXAM_PAGE_SIZE } from './member-papers.ts';

/** GET /addons/Paper/api/v2/member/joinPractices — my practices (§14.3). */
export const fetchMemberPractices = (page: number) =>
  api.get<MemberPracticesReply>('/addons/Paper/api/v2/member/joinPractices', {
    page,
    size: MEMBER_EXAM_PAGE_SIZE,
  } satisfies MemberExamListRequest);

export const memberPracticesQuery = (page: number) =>
  queryOptions({
    queryKey: ['exam', 'member-practices', page],
    queryFn: () => fetchMemberPractices(page),
    placeholderData: keepPreviousData,
  });
