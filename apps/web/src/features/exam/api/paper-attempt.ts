import { queryOptions } from '@tanstack/react-query';
import type { PaperAttemptReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /addons/Paper/api/v1/paper/{id}/join/{recordId} — one of the member's attempts, running or graded (§9.5). */
export const fetchPaperAttempt = (id: number, recordId: number) =>
  api.get<PaperAttemptReply>(`/addons/Paper/api/v1/paper/${id}/join/${recordId}`);

/** Always read afresh: the saved answers and the deadline are the server's. */
export const paperAttemptQuery = (id: number, recordId: number) =>
  queryOptions({
    queryKey: ['exam', 'paper-attempt', id, recordId],
    queryFn: () => fetchPaperAttempt(id, recordId),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
