import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PracticeAnswerRequest } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** POST /addons/Paper/api/v1/practice/{id}/join/question/{questionId}/answer — records a revealed answer (§11.6). */
export const recordPracticeAnswer = (id: number, questionId: number, body: PracticeAnswerRequest) =>
  api.post<unknown>(`/addons/Paper/api/v1/practice/${id}/join/question/${questionId}/answer`, body);

/** Progress counters (detail, lists, landing, wrong book) change with each record. */
export function usePracticeAnswerMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { questionId: number } & PracticeAnswerRequest) =>
      recordPracticeAnswer(id, v.questionId, { answer: v.answer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['exam'], refetchType: 'none' }),
  });
}
