/**
 * Live classes (Zhibo addon, contract catalog §6): the main server's endpoints (6.1–6.5), the go-meedu
 * endpoints at the go client's base URL (6.6) and the chat WebSocket frames (6.7).
 */
import type { ListPage, MaybeEmpty } from './common.ts';

/** Lesson state: 0 not started, 1 live, 2 ended. */
export type LiveStatus = 0 | 1 | 2;

export interface LiveSubCategory {
  id: number;
  sort: number;
  name: string;
  parent_id: number;
}

export interface LiveCategory {
  id: number;
  name: string;
  parent_id: 0;
  children: LiveSubCategory[];
}

/** 6.1 list item. `status` and `status_text` give the badge (未开始 / 直播中 / 已结束). */
export interface LiveListItem {
  id: number;
  title: string;
  thumb: string;
  charge: number;
  status: LiveStatus;
  status_text: string;
  videos_count: number;
  category?: { id: number; name: string };
}

/** GET /addons/zhibo/api/v1/courses (P3). */
export interface LiveListReply {
  data: ListPage<LiveListItem>;
  categories: LiveCategory[];
}

export interface LiveTeacher {
  avatar: string;
  name: string;
  short_desc: string;
}

export interface LiveCourse {
  id: number;
  title: string;
  thumb: string;
  charge: number;
  short_description: string;
  render_desc: string;
  status: LiveStatus;
  status_text: string;
  vip_can_view: 0 | 1;
  teacher: LiveTeacher | null;
  poster?: string;
}

export interface LiveChapter {
  id: number;
  name: string;
}

export interface LiveVideo {
  id: number;
  title: string;
  status: LiveStatus;
  /** Scheduled start, `YYYY-MM-DD HH:MM:SS`. */
  published_at: string;
  /** Replay seconds; 0 = no replay. */
  duration: number;
}

/** GET /addons/zhibo/api/v1/course/{id}. */
export interface LiveDetailReply {
  course: LiveCourse;
  chapters: LiveChapter[];
  videos: Record<string, LiveVideo[]>;
  is_buy: boolean;
}

export interface LiveComment {
  id: number;
  user_id: number;
  content: string;
  created_at: string;
}

/** GET /addons/zhibo/api/v1/course/{id}/comments (P3 with a users map). */
export interface LiveCommentsReply {
  data: ListPage<LiveComment>;
  users: Record<string, { avatar: string; nick_name: string }>;
}

export interface LiveChatInfo {
  channel: string;
  user: { id: number; nick_name: string; avatar: string };
  /** ws(s) URL template with `:courseId`, `:videoId` and `:token`. */
  connect_url: string;
}

/** GET /addons/zhibo/api/v1/course/{videoId}/play. */
export interface LivePlayReply {
  course: { id: number; poster: string };
  video: { id: number; course_id: number; title: string; status: LiveStatus; published_at: string };
  /** The live pull URL (HLS) while live; the replay's qualities after; '' when neither. */
  play_url: string | { name: string; url: string }[];
  ali_rts: string;
  web_rtc_play_url: string;
  record_exists: 0 | 1;
  chat: LiveChatInfo | null;
  room_is_ban: 0 | 1;
  user_is_ban: 0 | 1;
  sign_in_record: MaybeEmpty<LiveSignInRecord>;
}

export interface LiveSignInRecord {
  id: number;
  /** `YYYY-MM-DD HH:MM:SS` (UTC, as every plain column). */
  end_at: string;
}

export interface ChatMsgBody {
  chat_id: number;
  role: 'teacher' | 'assistant' | 'user';
  nick_name: string;
  content: string;
}

export interface ChatRecord {
  id: number;
  msg_body: ChatMsgBody;
}

/** go 6.6 chat/msg: newest first. */
export type ChatHistoryReply = ListPage<ChatRecord>;

export interface LiveAttachment {
  id: number;
  name: string;
  course_id: number;
  video_id: number;
}

/** go 6.6 attach/index. */
export interface LiveAttachmentsReply {
  data: LiveAttachment[];
}

/** The frame types of contract 6.7. */
export type LiveFrameType =
  | 'message'
  | 'connect'
  | 'sign-in-created'
  | 'sign-in-closed'
  | 'room-ban'
  | 'room-un-ban'
  | 'room-user-ban'
  | 'room-user-un-ban'
  | 'room-over'
  | 'message-deleted';

/** One server frame of the chat WebSocket (6.7); the client never sends frames. */
export interface LiveFrame {
  t: LiveFrameType;
  /** `message`: the msg_body as a JSON string. */
  v?: string;
  /** `connect`: who joined. */
  u?: { nickname: string };
  /** `sign-in-created`: the record; `room-user-ban`/`-un-ban`: `[userId]`; `message-deleted`: `{ids}`. */
  params?: LiveSignInRecord | number[] | { ids: number[] };
}

// ---------------------------------------------------------------- requests

export interface LiveListRequest {
  page: number;
  size: number;
  cid: number;
}

export interface LiveCommentsRequest {
  page: number;
  size: number;
}

export interface ChatHistoryRequest {
  page: number;
  size: number;
}

export interface ChatSendRequest {
  content: string;
  duration: number;
}

export interface LiveDurationRequest {
  duration: number;
}

/** The teacher console's test door (demo mode): POST /__dev/live/{videoId}. */
export type LiveDevAction =
  | { action: 'start' }
  | { action: 'end' }
  | { action: 'message'; content: string }
  | { action: 'sign-in'; seconds: number }
  | { action: 'ban-room' }
  | { action: 'unban-room' }
  | { action: 'ban-user'; user_id: number }
  | { action: 'unban-user'; user_id: number }
  | { action: 'delete'; chat_id: number };

/** The badge text of a lesson or course state. */
export const LIVE_STATUS_TEXT: Record<LiveStatus, string> = { 0: '未开始', 1: '直播中', 2: '已结束' };
