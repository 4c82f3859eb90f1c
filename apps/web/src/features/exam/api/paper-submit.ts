import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HandInRequest, PaperHandInReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { paperAttemptQuery } from './paper-attempt.ts';
import { paperDetailQuery } from './paper-detail.ts';

/** POST /addons/Paper/api/v1/paper/{id}/submit/all — hands the attempt in; 2 graded, 3 waits for marking (§9.7). */
export const submitPaper = (id: number, body: HandInRequest) =>
  api.post<PaperHandInReply>(`/addons/Paper/api/v1/paper/${id}/submit/all`, body);

export function usePaperSubmitMutation(id: number, recordId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => submitPaper(id, { pid: recordId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paperAttemptQuery(id, recordId).queryKey }),
        queryClient.invalidateQueries({ queryKey: paperDetailQuery(id).queryKey }),
      ]),
  });
}
