/**
 * MeEdu 4.9.30 wire types (contract upstream-4.9.30.md): the endpoints 4.9.30 added and the fields it added to
 * replies that 4.9.8 already had. Everything not here is as in account.ts, catalog.ts and order.ts. Our server
 * speaks both dialects; a client tells them apart per capability (§13) from the keys named below.
 */
import type { MemberDetail, SystemConfig } from './account.ts';
import type {
  CodeBlockConfig,
  CourseDetail,
  CourseListItem,
  ListBlockConfig,
  StoredBlock,
  VideoItem,
  VodBlockItem,
} from './catalog.ts';
import type { Order } from './order.ts';

/** Which MeEdu API our server answers (`MEEDU_API_DIALECT`): both (default), only 4.9.30, or only 4.9.8. */
export const API_DIALECTS = ['both', '4.9.30', '4.9.8'] as const;
export type ApiDialect = (typeof API_DIALECTS)[number];

/** Non-zero envelope codes 4.9.30 adds (§1.1); each comes with HTTP 200. */
export type EnvelopeCodeV430 = 401 | 404 | 429 | 500 | 503;

// ---------------------------------------------------------------- config (§3)

/**
 * Keys `GET /api/v2/other/config` gains at 4.9.30. A 4.9.30 server also drops `webname`, `sliders` and
 * `socialites.wechat_scan`; `paid_content_purchase_protocol` marks a server with v3 order, v3 comments, the new
 * WeChat scan and agreements, and a missing `sliders` marks one with `decorationPage/blocks` (§13).
 */
export interface SystemConfigV430Additions {
  /** Absolute URL of the VIP service agreement page (`/user/vip_protocol`). */
  vip_protocol: string;
  /** Absolute URL of the paid-content purchase agreement page (`/user/paid_content_purchase_protocol`). */
  paid_content_purchase_protocol: string;
  /** HTML shown raw on the course buy area; `""` when unset. */
  course_purchase_notice: string;
}

/**
 * `GET /api/v2/other/config` as our server sends it in any dialect: 4.9.8's keys (absent under 4.9.30), 4.9.30's
 * additions (absent under 4.9.8); both sets under the default `both`.
 */
export type SystemConfigReply = Omit<SystemConfig, 'webname' | 'sliders' | 'socialites'> &
  Partial<Pick<SystemConfig, 'webname' | 'sliders'>> &
  Partial<SystemConfigV430Additions> & {
    socialites: { qq: number; wechat_oauth: number; wechat_scan?: number };
  };

// ---------------------------------------------------------------- agreements (§4)

/** `agreement_status` of `GET /api/v2/member/detail` (§4.1). */
export interface AgreementStatus {
  user_agreement_agreed: boolean;
  privacy_policy_agreed: boolean;
}

export interface MemberDetailV430 extends MemberDetail {
  agreement_status: AgreementStatus;
}

/** Body of `POST /api/v2/member/agreement/agree`: ignored by the server; the PC sends the flags that were false. */
export type AgreeRequest = Partial<AgreementStatus>;

/** Reply `data` of the agree endpoint. */
export type AgreeReply = [];

// ---------------------------------------------------------------- orders (§5)

/** The core goods types of `POST /api/v3/order` (§5.2); addon types are other exact strings. */
export type OrderGoodsTypeV3 = 'COURSE' | 'ROLE';

/** `POST /api/v3/order` (§5.1). */
export interface CreateOrderRequestV3 {
  goods_type: OrderGoodsTypeV3 | string;
  goods_id: number;
  promo_code?: string;
  /** Required (1) for COURSE and ROLE. */
  agree_protocol?: 1 | '1' | true;
}

/** Reply `data` of `POST /api/v3/order`. `order_no` is 18 digits: keep it a string (above 2^53). */
export interface CreateOrderReplyV3 {
  order_no: string;
  total: number;
  discount: number;
  is_paid: boolean;
  /** Only when unpaid: `<APP_URL>/payment/index?sign=<sign>`, the cashier (a QR target on PC). */
  pay_url?: string;
  /** Only when unpaid: the cashier key, valid 1800 s. */
  sign?: string;
}

/** A row of `GET /api/v2/member/orders` at 4.9.30 (§5.6): `refund_amount` in yuan (float), 0 without refunds. */
export interface MemberOrderV430 extends Order {
  refund_amount: number;
}

// ---------------------------------------------------------------- comments (§6)

/** Comment resource type: 1 recorded course (`rid` = course id), 2 lesson (`rid` = video id). */
export type CommentResourceType = 1 | 2;

/** `[]` when the poster no longer exists; `avatar` may be `""`. */
export type CommentAuthor = { avatar: string; nick_name: string } | [];

/** A reply under a top-level comment (§6.1). Ids are opaque hashid strings. */
export interface CommentReplyV3 {
  id: string;
  /** Hashid of the top-level comment. */
  parent_id: string;
  /** Hashid of the reply replied to, or the hashid of 0 when replying to the top-level comment. */
  reply_id: string;
  /** `""` while pending (`is_check` 0): show 审核中. */
  content: string;
  ip_province: string;
  is_check: 0 | 1;
  created_at: string;
  user: CommentAuthor;
  /** Present only when `reply_id` points at another reply. */
  reply_user?: CommentAuthor;
}

