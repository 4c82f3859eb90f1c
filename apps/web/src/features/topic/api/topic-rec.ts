import { queryOptions } from '@tanstack/react-query';
import type { TopicRecItem } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /addons/MeeduTopics/api/v1/config/pcListPageRec — the 推荐阅读 column (contract catalog §8.2). */
export const fetchTopicRec = () => api.get<TopicRecItem[]>('/addons/MeeduTopics/api/v1/config/pcListPageRec');

export const topicRecQuery = queryOptions({ queryKey: ['topic', 'rec'], queryFn: fetchTopicRec });
