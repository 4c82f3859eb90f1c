import { queryOptions } from '@tanstack/react-query';
import type { QuestionBookFrom, QuestionReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /addons/Paper/api/v2/question/{id}?from= — one question of the wrong book or the collection (§12.3). */
export const fetchBookQuestion = (from: QuestionBookFrom, id: number) =>
  api.get<QuestionReply>(`/addons/Paper/api/v2/question/${id}`, { from });

export const bookQuestionQuery = (from: QuestionBookFrom, id: number) =>
  queryOptions({
    queryKey: ['exam', 'book-question', from, id],
    queryFn: () => fetchBookQuestion(from, id),
    staleTime: Infinity,
  });
