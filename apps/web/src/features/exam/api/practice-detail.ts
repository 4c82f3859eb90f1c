import { queryOptions } from '@tanstack/react-query';
import type { PracticeDetailReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /addons/Paper/api/v1/practice/{id} — chapters and the member's progress (§11.2). */
export const fetchPracticeDetail = (id: number) =>
  api.get<PracticeDetailReply>(`/addons/Paper/api/v1/practice/${id}`);

export const practiceDetailQuery = (id: number) =>
  queryOptions({ queryKey: ['exam', 'practice', id], queryFn: () => fetchPracticeDetail(id), staleTime: 0 });
