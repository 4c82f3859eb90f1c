import type { TopicListReply, TopicListRequest } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { pagedQuery } from '../../../api/query-shapes.ts';

export const TOPIC_PAGE_SIZE = 10;

/** GET /addons/MeeduTopics/api/v1/topics — nested page and the categories (contract catalog §8.1). */
export const fetchTopics = (page: number, cid: number) =>
  api.get<TopicListReply>('/addons/MeeduTopics/api/v1/topics', {
    page,
    size: TOPIC_PAGE_SIZE,
    scene: 'default',
    cid,
  } satisfies TopicListRequest);

export const topicListQuery = pagedQuery(['topic', 'list'], fetchTopics);
