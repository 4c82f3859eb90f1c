/** Account-domain wire types (contract/account.md). Field names are exact. */

export interface MemberDetail {
  id: number;
  avatar: string;
  nick_name: string;
  mobile: string;
  is_lock: number;
  is_active: number;
  role_id: number;
  role_expired_at: string | null;
  role: { id: number; name: string } | null;
  invite_balance: number;
  is_password_set: 0 | 1;
  is_set_nickname: 0 | 1;
  created_at: string;
  credit1: number;
  credit2: number;
  credit3: number;
  is_bind_qq: 0 | 1;
  is_bind_wechat: 0 | 1;
  is_bind_mobile: 0 | 1;
  invite_people_count: number;
  is_face_verify: boolean;
  profile_real_name: string;
  profile_id_number: string;
}

export interface Slider {
  thumb: string;
  url: string;
  sort?: number;
  platform?: string;
}

export interface NavChild {
  id: number;
  sort: number;
  name: string;
  url: string;
  active_routes: string;
  platform: string;
  parent_id: number;
  blank: 0 | 1;
  created_at?: string;
  updated_at?: string;
}

export interface Nav extends NavChild {
  children: NavChild[];
}

export interface FriendLink {
  id: number;
  sort: number;
  name: string;
  url: string;
  created_at?: string;
  updated_at?: string;
}

export interface SystemConfig {
  webname: string;
  name: string;
  logo: { logo: string; white_logo: string };
  url: string;
  pc_url: string;
  h5_url: string;
  icp: string;
  icp_link: string;
  icp2: string;
  icp2_link: string;
  user_protocol: string;
  user_private_protocol: string;
  aboutus: string;
  player: {
    cover: string;
    enabled_bullet_secret: number;
    bullet_secret: { size: number; color: string; opacity: number; text: string };
  };
  member: { enabled_mobile_bind_alert: number; enabled_face_verify: boolean };
  socialites: { qq: number; wechat_scan: number; wechat_oauth: number };
  credit1_reward: {
    register: number;
    watched_vod_course: number;
    watched_video: number;
    paid_order: number;
    invite?: number;
  };
  enabled_addons: string[];
  sliders: Slider[];
  navs: Nav[];
  links: FriendLink[];
  /**
   * Ours only: the IANA zone of raw times on the wire (SITE_TIMEZONE). MeEdu does not send it; the storefront
   * then reads raw times in `Asia/Shanghai`, the zone MeEdu servers run in.
   */
  site_timezone?: string;
  /**
   * Ours only: the alternative to the image captcha the operator offers (WCAG 3.3.8): `checkbox` is the
   * challenge of `GET /api/v2/captcha/challenge`. Absent (MeEdu) or `none`: the image captcha alone.
   */
  captcha_alternative?: CaptchaAlternative;
}

export interface Announcement {
  id: number;
  admin_id: number;
  title: string;
  announcement: string;
  view_times: number;
  created_at: string;
  updated_at: string;
}

/** An announcement in the list (contract account §4.6): no admin or update time. */
export type AnnouncementListItem = Pick<
  Announcement,
  'id' | 'title' | 'announcement' | 'view_times' | 'created_at'
>;

export interface Notification {
  id: string;
  notifiable_id: number;
  data: { message: string };
  read_at: string | null;
  created_at: string;
}

export interface TokenReply {
  token: string;
}

// ---------------------------------------------------------------- captcha, login, member replies (accounts)

/** GET /api/v2/captcha/image (§2.1). */
export interface CaptchaImage {
  sensitive: boolean;
  key: string;
  img: string;
}

/** The image captcha's alternatives an operator can offer (site setting `captcha_alternative`). */
export const CAPTCHA_ALTERNATIVES = ['none', 'checkbox'] as const;
export type CaptchaAlternative = (typeof CAPTCHA_ALTERNATIVES)[number];

/**
 * Ours only: `GET /api/v2/captcha/challenge`, the checkbox alternative to the image captcha. The answer is the
 * whole number `n` in `0..max_number` with `SHA-256(salt + n)` (hex) equal to `challenge`; the client sends it as
 * `image_captcha` with `key` as `image_key`, so every endpoint that takes an image captcha takes it unchanged.
 * Single-use and expiring like an image captcha (`expires_in` seconds).
 */
export interface CaptchaChallenge {
  key: string;
  algorithm: 'SHA-256';
  salt: string;
  challenge: string;
  max_number: number;
  expires_in: number;
}

/** POST /api/v3/auth/login/code, and the scan poll once scanned (§3.7, §3.10). */
export type SocialiteLoginReply =
  { success: 1; token: string } | { success: 0; action: 'bind_mobile'; code: string };

/** GET /api/v3/auth/login/wechat/scan/query (§3.10): `{success: -1}` until the code is scanned. */
export type WechatScanPollReply = SocialiteLoginReply | { success: -1 };

/** GET /api/v3/auth/login/wechat/scan and GET /api/v3/member/wechatScanBind (§3.9, §5.12). */
export interface WechatScanQr {
  code: string;
  /** `data:image/png;base64, <b64>` (with the space). */
  image: string;
}

/** POST /api/v2/member/verify (§5.9). */
export interface MobileSignReply {
  sign: string;
}

/** POST /api/v3/member/tencent/faceVerify (§5.15). */
export interface FaceVerifyStart {
  url: string;
  rule_id: string;
  biz_token: string;
  request_id: string;
}

/** GET /api/v3/member/tencent/faceVerify (§5.15): 9 passed, 5 pending or failed. */
export interface FaceVerifyStatus {
  status: 5 | 9;
}

/** GET /api/v2/member/unreadNotificationCount (§5.2): a bare number. */
export type UnreadCountReply = number;

/** POST /api/v2/upload/image (§6.1). */
export interface UploadedImage {
  path: string;
  url: string;
  disk: string;
  name: string;
  expired_time: number;
  encryptData: string;
}
