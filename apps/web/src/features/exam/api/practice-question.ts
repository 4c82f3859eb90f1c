import { queryOptions } from '@tanstack/react-query';
import type { QuestionReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /addons/Paper/api/v1/practice/{id}/join/question/{questionId} — one question with its answer (§11.5). */
export const fetchPracticeQuestion = (id: number, questionId: number) =>
  api.get<QuestionReply>(`/addons/Paper/api/v1/practice/${id}/join/question/${questionId}`);

export const practiceQuestionQuery = (id: number, questionId: number) =>
  queryOptions({
    queryKey: ['exam', 'practice-question', id, questionId],
    queryFn: () => fetchPracticeQuestion(id, questionId),
    staleTime: Infinity,
  });
