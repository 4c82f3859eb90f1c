import { queryOptions } from '@tanstack/react-query';
import type { ExamStatsReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /addons/Paper/api/v2/stats/index — the /exam counters; per-member ones are 0 for visitors (§9.1). */
export const fetchExamStats = () => api.get<ExamStatsReply>('/addons/Paper/api/v2/stats/index');

/** Keyed by login state: the member's counts replace the visitor's zeros. */
export const examStatsQuery = (isLogin: boolean) =>
  queryOptions({ queryKey: ['exam', 'stats', isLogin], queryFn: fetchExamStats, staleTime: 0 });
