import type { QuestionListItem, WendaAnswer } from '@meedu/contract';

/** A question of the Q&A list (contract wenda). */
export const makeQuestionListItem = (id: number, over: Partial<QuestionListItem> = {}): QuestionListItem => ({
  id,
  title: `问题${id}`,
  credit1: 0,
  status: 0,
  status_text: '未解决',
  view_times: 12,
  answer_count: 3,
  vote_count: 0,
  ...over,
});

/** An answer to a question. */
export const makeWendaAnswer = (id: number, over: Partial<WendaAnswer> = {}): WendaAnswer => ({
  id,
  user_id: 20 + id,
  user: { avatar: '', nick_name: `回答者${id}` },
  render_content: `<p>回答内容${id}</p>`,
  images_list: [],
  created_at: new Date(Date.now() - 3 * 60_000).toISOString(),
  is_correct: 0,
  is_vote: 0,
  vote_count: 2,
  reply_count: 0,
  ...over,
});