/** A top-level comment: `parent_id`/`reply_id` are the hashid of 0, never empty. */
export interface CommentV3 extends Omit<CommentReplyV3, 'reply_user'> {
  replies_count: number;
  /** Newest 3 replies, newest first. */
  replies: CommentReplyV3[];
}

/** `GET /api/v3/comments?rt=&rid=` (§6.2). */
export interface CommentsQueryV3 {
  rt: number;
  rid: number;
}

/** Reply `data`: the newest 5 top-level comments and the count of all top-level ones. */
export interface CommentsReplyV3 {
  data: CommentV3[];
  total: number;
}

/** `GET /api/v3/comments/replies?rt=&rid=&parent_id=` (§6.3): `parent_id` empty or `0` lists every top-level comment. */
export interface CommentRepliesQueryV3 extends CommentsQueryV3 {
  parent_id?: string;
}

/** Reply `data`: all rows, no `total`; top-level rows when `parent_id` was empty, replies otherwise. */
export interface CommentRepliesReplyV3 {
  data: CommentV3[] | CommentReplyV3[];
}

/** `POST /api/v3/comment/store` (§6.4). */
export interface CommentStoreRequestV3 {
  rt: number;
  rid: number;
  /** At most 140 characters; tags are stripped. */
  content: string;
  parent_id?: string | 0;
  reply_id?: string | 0;
}

/** Reply `data` of the store: the new, pending comment (`content` always `""`, `is_check` 0). */
export interface CommentStoreReplyV3 {
  id: string;
  content: '';
  created_at: string;
  parent_id: string;
  reply_id: string;
  ip_province: string;
  is_check: 0;
  user: { nick_name: string; avatar: string };
}

// ---------------------------------------------------------------- decoration blocks (§7)

/** `GET /api/v2/decorationPage/blocks?page_name=` (§7.1). */
export interface DecorationBlocksQuery {
  page_name: string;
}

/** One picture of the `pc-slider` block: `src` image URL, `href` link (external when it has http:/https:/www). */
export interface SliderBlockItem {
  src: string | null;
  href: string | null;
}

interface DecorationBlockBase<S extends string, C> {
  id: number;
  platform: string;
  page: string;
  decoration_page_id: number;
  sign: S;
  sort: number;
  config: string;
  config_render: C;
}

export type PcSliderBlock = DecorationBlockBase<'pc-slider', SliderBlockItem[]>;
export type PcVodBlock = DecorationBlockBase<'pc-vod-v1', ListBlockConfig<VodBlockItem>>;
export type CodeBlock = DecorationBlockBase<'code', CodeBlockConfig>;
/** Any other sign (addon and H5 blocks): passed on as stored; the PC renders none. */
export type OtherDecorationBlock = StoredBlock & { decoration_page_id: number };

export type DecorationBlock = PcSliderBlock | PcVodBlock | CodeBlock | OtherDecorationBlock;

/** Reply `data`: the blocks of the default page of that key in `sort` order, `[]` when there is none. */
export type DecorationBlocksReply = DecorationBlock[];

// ---------------------------------------------------------------- WeChat scan login (§8)

export type WechatScanAction = 'login' | 'bind';

/** `POST /api/v3/auth/login/wechat-scan/url` (§8.1). */
export interface WechatScanUrlRequest {
  action: WechatScanAction;
}

export interface WechatScanUrlReply {
  /** The page to draw as a QR code: `<APP_URL>/api/v3/auth/login/wechat-scan/page?key=&action=`. */
  url: string;
  key: string;
  /** Unix seconds: now + 300. */
  expire: number;
}

/** `GET /api/v3/auth/login/wechat-scan/query?key=` (§8.3). */
export interface WechatScanQueryRequest {
  key: string;
}

/** `code` is the string `"0"` while pending; otherwise the login code for `POST /api/v3/auth/login/code`. */
export interface WechatScanQueryReply {
  code: string;
}

// ---------------------------------------------------------------- course content (§9)

/** Fields 4.9.30 adds to course list items, course details and the course of video details (§9.1). */
export interface CourseV430Additions {
  is_allow_comment: 0 | 1;
  is_vip_free: 0 | 1;
}

export type CourseListItemV430 = CourseListItem & CourseV430Additions;
export type CourseDetailV430 = CourseDetail & CourseV430Additions;

/** Every video row gains `is_allow_comment` (§9.1). */
export type VideoItemV430 = VideoItem & { is_allow_comment: 0 | 1 };

/** Reply `data` of `GET /api/v3/course/{courseId}/attach/{id}` (§9.2): open it in a new window. */
export interface AttachDownloadUrlReply {
  download_url: string;
}

/** A play address at 4.9.30 (§9.5): `name` is a label (`默认`, `HD`, …) or a height; cloud rows add sizes. */
export interface PlayUrlV430 {
  url: string;
  format: string;
  duration: number;
  name: string | number;
  height?: number;
  width?: number;
  size?: number;
}

/** `GET /api/v2/video/{id}/playinfo` at 4.9.30: no `is_try`; the server decides trial; `{urls: []}` without a source. */
export interface PlayInfoReplyV430 {
  urls: PlayUrlV430[];
}
