import type {
  BookSubscribedRow,
  BookViewRow,
  CaptionTrack,
  CommentUser,
  CommentsReply,
  CourseAttach,
  CourseCategory,
  CourseChapter,
  CourseComment,
  CourseDetail,
  CourseDetailReply,
  CourseListItem,
  CourseSubCategory,
  LaravelPage,
  LearnedCourseRow,
  LearnedVideo,
  LikedCourseRow,
  LikedResourceRow,
  ListPage,
  LiveStudyRow,
  MsGoods,
  MsLookup,
  PlayInfoReply,
  PlayUrl,
  SearchItem,
  SnapshotConfig,
  SnapshotImage,
  SnapshotUploadReply,
  StudyCourse,
  SubscribedCourseRow,
  TgGoods,
  TgGroup,
  TgLookup,
  TopicStudyRow,
  VideoDetailReply,
  VideoItem,
  WatchRecord,
} from '@meedu/contract';
import { expectShape, expectShapes, type FieldList } from '../support/contract-shape.ts';

/** The contract's fields of every catalogue reply, for expectShape (one list per type). */
export const CATEGORY: FieldList<CourseCategory> = { id: true, name: true, parent_id: true, children: true };
export const SUB_CATEGORY: FieldList<CourseSubCategory> = {
  id: true,
  sort: true,
  name: true,
  parent_id: true,
};

export const LARAVEL_PAGE: FieldList<LaravelPage<unknown>> = {
  current_page: true,
  data: true,
  first_page_url: true,
  from: true,
  last_page: true,
  last_page_url: true,
  next_page_url: true,
  path: true,
  per_page: true,
  prev_page_url: true,
  to: true,
  total: true,
};

export const LIST_PAGE: FieldList<ListPage<unknown>> = { data: true, total: true };

export const COURSE_ITEM: FieldList<CourseListItem> = {
  id: true,
  title: true,
  slug: true,
  thumb: true,
  charge: true,
  short_description: true,
  seo_keywords: true,
  seo_description: true,
  published_at: true,
  is_rec: true,
  is_show: true,
  user_count: true,
  category_id: true,
  is_free: true,
  vip_can_view: true,
  is_vip_free: true,
  is_allow_comment: true,
  videos_count: true,
  created_at: true,
  category: true,
};

export const COURSE_DETAIL: FieldList<CourseDetail> = { ...COURSE_ITEM, render_desc: true };

export const COURSE_DETAIL_REPLY: FieldList<CourseDetailReply> = {
  course: true,
  chapters: true,
  videos: true,
  isBuy: true,
  isCollect: true,
  videoWatchedProgress: true,
  attach: true,
  buyVideos: true,
};

export const CHAPTER: FieldList<CourseChapter> = { id: true, course_id: true, title: true };
export const ATTACH: FieldList<CourseAttach> = { id: true, name: true, size: true, extension: true };

export const VIDEO_ITEM: FieldList<VideoItem> = {
  id: true,
  course_id: true,
  title: true,
  slug: true,
  view_num: true,
  seo_keywords: true,
  seo_description: true,
  published_at: true,
  charge: true,
  chapter_id: true,
  duration: true,
  is_ban_sell: true,
  free_seconds: true,
  ban_drag: true,
  is_allow_comment: true,
};

export const WATCH_RECORD: FieldList<WatchRecord> = {
  id: true,
  user_id: true,
  course_id: true,
  video_id: true,
  watch_seconds: true,
  watched_at: true,
  created_at: true,
  updated_at: true,
};

export const VIDEO_DETAIL_REPLY: FieldList<VideoDetailReply> = {
  video: true,
  videos: true,
  chapters: true,
  course: true,
  is_watch: true,
  video_watched_progress: true,
  buy_videos: true,
};

// `watermark` and `captions` are ours (issue 30), sent only when the site shows one / the video has captions.
export const PLAY_INFO: FieldList<PlayInfoReply> = {
  urls: true,
  watermark: 'optional',
  captions: 'optional',
};
export const CAPTION_TRACK: FieldList<CaptionTrack> = {
  id: true,
  lang: true,
  label: true,
  is_default: true,
  url: true,
};
export const PLAY_URL: FieldList<PlayUrl> = { url: true, format: true, duration: true, name: true };

export const COMMENTS_REPLY: FieldList<CommentsReply> = { comments: true, users: true };
export const COMMENT: FieldList<CourseComment> = {
  id: true,
  user_id: true,
  render_content: true,
  created_at: true,
  ip: true,
  ip_province: true,
};
export const COMMENT_USER: FieldList<CommentUser> = { id: true, avatar: true, nick_name: true };

