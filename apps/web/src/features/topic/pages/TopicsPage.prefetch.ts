import { positiveId, type Prefetch } from '../../../lib/route-prefetch.ts';
import { topicListQuery } from '../api/topic-list.ts';
import { topicRecQuery } from '../api/topic-rec.ts';

/** `/topic?category_id=&page=` as the page reads it. */
export function readTopicsUrl(q: URLSearchParams) {
  return { cid: positiveId(q.get('category_id')) ?? 0, page: positiveId(q.get('page')) ?? 1 };
}

/** `/topic`: the list the address asks for and the 推荐阅读 column. */
export const prefetch: Prefetch = ({ client, search }) => {
  const { cid, page } = readTopicsUrl(search);
  void client.prefetchQuery(topicListQuery(page, cid));
  void client.prefetchQuery(topicRecQuery);
};
