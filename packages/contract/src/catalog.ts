/**
 * Catalogue-domain wire types (contract/catalog.md §1–5, 10, 11; contract/account.md §7, §10). Field names are exact.
 * PHP maps serialise as `[]` when empty, so map fields accept both shapes.
 */
import type { ListPage, MaybeEmpty } from './common.ts';

/** A PHP "map" (object keyed by id); `[]` when empty, sometimes a one-element array when the only key is 0. */
export type PhpMap<T> = Record<string, T> | T[];

// ---------------------------------------------------------------- home (§1)

/** The home-page block kinds: the list blocks, then the HTML block. */
export const BLOCK_SIGNS = [
  'pc-vod-v1',
  'pc-live-v1',
  'pc-book-v1',
  'pc-topic-v1',
  'pc-learnPath-v1',
  'pc-ms-v1',
  'pc-tg-v1',
  'code',
] as const;

export type BlockSign = (typeof BLOCK_SIGNS)[number];

export type PromoGoodsType = 'course' | 'live' | 'book' | 'learnPath';

export interface VodBlockItem {
  id: number;
  title: string;
  thumb: string;
  charge: number;
  is_free: 0 | 1;
  category?: { id?: number; name: string } | [] | null;
  user_count?: number;
  videos_count?: number;
}

export interface LiveBlockItem {
  id: number | null;
  title: string;
  thumb: string;
  charge: number;
  videos_count?: number;
  category?: { id?: number; name: string } | [] | null;
}

export interface BookBlockItem {
  id: number | null;
  name: string;
  thumb: string;
  charge: number;
  short_desc?: string;
}

export interface TopicBlockItem {
  id: number | null;
  title: string;
  thumb: string;
  charge?: number;
  view_times: number;
  category?: { id?: number; name: string } | [] | null;
}

export interface PathBlockItem {
  id: number | null;
  name: string;
  thumb: string;
  charge: number;
  courses_count: number;
  steps_count?: number;
  desc: string;
}

export interface MsBlockItem {
  id: number;
  goods_id: number;
  goods_type: PromoGoodsType | '';
  goods_title: string;
  goods_thumb: string;
  charge: number;
  original_charge: number;
  num: number;
  over_num: number;
  is_over: boolean;
  /** The admin's snapshot fields, passed on as stored. */
  started_at?: string;
  end_at?: string;
  created_at?: string;
}

export interface TgBlockItem {
  id: number;
  other_id: number;
  goods_type: PromoGoodsType | '';
  goods_title: string;
  goods_thumb: string;
  charge: number;
  original_charge: number;
  people_num: number;
  is_over: boolean;
  /** The admin's snapshot fields, passed on as stored. */
  leader_charge?: number;
  time_limit?: number;
  started_at?: string;
  ended_at?: string;
  created_at?: string;
}

export interface ListBlockConfig<T> {
  title: string;
  items: T[];
}

export interface CodeBlockConfig {
  html: string | null;
}

interface BlockBase<S extends BlockSign, C> {
  id: number;
  platform: string;
  page: string;
  sign: S;
  sort: number;
  config?: string;
  config_render: C;
}

export type Block =
  | BlockBase<'pc-vod-v1', ListBlockConfig<VodBlockItem>>
  | BlockBase<'pc-live-v1', ListBlockConfig<LiveBlockItem>>
  | BlockBase<'pc-book-v1', ListBlockConfig<BookBlockItem>>
  | BlockBase<'pc-topic-v1', ListBlockConfig<TopicBlockItem>>
  | BlockBase<'pc-learnPath-v1', ListBlockConfig<PathBlockItem>>
  | BlockBase<'pc-ms-v1', ListBlockConfig<MsBlockItem>>
  | BlockBase<'pc-tg-v1', ListBlockConfig<TgBlockItem>>
  | BlockBase<'code', CodeBlockConfig>;

/**
 * A block whose sign is none of BLOCK_SIGNS (a page of another platform, such as the mobile site's): passed on as
 * stored. The storefront renders none.
 */
export interface StoredBlock {
  id: number;
  platform: string;
  page: string;
  sign: string;
  sort: number;
  config?: string;
  config_render: Record<string, unknown>;
}

/** GET /api/v2/viewBlock/page/blocks (§1.2): the blocks of a page in sort order. */
export type PageBlocksReply = (Block | StoredBlock)[];

/** GET /addons/DaySignIn/api/v1/user (account §10). */
export interface DaySignInStatus {
  is_submit: 0 | 1;
}

/** POST /addons/DaySignIn/api/v1/signIn (account §10): `false` when already signed in today. */
export interface DaySignInReply {
  reward: number | false;
}

// ---------------------------------------------------------------- courses (§2)

export interface CourseSubCategory {
  id: number;
  sort?: number;
  name: string;
  parent_id: number;
}

export interface CourseCategory {
  id: number;
  name: string;
  parent_id: number;
  children: CourseSubCategory[];
}

/** Flavour P1 (contract §0.4): the client reads only `data` and `total`. */
export interface LaravelPage<T> {
  current_page: number;
  data: T[];
  first_page_url?: string;
  from: number | null;
  last_page: number;
  last_page_url?: string;
  next_page_url: string | null;
  path?: string;
  per_page: number;
  prev_page_url: string | null;
  to: number | null;
  total: number;
}

