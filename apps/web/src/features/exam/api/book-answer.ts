import { useMutation } from '@tanstack/react-query';
import type { PracticeAnswerValue, QuestionAnswerRequest, QuestionBookFrom } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** POST /addons/Paper/api/v2/question/{id}/answer — records a revealed answer in a book (§12.4). */
export const recordBookAnswer = (id: number, body: QuestionAnswerRequest) =>
  api.post<unknown>(`/addons/Paper/api/v2/question/${id}/answer`, body);

export function useBookAnswerMutation(from: QuestionBookFrom) {
  return useMutation({
    mutationFn: (v: { questionId: number; answer: PracticeAnswerValue }) =>
      recordBookAnswer(v.questionId, { answer: v.answer, from }),
  });
}
