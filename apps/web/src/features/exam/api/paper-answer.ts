import { useMutation } from '@tanstack/react-query';
import type { AnswerSaveRequest } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import type { QueuedAnswer } from '../lib/answer-queue.ts';

/**
 * POST /addons/Paper/api/v1/paper/{id}/submit/single — saves one answer (§9.6). Silent: the answer saver keeps
 * what the network loses and says itself what the server refused.
 */
export const savePaperAnswer = (id: number, body: AnswerSaveRequest) =>
  api.post<unknown>(`/addons/Paper/api/v1/paper/${id}/submit/single`, body, { silent: true });

export function usePaperAnswerMutation(id: number, recordId: number) {
  return useMutation({ mutationFn: (a: QueuedAnswer) => savePaperAnswer(id, { pid: recordId, ...a }) });
}