export interface CourseListItem {
  id: number;
  title: string;
  slug: string;
  thumb: string;
  charge: number;
  short_description: string;
  seo_keywords?: string;
  seo_description?: string;
  published_at: string;
  is_rec: 0 | 1;
  is_show?: number;
  user_count: number;
  category_id: number;
  is_free: 0 | 1;
  /** Not returned by MeEdu b16afcff; the VIP button shows when it is 1 (screens catalog open question 2). */
  vip_can_view?: 0 | 1;
  is_vip_free?: 0 | 1;
  /** MeEdu 4.9.15+ (upstream-4.9.30 §9.1): the course's comment switch; newer clients show the input only at 1. */
  is_allow_comment?: 0 | 1;
  videos_count: number;
  created_at?: string;
  category: { id: number; name: string } | [];
}

export interface CourseDetail extends CourseListItem {
  render_desc: string;
}

export interface CourseChapter {
  id: number;
  course_id: number;
  title: string;
}

export interface VideoItem {
  id: number;
  course_id: number;
  title: string;
  slug?: string;
  view_num?: number;
  seo_keywords?: string;
  seo_description?: string;
  published_at: string;
  charge: number;
  chapter_id: number;
  duration: number;
  is_ban_sell: 0 | 1;
  free_seconds: number;
  ban_drag: 0 | 1;
  /** MeEdu 4.9.15+ (upstream-4.9.30 §9.1): the lesson's comment switch. */
  is_allow_comment?: 0 | 1;
}

