import type { TopicDetailReply } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { memberAwareQuery } from '../../../api/query-shapes.ts';

/**
 * GET /addons/MeeduTopics/api/v1/topic/{id} — the free part always, the paid part only when the server says
 * is_buy (contract catalog §8.3).
 */
export const fetchTopicDetail = (id: number) =>
  api.get<TopicDetailReply>(`/addons/MeeduTopics/api/v1/topic/${id}`);

export const topicDetailQuery = memberAwareQuery(['topic', 'detail'], fetchTopicDetail);
