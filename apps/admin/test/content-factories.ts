import type {
  BookAdminDetail,
  BookArticleItem,
  BookChapterItem,
  ContentCategoryOption,
  TopicAdminDetail,
  WendaAnswerAdminItem,
  WendaQuestionAdminDetail,
} from '@meedu/contract/admin';

/** Records of the content area (books, topics, Q&A) as the server sends them. */
export const makeContentCategory = (over: Partial<ContentCategoryOption> = {}): ContentCategoryOption => ({
  id: 1,
  name: '编程',
  parent_id: 0,
  ...over,
});

export const makeBook = (over: Partial<BookAdminDetail> = {}): BookAdminDetail => ({
  id: 7,
  name: '深入 Node',
  category_id: 1,
  category_name: '编程',
  thumb: '',
  charge: 39,
  is_vip_free: false,
  is_show: true,
  published_at: '2026-11-01T10:00:00+08:00',
  short_desc: '一本书',
  user_count: 3,
  article_count: 2,
  created_at: '2026-11-01T10:00:00+08:00',
  description: '<p>介绍</p>',
  ...over,
});

export const makeBookChapter = (over: Partial<BookChapterItem> = {}): BookChapterItem => ({
  id: 11,
  book_id: 7,
  name: '第一章',
  sort: 0,
  article_count: 2,
  ...over,
});

export const makeBookArticle = (over: Partial<BookArticleItem> = {}): BookArticleItem => ({
  id: 21,
  book_id: 7,
  chapter_id: 11,
  title: '开篇',
  is_trial: true,
  is_show: true,
  published_at: '2026-11-01T10:00:00+08:00',
  sort: 0,
  view_times: 0,
  ...over,
});

export const makeTopic = (over: Partial<TopicAdminDetail> = {}): TopicAdminDetail => ({
  id: 5,
  title: '如何写作',
  category_id: 1,
  category_name: '编程',
  thumb: '',
  charge: 9,
  is_vip_free: false,
  is_show: true,
  published_at: '2026-11-01T10:00:00+08:00',
  short_desc: '',
  view_times: 12,
  created_at: '2026-11-01T10:00:00+08:00',
  free_content: '<p>免费</p>',
  paid_content: '<p>付费</p>',
  ...over,
});

export const makeAnswer = (over: Partial<WendaAnswerAdminItem> = {}): WendaAnswerAdminItem => ({
  id: 41,
  question_id: 31,
  user_id: 8,
  user_nick_name: '回答者',
  content: '<p>加微信领取资料</p>',
  is_correct: false,
  is_hidden: false,
  created_at: '2026-11-02T10:00:00+08:00',
  ...over,
});

export const makeQuestion = (over: Partial<WendaQuestionAdminDetail> = {}): WendaQuestionAdminDetail => ({
  id: 31,
  title: '闭包是什么',
  user_id: 9,
  user_nick_name: '提问者',
  category_name: '编程',
  is_solved: false,
  is_hidden: false,
  is_closed: false,
  answer_count: 1,
  created_at: '2026-11-02T09:00:00+08:00',
  content: '<p>请教</p>',
  answers: [makeAnswer()],
  ...over,
});
