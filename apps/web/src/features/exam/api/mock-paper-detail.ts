import { queryOptions } from '@tanstack/react-query';
import type { MockPaperDetailReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /addons/Paper/api/v1/mock_paper/{id} — the draw rule, access and the member's attempts (§10.2). */
export const fetchMockPaperDetail = (id: number) =>
  api.get<MockPaperDetailReply>(`/addons/Paper/api/v1/mock_paper/${id}`);

export const mockPaperDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['exam', 'mock-paper', id],
    queryFn: () => fetchMockPaperDetail(id),
    staleTime: 0,
  });
