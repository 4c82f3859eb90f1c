import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MockDrawReply, MockDrawRequest } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { mockPaperDetailQuery } from './mock-paper-detail.ts';

/** POST /addons/Paper/api/v1/mock_paper/{id} — draws a fresh random attempt (§10.3). */
export const drawMockPaper = (id: number) =>
  api.post<MockDrawReply>(`/addons/Paper/api/v1/mock_paper/${id}`, {} satisfies MockDrawRequest);

export function useMockDrawMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => drawMockPaper(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mockPaperDetailQuery(id).queryKey }),
  });
}
