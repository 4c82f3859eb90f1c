import type { BookArticleComment, BookListItem } from '@meedu/contract';

/** An e-book of the catalogue (contract book). */
export const makeBookListItem = (id: number, over: Partial<BookListItem> = {}): BookListItem => ({
  id,
  name: `电子书${id}`,
  thumb: `/b${id}.svg`,
  charge: 49,
  short_desc: `简介${id}`,
  view_times: 1,
  is_vip_free: 0,
  user_count: 1,
  published_at: '2024-01-01 00:00:00',
  ...over,
});

/** A comment on a book article. */
export const makeBookArticleComment = (
  id: number,
  over: Partial<BookArticleComment> = {},
): BookArticleComment => ({
  id,
  parent_id: 0,
  content: `评论${id}`,
  created_at: '2024-01-01T00:00:00Z',
  children_count: 0,
  user: { avatar: '', nick_name: `读者${id}` },
  reply_id: 0,
  reply: null,
  ...over,
});
