/**
 * Wire shapes of the MeEdu 4.9.30 calls the storefront makes (shared/contract/upstream-4.9.30.md), until
 * packages/contract carries them.
 */

/** POST /api/v3/order (§5.1); `order_no` is 18 digits, kept as a string. */
export interface UnifiedOrderReply {
  order_no: string;
  total: number;
  discount: number;
  is_paid: boolean;
  pay_url?: string;
  sign?: string;
}

export interface CommentAuthor {
  avatar: string;
  nick_name: string;
}

/** A reply under a top-level comment (§6.1); ids are opaque hashid strings. */
export interface ThreadedReply {
  id: string;
  parent_id: string;
  reply_id: string;
  content: string;
  ip_province: string;
  is_check: 0 | 1;
  created_at: string;
  user: CommentAuthor | [];
  reply_user?: CommentAuthor | [];
}

/** A top-level comment (§6.1). */
export interface ThreadedComment extends Omit<ThreadedReply, 'reply_user'> {
  replies_count: number;
  replies: ThreadedReply[];
}

/** GET /api/v3/comments (§6.2): the newest five and the count of all. */
export interface ThreadedCommentsReply {
  data: ThreadedComment[];
  total: number;
}

/** GET /api/v3/comments/replies (§6.3): all rows, no total. */
export interface ThreadedRepliesReply<T> {
  data: T[];
}

/** POST /api/v3/comment/store (§6.4): the new, pending row. */
export interface StoredCommentReply {
  id: string;
  content: string;
  created_at: string;
  parent_id: string;
  reply_id: string;
  is_check: 0 | 1;
}

/** GET /api/v2/decorationPage/blocks (§7.1). */
export interface DecorationBlock {
  id: number;
  sign: string;
  sort: number;
  config_render: unknown;
}

/** GET /api/v2/member/detail `agreement_status` (§4.1). */
export interface AgreementStatus {
  user_agreement_agreed: boolean;
  privacy_policy_agreed: boolean;
}

/** POST /api/v3/auth/login/wechat-scan/url (§8.1). */
export interface WechatScanUrlReply {
  url: string;
  key: string;
  expire: number;
}

/** GET /api/v3/auth/login/wechat-scan/query (§8.3): "0" or "" while pending, else the login code. */
export interface WechatScanCodeReply {
  code: string;
}

/** GET /api/v3/course/{courseId}/attach/{id} (§9.2). */
export interface AttachDownloadReply {
  download_url: string;
}
