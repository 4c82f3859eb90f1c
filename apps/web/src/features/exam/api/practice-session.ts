import { queryOptions } from '@tanstack/react-query';
import type { PracticeChapterReply, PracticeDayReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /addons/Paper/api/v1/practice/{id}/day — today's 20 questions (§11.3). */
export const fetchPracticeDay = (id: number) =>
  api.get<PracticeDayReply>(`/addons/Paper/api/v1/practice/${id}/day`);

/** GET /addons/Paper/api/v1/practice/{id}/join/{chapterId} — a chapter's questions (§11.4). */
export const fetchPracticeChapter = (id: number, chapterId: number) =>
  api.get<PracticeChapterReply>(`/addons/Paper/api/v1/practice/${id}/join/${chapterId}`);

/** One session's question list: the day's draw (chapter 0) or a chapter; read once per visit. */
export const practiceSessionQuery = (id: number, chapterId: number) =>
  queryOptions({
    queryKey: ['exam', 'practice-session', id, chapterId],
    queryFn: async (): Promise<PracticeChapterReply> =>
      chapterId > 0
        ? fetchPracticeChapter(id, chapterId)
        : { ...(await fetchPracticeDay(id)), has_practice_question_ids: [] },
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
