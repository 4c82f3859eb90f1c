import { queryOptions } from '@tanstack/react-query';
import type { QuestionBookFrom, QuestionBookIdsReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

const IDS_PATH: Record<QuestionBookFrom, string> = {
  wrongbook: '/addons/Paper/api/v2/wrongbook/questions',
  collection: '/addons/Paper/api/v2/collection/questions',
};

export interface BookFilter {
  type: number;
  cid1: number;
  cid2: number;
}

/** GET /addons/Paper/api/v2/wrongbook/questions (§12.2) and /collection/questions (§13): the ordered ids. */
export const fetchBookIds = (from: QuestionBookFrom, f: BookFilter) =>
  api.get<QuestionBookIdsReply>(IDS_PATH[from], { type: f.type, cid1: f.cid1, cid2: f.cid2 });

/** Read once per filter and visit: removing a question edits the session's list, not the server's order. */
export const bookIdsQuery = (from: QuestionBookFrom, f: BookFilter) =>
  queryOptions({
    queryKey: ['exam', 'book-ids', from, f],
    queryFn: () => fetchBookIds(from, f),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
