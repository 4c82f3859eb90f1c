import { queryOptions } from '@tanstack/react-query';
import type { MockAttemptReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /addons/Paper/api/v1/mock_paper/record/{recordId} — one mock attempt, running or graded (§10.4). */
export const fetchMockAttempt = (recordId: number) =>
  api.get<MockAttemptReply>(`/addons/Paper/api/v1/mock_paper/record/${recordId}`);

export const mockAttemptQuery = (recordId: number) =>
  queryOptions({
    queryKey: ['exam', 'mock-attempt', recordId],
    queryFn: () => fetchMockAttempt(recordId),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
