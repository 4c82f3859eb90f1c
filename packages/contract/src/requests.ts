/**
 * Request bodies and query parameters the storefront sends (contract account, catalog). The server binds its
 * validation schemas to these types (`requestSchema<T>()` in apps/server/src/lib/validate.ts), and the storefront's
 * endpoint files send them, so a field renamed on one side fails to compile on the other.
 */
import type { PromoGoodsType } from './catalog.ts';
import type { SmsScene } from './rules.ts';

// ---------------------------------------------------------------- auth (account §2–3)

export interface SendSmsRequest {
  mobile: string;
  image_key: string;
  image_captcha: string;
  scene?: SmsScene;
}

export interface PasswordLoginRequest {
  mobile: string;
  password: string;
  /** Only when the server asked for the image captcha after failed attempts. */
  image_key?: string;
  image_captcha?: string;
}

export interface SmsLoginRequest {
  mobile: string;
  mobile_code: string;
  msv?: string;
  /** Needed only when the server asked for the image captcha after failed attempts (as for the password login). */
  image_key?: string;
  image_captcha?: string;
}

export interface RegisterRequest {
  mobile: string;
  mobile_code: string;
  password: string;
  msv?: string;
}

export interface PasswordResetRequest {
  mobile: string;
  mobile_code: string;
  password: string;
}

export interface LoginCodeRequest {
  code: string;
  msv?: string;
}

/** register/withSocialite and register/withWechatScan: bind a mobile to a pending third-party login. */
export interface PendingRegisterRequest {
  mobile: string;
  code: string;
  mobile_code: string;
  msv?: string;
}

export interface ScanQueryRequest {
  code: string;
}

// ---------------------------------------------------------------- member (account §5)

export interface NicknameRequest {
  nick_name: string;
}

export interface ChangePasswordRequest {
  mobile: string;
  mobile_code: string;
  password: string;
}

export interface VerifyMobileRequest {
  mobile?: string;
  mobile_code?: string;
}

export interface ChangeMobileRequest {
  mobile: string;
  mobile_code: string;
  sign?: string;
}

export interface BindMobileRequest {
  mobile: string;
  mobile_code: string;
}

export interface BindWithCodeRequest {
  code: string;
}

export interface FaceVerifyStartRequest {
  s_url: string;
}

export interface FaceVerifyPollRequest {
  rule_id: string;
  biz_token: string;
}

// ---------------------------------------------------------------- catalogue (catalog §1–5, 10)

export interface BlocksQueryRequest {
  platform: string;
  page_name: string;
}

export interface CourseListRequest {
  page?: number;
  page_size?: number;
  category_id?: number;
  /** '' (all), 'free' or 'sub'. */
  scene?: string;
}

export interface CommentRequest {
  content: string;
}

export interface WatchRecordRequest {
  duration: number;
}

/**
 * Ours only: `GET /api/v2/progress/beacon-token` answers a short-lived token that lets `navigator.sendBeacon` (which
 * cannot send an Authorization header) report positions when a tab closes, without the member token in a URL.
 */
export interface ProgressBeaconTokenReply {
  token: string;
  /** Seconds the token stays valid. */
  expires_in: number;
}

/** Ours only: `POST /api/v2/progress/beacon`, sent as text (a beacon's body) holding this JSON. */
export interface ProgressBeaconRequest {
  token: string;
  /** Positions of recorded videos, in whole seconds, as `POST /api/v2/video/{id}/record` takes them. */
  videos: { id: number; duration: number }[];
  /** Reading positions of book articles, as `POST …/book/article/{id}/record` takes them (optional). */
  books?: { article_id: number; position: number }[];
}

export interface SearchRequest {
  keywords: string;
  /** A search type (`vod`, `live`, …); empty or '0' for all. */
  type?: string;
  page?: number;
  size?: number;
}

export interface PromoLookupRequest {
  course_id: number;
  course_type: PromoGoodsType;
}

export interface FlashSaleJoinRequest {
  captcha: string;
  captcha_key: string;
}

export interface LikeRequest {
  id: number;
  type: 'live' | 'book';
}

export interface ViewHistoryRequest {
  type: 'vod' | 'video' | 'live' | 'book' | 'topic';
  id: number;
  title?: string;
}

export interface SnapshotResourceRequest {
  resource_type: string;
  resource_id: number;
}
