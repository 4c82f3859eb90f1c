import type { TopicListItem } from '@meedu/contract';

/** An article of the catalogue (contract topic). */
export const makeTopicListItem = (id: number, over: Partial<TopicListItem> = {}): TopicListItem => ({
  id,
  title: `文章${id}`,
  thumb: `/t${id}.svg`,
  charge: 0,
  view_times: 100 + id,
  category: { id: 3, name: '技术文章' },
  is_vip_free: 0,
  is_need_login: 0,
  vote_count: 0,
  comment_times: 0,
  ...over,
});
