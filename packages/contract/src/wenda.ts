/**
 * Q&A (Wenda addon; contract/catalog.md §12 and commerce-exam.md §14.4–14.5). Field names are exact.
 */
import type { ListPage } from './common.ts';

/** GET /addons/Wenda/api/v1/other/config. */
export interface WendaConfig {
  /** HTML for the list sidebar. */
  pc_diy_content: string;
  enable_credit1: 0 | 1;
}

export interface WendaCategory {
  id: number;
  name: string;
  children?: { id: number; name: string }[];
}

export type QuestionScene = 'default' | 'solved' | 'unsolved' | 'last_answer';

export interface QuestionListItem {
  id: number;
  title: string;
  credit1: number;
  status: 0 | 1;
  status_text: string;
  view_times: number;
  answer_count: number;
  vote_count: number;
}

/** GET /addons/Wenda/api/v1/questions (P3). */
export interface QuestionListReply {
  data: ListPage<QuestionListItem>;
  categories: WendaCategory[];
}

export interface QuestionListRequest {
  page?: number;
  size?: number;
  scene?: string;
  cid?: number;
}

/** GET /addons/Wenda/api/v1/question/create. */
export interface QuestionCreateForm {
  categories: { id: number; name: string }[];
}

/** POST /addons/Wenda/api/v1/question/create. */
export interface QuestionCreateRequest {
  title: string;
  category_id: number;
  original_content: string;
  /** Ignored: the server renders the escaped original. */
  render_content?: string;
  /** Upload URLs (POST /api/v2/upload/image or the Wenda upload), at most 9. */
  images?: string[];
  /** The reward: the raw input value, possibly null. */
  credit1?: string | number | null;
}

export interface QuestionCreateReply {
  id: number;
}

export interface WendaUser {
  avatar: string;
  nick_name: string;
}

export interface QuestionDetail {
  id: number;
  user_id: number;
  title: string;
  render_content: string;
  images_list: string[];
  credit1: number;
  status: 0 | 1;
  view_times: number;
  answer_count: number;
  created_at: string;
}

export interface WendaAnswer {
  id: number;
  user_id: number;
  user: WendaUser | null;
  render_content: string;
  images_list: string[];
  created_at: string;
  is_correct: 0 | 1;
  is_vote: 0 | 1;
  vote_count: number;
  reply_count: number;
}

/** GET /addons/Wenda/api/v1/question/{id}/detail. */
export interface QuestionDetailReply {
  question: QuestionDetail;
  answers: WendaAnswer[];
  /** The caller asked this question (may accept an answer). */
  is_admin: boolean;
  /** The caller has voted for an answer of this question. */
  is_vote: boolean;
}

/** POST /addons/Wenda/api/v1/question/{id}/answer. */
export interface AnswerRequest {
  original_content: string;
  render_content?: string;
  /** At most 6. */
  images?: string[];
}

/** POST /addons/Wenda/api/v1/vote: toggles the caller's vote on an answer. */
export interface VoteRequest {
  id: number;
  type: number;
}

/** Whether the caller's vote is now on (1) or was taken back (0). */
export type VoteToggleReply = 0 | 1;

export interface VoteReply {
  ok: VoteToggleReply;
}

/** POST /addons/Wenda/api/v1/question/{id}/correct. */
export interface CorrectRequest {
  answer_id: number;
}

export interface AnswerComment {
  id: number;
  user: WendaUser | null;
  created_at: string;
  render_content: string;
  reply_user_id: number;
  reply_user: { nick_name: string } | null;
}

/** GET /addons/Wenda/api/v1/question/answer/{answerId}/comments (P3). */
export interface AnswerCommentsReply {
  data: ListPage<AnswerComment>;
}

export interface AnswerCommentsRequest {
  page?: number;
  page_size?: number;
}

/** POST /addons/Wenda/api/v1/question/answer/{answerId}/comment. */
export interface AnswerCommentRequest {
  original_content: string;
  render_content?: string;
  reply_user_id?: number;
}

export interface AnswerCommentReply {
  comment_id: number;
}

/** POST /addons/Wenda/api/v1/upload/image. */
export interface WendaUploadReply {
  url: string;
}

/** GET /addons/Wenda/api/v1/member/questions (P-nested). */
export interface MemberQuestion {
  id: number;
  title: string;
  status: 0 | 1;
  answer_count: number;
}

/** GET /addons/Wenda/api/v1/member/answers (P-nested); `status` is the question's. */
export interface MemberAnswer {
  id: number;
  question_id: number;
  render_content: string;
  status?: 0 | 1;
  is_correct: 0 | 1;
  vote_count: number;
}

export interface MemberWendaReply<T> {
  data: ListPage<T>;
}

export interface MemberWendaRequest {
  page?: number;
  page_size?: number;
}
