import { queryOptions } from '@tanstack/react-query';
import type { TopicDetailReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/**
 * GET /addons/MeeduTopics/api/v1/topic/{id} — the free part always, the paid part only when the server says
 * is_buy (contract catalog §8.3).
 */
export const fetchTopicDetail = (id: number) =>
  api.get<TopicDetailReply>(`/addons/MeeduTopics/api/v1/topic/${id}`);

/** Keyed by login state, so logging in or out refetches is_buy and the paid part. */
export const topicDetailQuery = (id: number, isLogin: boolean) =>
  queryOptions({
    queryKey: ['topic', 'detail', id, isLogin],
    queryFn: () => fetchTopicDetail(id),
    staleTime: 0,
  });