export interface WatchRecord {
  id: number;
  user_id: number;
  course_id: number;
  video_id: number;
  watch_seconds: number;
  watched_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CourseAttach {
  id: number;
  name: string;
  size: number;
  extension: string;
}

/** GET /api/v2/course/{id} */
export interface CourseDetailReply {
  course: CourseDetail;
  chapters: CourseChapter[];
  videos: PhpMap<VideoItem[]>;
  isBuy: boolean;
  isCollect: boolean;
  videoWatchedProgress: PhpMap<WatchRecord>;
  attach: CourseAttach[];
  buyVideos: number[];
}

/** GET /api/v2/course/{id}/like (§2.6): toggles; 1 = now collected, 0 = not. */
export type LikeToggleReply = 0 | 1;

/** GET /api/v2/video/{id} (§2.8): note the snake_case progress map (camelCase in the course detail). */
export interface VideoDetailReply {
  video: VideoItem;
  videos: PhpMap<VideoItem[]>;
  chapters: CourseChapter[];
  course: CourseDetail;
  is_watch: boolean;
  video_watched_progress: PhpMap<WatchRecord>;
  buy_videos: number[];
}

/** One playable address of GET /api/v2/video/{id}/playinfo (§2.9). */
export interface PlayUrl {
  url: string;
  format: string;
  duration: number;
  name: string | number;
}

/**
 * A captions track of the video (WebVTT), our server's addition to §2.9 (issue 30): `url` is signed for the member
 * like the playlist and serves `text/vtt`. MeEdu servers do not send `captions`.
 */
export interface CaptionTrack {
  id: number;
  /** A BCP 47 code: `zh-CN`, `en`. */
  lang: string;
  /** What the language menu shows: 简体中文, English. */
  label: string;
  /** The track the player starts with when the learner has not picked one. */
  is_default: boolean;
  url: string;
}

export interface PlayInfoReply {
  urls: PlayUrl[];
  /**
   * Ours (issue 30): the watermark this grant shows, filled on the server with the member's code and masked mobile
   * (`watermark.ts`); null when the site shows none. A MeEdu server sends no such field.
   */
  watermark?: PlayWatermark | null;
  /** Only when the video has captions (ours; absent from MeEdu's reply and from ours for a video without any). */
  captions?: CaptionTrack[];
}

export interface PlayWatermark {
  text: string;
  /** The member code inside the text, which the console maps back to the member. */
  code: string;
  size: number;
  color: string;
  opacity: number;
}

export interface CourseComment {
  id: number;
  user_id: number;
  render_content: string;
  created_at: string;
  ip?: string;
  ip_province?: string;
}

export interface CommentUser {
  id: number;
  avatar: string;
  nick_name: string;
}

/** GET /api/v2/course/{id}/comments and /api/v2/video/{id}/comments */
export interface CommentsReply {
  comments: CourseComment[];
  users: PhpMap<CommentUser>;
}

// ---------------------------------------------------------------- snapshot addon (§3)

/** GET /addons/Snapshot/api/v1/config */
export interface SnapshotConfig {
  status: { vod?: number; live?: number; book?: number; paper?: number; practice?: number };
  cycle_time: number;
  rate: number;
  max_times: number;
}

/** GET /addons/Snapshot/api/v1/resource/query */
export interface SnapshotCount {
  count: number;
}

/** One row of GET /addons/Snapshot/api/v1/resource/images (`{data, total}`). */
export interface SnapshotImage {
  id: number;
  thumb: string;
  duration: number;
  created_at: string;
}

/** POST /addons/Snapshot/api/v1/upload/image */
export interface SnapshotUploadReply {
  id: number;
  thumb: string;
}

// ---------------------------------------------------------------- promotions (§4)

export interface MsGoods {
  id: number;
  goods_id: number;
  goods_type: string;
  goods_title: string;
  goods_thumb: string;
  charge: number;
  original_charge: number;
  is_over: boolean;
  is_start: boolean;
  expired_seconds: number;
  over_num: number;
}

/** GET /addons/MiaoSha/api/v1/m/0 */
export interface MsLookup {
  data?: MsGoods | null | [];
  order?: { id: number; status: number } | null | [];
}

/** POST /addons/MiaoSha/api/v1/m/{id}/join: the unpaid flash-sale order. */
export interface MsJoinReply {
  id: number;
}

export interface TgGoods {
  id: number;
  other_id: number;
  goods_type: string;
  goods_title: string;
  goods_thumb: string;
  charge: number;
  original_charge: number;
  people_num: number;
  ended_count_down: number;
}

export interface TgGroup {
  id: number;
  create_user_id: number;
  create_user_avatar: string;
  users: { avatar: string }[];
  over_people_num: number;
  count_down: number;
}

/** GET /addons/TuanGou/api/v1/t/0 */
export interface TgLookup {
  goods?: TgGoods | null | [];
  items?: TgGroup[];
  join_item?: MaybeEmpty<{ id: number }> | null;
}

/** templateOne like/status and like/hit (§5.1, §5.2). */
export interface TemplateLikeReply {
  like: boolean;
}

// ---------------------------------------------------------------- search (§10), roles (§11)

export type SearchResourceType =
  'vod' | 'video' | 'live' | 'book' | 'topic' | 'paper' | 'practice' | 'mock_paper';

export interface SearchItem {
  id: number;
  resource_type: SearchResourceType | string;
  resource_id: number;
  title: string;
  short_desc?: string;
  desc?: string;
  thumb?: string;
  charge?: number;
  created_at?: string;
  updated_at?: string;
  p: string;
}

export type SearchReply = ListPage<SearchItem>;

export interface Role {
  id: number;
  name: string;
  charge: number;
  expire_days: number;
  desc_rows: string[];
}

// ---------------------------------------------------------------- study centre (account §7)

export interface StudyCourse {
  id: number;
  title: string;
  thumb: string;
  charge: number;
  videos_count: number;
}

export interface LearnedCourseRow {
  id: number;
  course_id: number;
  user_id: number;
  is_watched: 0 | 1;
  watched_at: string | null;
  progress: number;
  created_at: string;
  updated_at: string;
  learned_count: number;
  is_subscribe: 0 | 1;
  last_view_video: MaybeEmpty<WatchRecord>;
  course: MaybeEmpty<StudyCourse>;
}

export interface SubscribedCourseRow {
  id?: number;
  course_id: number;
  user_id: number;
  charge: number;
  created_at: string;
  learned_count: number;
  watch_record: MaybeEmpty<{ id: number; is_watched: 0 | 1; progress: number; watched_at: string | null }>;
  last_view_video: MaybeEmpty<WatchRecord>;
  course: MaybeEmpty<StudyCourse>;
}

export interface LikedCourseRow {
  id?: number;
  course_id: number;
  user_id: number;
  created_at: string;
  learned_count: number;
  watch_record?: MaybeEmpty<{ id: number; is_watched: 0 | 1; progress: number; watched_at: string | null }>;
  last_view_video?: MaybeEmpty<WatchRecord>;
  course: MaybeEmpty<StudyCourse>;
}

/** GET /api/v3/member/learned/course/{id}: one row per published video. */
export interface LearnedVideo {
  id: number;
  title: string;
  published_at: string;
  duration: number;
  watch_record: { watch_seconds: number; watched_at: string | null; created_at: string } | null;
}

export interface LiveStudyRow {
  id: number;
  course_id: number;
  video_id?: number;
  is_subscribe?: 0 | 1;
  created_at?: string;
  learned_count: number;
  course: MaybeEmpty<{
    id: number;
    title: string;
    thumb: string;
    videos_count: number;
    status: number;
    next_video: MaybeEmpty<{ id: number; title: string; published_at: string }>;
  }>;
}

/** templateOne like/courses rows: `id` is the live course or book id. */
export interface LikedResourceRow {
  id: number;
  title: string;
  thumb: string;
  created_at: string;
}

export interface BookViewRow {
  id: number;
  article_id: number;
  is_subscribe: 0 | 1;
  created_at: string;
  book: MaybeEmpty<{ id: number; name: string; thumb: string }>;
}

export interface BookSubscribedRow {
  id: number;
  book_id: number;
  created_at: string;
  last_view: MaybeEmpty<Record<string, unknown>>;
  book: MaybeEmpty<{ id: number; name: string; thumb: string }>;
}

export interface TopicStudyRow {
  id: number;
  is_subscribe?: 0 | 1;
  created_at: string;
  topic: MaybeEmpty<{ id: number; title: string; thumb: string }>;
}
