import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TopicListReply, TopicListRequest } from '@meedu/contract';
import { api } from '../../../api/client.ts';

export const TOPIC_PAGE_SIZE = 10;

/** GET /addons/MeeduTopics/api/v1/topics — nested page and the categories (contract catalog §8.1). */
export const fetchTopics = (page: number, cid: number) =>
  api.get<TopicListReply>('/addons/MeeduTopics/api/v1/topics', {
    page,
    size: TOPIC_PAGE_SIZE,
    scene: 'default',
    cid,
  } satisfies TopicListRequest);

export const topicListQuery = (page: number, cid: number) =>
  queryOptions({
    queryKey: ['topic', 'list', page, cid],
    queryFn: () => fetchTopics(page, cid),
    placeholderData: keepPreviousData,
  });
