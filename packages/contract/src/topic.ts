/**
 * Articles (MeeduTopics addon, 图文): contract catalog §8. Field names are exact; the addon is closed-source, so
 * the shapes are the ones the storefront reads.
 */
import type { ContentCommentUser, ContentCommentsRequest, NestedPage } from './book.ts';
import type { PhpMap } from './catalog.ts';
import type { ListPage, MaybeEmpty } from './common.ts';

export interface TopicListItem {
  id: number;
  title: string;
  thumb: string;
  charge: number;
  view_times: number;
  /** Always present: the reference list crashes without it (an empty name when the category is gone). */
  category: { id?: number; name: string };
  is_vip_free: 0 | 1;
  is_need_login: 0 | 1;
  vote_count: number;
  comment_times: number;
}

/** GET /addons/MeeduTopics/api/v1/topics */
export type TopicListReply = NestedPage<TopicListItem>;

/** GET /addons/MeeduTopics/api/v1/config/pcListPageRec ("推荐阅读"). */
export interface TopicRecItem {
  id: number;
  title: string;
  thumb: string;
  view_times: number;
  category: { id?: number; name: string };
}

/**
 * GET /addons/MeeduTopics/api/v1/topic/{id}. `render_content` (the paid part) is sent only when `is_buy`.
 */
export interface TopicDetailReply {
  topic: {
    id: number;
    title: string;
    thumb: string;
    charge: number;
    created_at: string;
    view_times: number;
    vote_count: number;
    is_vip_free: 0 | 1;
    free_content_render: string;
    render_content?: string;
  };
  is_buy: boolean;
  is_collect: boolean;
  is_vote: boolean;
}

/** One comment of GET /addons/MeeduTopics/api/v2/topic/{id}/comments (top level or replies). */
export interface TopicComment {
  id: number;
  parent_id: number;
  content: string;
  created_at: string;
  children_count: number;
  user: MaybeEmpty<ContentCommentUser>;
  reply_comment: { user: { nick_name: string } } | null;
  reply_comment_id?: number;
  reply_user_id?: number;
}

export interface TopicCommentsReply {
  data: ListPage<TopicComment>;
  users: PhpMap<ContentCommentUser>;
}

/** POST /addons/MeeduTopics/api/v1/topic/{id}/comment */
export interface TopicCommentReply {
  comment_id: number;
}

/** POST …/vote and …/collect: 1 = now voted / collected, 0 = undone. */
export interface TopicToggleReply {
  ok: 0 | 1;
}

// ---------------------------------------------------------------- requests

export interface TopicListRequest {
  page?: number;
  size?: number;
  scene?: string;
  cid?: number;
}

export interface TopicCommentsRequest extends ContentCommentsRequest {
  /** 0 (or absent) for the top level; a comment id for its replies. */
  comment_id?: number;
}

export interface TopicCommentRequest {
  content: string;
  parent_id?: number;
  reply_comment_id?: number | null;
}