export const SNAPSHOT_CONFIG: FieldList<SnapshotConfig> = {
  status: true,
  cycle_time: true,
  rate: true,
  max_times: true,
};
export const SNAPSHOT_IMAGE: FieldList<SnapshotImage> = {
  id: true,
  thumb: true,
  duration: true,
  created_at: true,
};
export const SNAPSHOT_UPLOAD: FieldList<SnapshotUploadReply> = { id: true, thumb: true };

export const MS_LOOKUP: FieldList<MsLookup> = { data: true, order: true };
export const MS_GOODS: FieldList<MsGoods> = {
  id: true,
  goods_id: true,
  goods_type: true,
  goods_title: true,
  goods_thumb: true,
  charge: true,
  original_charge: true,
  is_over: true,
  is_start: true,
  expired_seconds: true,
  over_num: true,
};
export const TG_LOOKUP: FieldList<TgLookup> = { goods: true, items: true, join_item: true };
export const TG_GOODS: FieldList<TgGoods> = {
  id: true,
  other_id: true,
  goods_type: true,
  goods_title: true,
  goods_thumb: true,
  charge: true,
  original_charge: true,
  people_num: true,
  ended_count_down: true,
};
export const TG_GROUP: FieldList<TgGroup> = {
  id: true,
  create_user_id: true,
  create_user_avatar: true,
  users: true,
  over_people_num: true,
  count_down: true,
};

export const SEARCH_ITEM: FieldList<SearchItem> = {
  id: true,
  resource_type: true,
  resource_id: true,
  title: true,
  short_desc: true,
  desc: true,
  thumb: true,
  charge: true,
  created_at: true,
  updated_at: true,
  p: true,
};

export const STUDY_COURSE: FieldList<StudyCourse> = {
  id: true,
  title: true,
  thumb: true,
  charge: true,
  videos_count: true,
};
export const LEARNED_COURSE: FieldList<LearnedCourseRow> = {
  id: true,
  course_id: true,
  user_id: true,
  is_watched: true,
  watched_at: true,
  progress: true,
  created_at: true,
  updated_at: true,
  learned_count: true,
  is_subscribe: true,
  last_view_video: true,
  course: true,
};
export const SUBSCRIBED_COURSE: FieldList<SubscribedCourseRow> = {
  id: 'optional',
  course_id: true,
  user_id: true,
  charge: true,
  created_at: true,
  learned_count: true,
  watch_record: true,
  last_view_video: true,
  course: true,
};
export const LIKED_COURSE: FieldList<LikedCourseRow> = {
  id: 'optional',
  course_id: true,
  user_id: true,
  created_at: true,
  learned_count: true,
  watch_record: true,
  last_view_video: true,
  course: true,
};
export const LEARNED_VIDEO: FieldList<LearnedVideo> = {
  id: true,
  title: true,
  published_at: true,
  duration: true,
  watch_record: true,
};
export const LIVE_LEARNED: FieldList<LiveStudyRow> = {
  id: true,
  course_id: true,
  video_id: true,
  is_subscribe: true,
  created_at: 'optional',
  learned_count: true,
  course: true,
};
export const LIVE_SUBSCRIBED: FieldList<LiveStudyRow> = {
  ...LIVE_LEARNED,
  is_subscribe: 'optional',
  created_at: true,
};
export const LIKED_RESOURCE: FieldList<LikedResourceRow> = {
  id: true,
  title: true,
  thumb: true,
  created_at: true,
};
export const BOOK_VIEW: FieldList<BookViewRow> = {
  id: true,
  article_id: true,
  is_subscribe: true,
  created_at: true,
  book: true,
};
export const BOOK_SUBSCRIBED: FieldList<BookSubscribedRow> = {
  id: true,
  book_id: true,
  created_at: true,
  last_view: true,
  book: true,
};
export const TOPIC_VIEW: FieldList<TopicStudyRow> = {
  id: true,
  is_subscribe: true,
  created_at: true,
  topic: true,
};
export const TOPIC_BOUGHT: FieldList<TopicStudyRow> = { ...TOPIC_VIEW, is_subscribe: 'optional' };

/** `expectShape` without narrowing the checked value, for tests that go on reading the reply loosely. */
export function hasShape<T extends object>(value: unknown, fields: FieldList<T>): void {
  expectShape<T>(value, fields);
}

/** `expectShapes` without narrowing the checked values. */
export function haveShapes<T extends object>(values: unknown, fields: FieldList<T>): void {
  expectShapes<T>(values, fields);
}
