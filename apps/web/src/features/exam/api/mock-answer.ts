import { useMutation } from '@tanstack/react-query';
import type { AnswerSaveRequest } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import type { QueuedAnswer } from '../lib/answer-queue.ts';

/** POST /addons/Paper/api/v1/mock_paper/record/{recordId}/submit/single — saves one answer (§10.5); silent as 9.6. */
export const saveMockAnswer = (recordId: number, body: AnswerSaveRequest) =>
  api.post<unknown>(`/addons/Paper/api/v1/mock_paper/record/${recordId}/submit/single`, body, {
    silent: true,
  });

export function useMockAnswerMutation(recordId: number) {
  return useMutation({ mutationFn: (a: QueuedAnswer) => saveMockAnswer(recordId, { pid: recordId, ...a }) });
}
