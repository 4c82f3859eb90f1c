import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaperJoinReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { paperDetailQuery } from './paper-detail.ts';

/** GET /addons/Paper/api/v1/paper/{id}/join — starts an attempt (or returns the running one) (§9.4). */
export const joinPaper = (id: number) =>
  api.get<PaperJoinReply>(`/addons/Paper/api/v1/paper/${id}/join`, undefined, {
    headers: { 'Cache-Control': 'no-store' },
  });

/** Resolves with the attempt id; the detail's attempt list and count are read again. */
export function usePaperJoinMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => joinPaper(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paperDetailQuery(id).queryKey }),
  });
}
