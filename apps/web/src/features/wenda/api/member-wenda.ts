import type { MemberAnswer, MemberQuestion, MemberWendaReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { pagedQuery } from '../../../api/query-shapes.ts';

export const MINE_PAGE_SIZE = 10;

/** GET /addons/Wenda/api/v1/member/questions (commerce-exam §14.4). */
export const fetchMemberQuestions = (page: number) =>
  api.get<MemberWendaReply<MemberQuestion>>('/addons/Wenda/api/v1/member/questions', {
    page,
    page_size: MINE_PAGE_SIZE,
  });

export const memberQuestionsQuery = pagedQuery(['wenda', 'mine', 'questions'], fetchMemberQuestions);

/** GET /addons/Wenda/api/v1/member/answers (commerce-exam §14.5). */
export const fetchMemberAnswers = (page: number) =>
  api.get<MemberWendaReply<MemberAnswer>>('/addons/Wenda/api/v1/member/answers', {
    page,
    page_size: MINE_PAGE_SIZE,
  });

export const memberAnswersQuery = pagedQuery(['wenda', 'mine', 'answers'], fetchMemberAnswers);
