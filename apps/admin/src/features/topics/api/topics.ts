import type {
  ContentCategoryOption,
  TopicAdminDetail,
  TopicAdminItem,
  TopicRequest,
} from '@meedu/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { recordMutations } from '../../../api/record-mutations.ts';
import { pagedListQuery, recordQuery } from '../../../api/record-queries.ts';

export const topicsKey = ['topics'] as const;

/** `GET /topics`: a page of topics (filters `q`, `category_id`, `is_show`). */
export const topicListQuery = pagedListQuery<TopicAdminItem>('/topics', topicsKey);

/** `GET /topics/:id` with its free and paid parts. */
export const topicQuery = recordQuery<TopicAdminDetail>('/topics', topicsKey);

/** Save and delete (409 once members bought it: hide it instead). */
export const topicMutations = recordMutations<TopicRequest, TopicAdminDetail>('/topics', [topicsKey]);

export const topicCategoriesQuery = queryOptions({
  queryKey: ['topic-categories'],
  queryFn: () => api.get<ContentCategoryOption[]>('/topic-categories'),
});
