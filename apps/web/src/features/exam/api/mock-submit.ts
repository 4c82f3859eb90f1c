import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HandInRequest, MockHandInReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { mockAttemptQuery } from './mock-attempt.ts';

/** POST /addons/Paper/api/v1/mock_paper/record/{recordId}/submit — hands in; always graded at once (§10.6). */
export const submitMock = (recordId: number, body: HandInRequest) =>
  api.post<MockHandInReply>(`/addons/Paper/api/v1/mock_paper/record/${recordId}/submit`, body);

export function useMockSubmitMutation(recordId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => submitMock(recordId, { pid: recordId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mockAttemptQuery(recordId).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['exam', 'mock-paper'] }),
      ]),
  });
}
