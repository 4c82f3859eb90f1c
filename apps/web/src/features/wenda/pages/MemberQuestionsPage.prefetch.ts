import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { memberQuestionsQuery } from '../api/member-wenda.ts';

/** `/member/questions`: the first page of my questions (the page is for members only). */
export const prefetch: Prefetch = ({ client, isLogin }) => {
  if (isLogin) void client.prefetchQuery(memberQuestionsQuery(1));
};
