import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { MemberAnswer, MemberQuestion, MemberWendaReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

export const MINE_PAGE_SIZE = 10;

/** GET /addons/Wenda/api/v1/member/questions (commerce-exam §14.4). */
export const memberQuestionsQuery = (page: number) =>
  queryOptions({
    queryKey: ['wenda', 'mine', 'questions', page],
    queryFn: () =>
      api.get<MemberWendaReply<MemberQuestion>>('/addons/Wenda/api/v1/member/questions', {
        page,
        page_size: MINE_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /addons/Wenda/api/v1/member/answers (commerce-exam §14.5). */
export const memberAnswersQuery = (page: number) =>
  queryOptions({
    queryKey: ['wenda', 'mine', 'answers', page],
    queryFn: () =>
      api.get<MemberWendaReply<MemberAnswer>>('/addons/Wenda/api/v1/member/answers', {
        page,
        page_size: MINE_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
