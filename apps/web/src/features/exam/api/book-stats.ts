import { queryOptions } from '@tanstack/react-query';
import type { QuestionBookFrom, QuestionBookStatsReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

const STATS_PATH: Record<QuestionBookFrom, string> = {
  wrongbook: '/addons/Paper/api/v1/wrongbook',
  collection: '/addons/Paper/api/v1/collection/stats',
};

/**
 * GET /addons/Paper/api/v1/wrongbook (§12.1) and GET /addons/Paper/api/v1/collection/stats (§13): counts per
 * type and per category, restricted to `question_type` when given. The same reply for both books.
 */
export const fetchBookStats = (from: QuestionBookFrom, questionType: number) =>
  api.get<QuestionBookStatsReply>(
    STATS_PATH[from],
    questionType ? { question_type: questionType } : undefined,
  );

export const bookStatsQuery = (from: QuestionBookFrom, questionType: number) =>
  queryOptions({
    queryKey: ['exam', 'book-stats', from, questionType],
    queryFn: () => fetchBookStats(from, questionType),
    staleTime: 0,
  });
