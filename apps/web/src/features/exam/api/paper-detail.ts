import { queryOptions } from '@tanstack/react-query';
import type { PaperDetailReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /addons/Paper/api/v1/paper/{id} — rules, access and the member's attempts (§9.3). */
export const fetchPaperDetail = (id: number) => api.get<PaperDetailReply>(`/addons/Paper/api/v1/paper/${id}`);

export const paperDetailQuery = (id: number) =>
  queryOptions({ queryKey: ['exam', 'paper', id], queryFn: () => fetchPaperDetail(id), staleTime: 0 });
