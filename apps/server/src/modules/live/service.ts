import {
  LIVE_STATUS_TEXT,
  type ChatHistoryReply,
  type ChatMsgBody,
  type LiveAttachmentsReply,
  type LiveCategory,
  type LiveChapter,
  type LiveCommentsReply,
  type LiveDetailReply,
  type LiveDevAction,
  type LiveFrame,
  type LiveListItem,
  type LiveListReply,
  type LivePlayReply,
  type LiveStatus,
  type LiveVideo,
} from '@meedu/contract';
import { unlessMissing } from '../../lib/missing-file.ts';
import fs from 'node:fs';
import path from 'node:path';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { DataStore, Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { fromDbTime, siteRawTime, toDbTime } from '../../lib/dates.ts';
import { ApiError } from '../../lib/envelope.ts';
import { DEFAULT_AVATAR_FILE, brandUrl } from '../../lib/public-url.ts';
import { createLimiter, withinLimit } from '../../limits/limits.ts';
import { publicAssetUrl } from '../../settings/settings.ts';
import * as ownership from '../ownership/service.ts';
import {
  assetIdOf,
  assetReference,
  MEDIA_SIGN_PURPOSE,
  readMediaGrant,
  type MediaGrant,
} from '../../media/grant.ts';
import { packagedGrantFolder, packagedMasterUrl } from '../video/packaged.ts';
import { findAsset } from '../../media/repository.ts';
import { assetKey } from '../../media/service.ts';
import { cloudPlayUrl, LIVE_PLAYLIST, liveHlsDir, liveProvider } from './stream.ts';
import { playUrls } from '../video/media.ts';
import { liveBus, type LiveEvent } from './bus.ts';
import * as repo from './repository.ts';
import { stripTags } from '../../lib/html.ts';
import { asFlag, nowDb } from '../../lib/http.ts';
import { MEDIA_DIR } from '../../config.ts';
import { sortedCategoryTree } from '../../lib/categories.ts';
import type { DownloadSource } from '../../lib/download.ts';
import { openAttachment } from '../course/attachment-files.ts';

export { liveBus, type LiveEvent };
export type LiveDeps = Pick<AppDeps, 'db' | 'store' | 'signer' | 'config' | 'clock'>;

const asStatus = (n: number): LiveStatus => (n === 1 ? 1 : n === 2 ? 2 : 0);
/** A chat message: what one member may send at once, and how many per window. */
export const CHAT_MAX_CHARS = 200;
export const CHAT_RATE = { points: 5, durationSeconds: 10 } as const;
/** Comments are listed at most this many at a time (the client asks for 10000; contract open question 13). */
export const COMMENTS_MAX_PAGE = 200;
/** Seconds per segment of the demo clips, and how many segments the looping live playlist lists. */
const SEGMENT_SECONDS = 4;
const LIVE_WINDOW = 3;

// ---------------------------------------------------------------- access

/**
 * Who may enter a live course (contract §6.2 is_buy): a free course (price 0) is open to every member; a
 * bought course to its buyer; a VIP course (`vip_can_view`) to a member with an active VIP role.
 */
export async function canSeeLive(
  db: Db,
  userId: number | undefined,
  course: { id: number; charge: number; vip_can_view: number },
  now: string,
): Promise<boolean> {
  if (userId === undefined) return false;
  if (course.charge === 0) return true;
  if (await ownership.owns(db, 'live', userId, course.id)) return true;
  if (course.vip_can_view !== 1) return false;
  const member = await repo.findMember(db, userId);
  return !!member && member.role_id > 0 && member.role_expired_at !== null && member.role_expired_at > now;
}

async function publishedCourse(db: Db, id: number, now: string) {
  const course = await repo.findPublishedCourse(db, id, now);
  if (!course) throw new ApiError('课程不存在或已下架');
  return course;
}

/** A lesson of a published course, optionally checked against the course id of the path. */
async function lessonOf(db: Db, videoId: number, now: string, courseId?: number) {
  const video = await repo.findShownVideo(db, videoId);
  if (!video || (courseId !== undefined && video.course_id !== courseId)) throw new ApiError('错误');
  const course = await publishedCourse(db, video.course_id, now);
  return { video, course };
}

/** The lesson, for a member who may watch it ('请购买课程后观看' otherwise). */
async function memberLesson(db: Db, videoId: number, userId: number, now: string, courseId?: number) {
  const lesson = await lessonOf(db, videoId, now, courseId);
  if (!(await canSeeLive(db, userId, lesson.course, now))) throw new ApiError('请购买课程后观看');
  return lesson;
}

// ---------------------------------------------------------------- list and detail (§6.1, §6.2)

export async function liveCategoryTree(db: Db): Promise<LiveCategory[]> {
  return sortedCategoryTree(await repo.listShownCategories(db));
}

export function liveCard(row: repo.LiveCardRow, base: string): LiveListItem {
  const status = asStatus(row.status);
  const item: LiveListItem = {
    id: row.id,
    title: row.title,
    thumb: publicAssetUrl(base, row.thumb),
    charge: row.charge,
    status,
    status_text: LIVE_STATUS_TEXT[status],
    videos_count: Number(row.videos_count ?? 0),
  };
  if (row.category_name !== null) item.category = { id: row.category_id, name: row.category_name };
  return item;
}

/** §6.1: `cid` 0 = all; a parent category also matches its children. */
export async function livePage(
  db: Db,
  q: { page: number; size: number; cid: number },
  now: string,
  base: string,
): Promise<LiveListReply> {
  const ids = q.cid > 0 ? [q.cid, ...(await repo.childCategoryIds(db, q.cid))] : null;
  const [{ rows, total }, categories] = await Promise.all([
    repo.coursesPage(db, ids, now, { size: q.size, offset: (q.page - 1) * q.size }),
    liveCategoryTree(db),
  ]);
  return { data: { data: rows.map((r) => liveCard(r, base)), total }, categories };
}

function liveVideo(v: repo.LiveVideoRow): LiveVideo {
  const status = asStatus(v.status);
  return {
    id: v.id,
    title: v.title,
    status,
    published_at: v.published_at,
    duration: status === 2 && v.replay_url !== '' ? v.duration : 0,
  };
}

export async function liveDetail(
  db: Db,
  id: number,
  userId: number | undefined,
  now: string,
  base: string,
): Promise<LiveDetailReply> {
  const course = await publishedCourse(db, id, now);
  const [chapters, videos, isBuy] = await Promise.all([
    repo.listChapters(db, id),
    repo.listShownVideos(db, id),
    canSeeLive(db, userId, course, now),
  ]);
  const chapterIds = new Set(chapters.map((c) => c.id));
  const grouped: Record<string, LiveVideo[]> = {};
  for (const v of videos)
    (grouped[String(chapterIds.has(v.chapter_id) ? v.chapter_id : 0)] ??= []).push(liveVideo(v));
  const status = asStatus(course.status);
  return {
    course: {
      id: course.id,
      title: course.title,
      thumb: publicAssetUrl(base, course.thumb),
      charge: course.charge,
      short_description: course.short_description,
      render_desc: course.render_desc,
      status,
      status_text: LIVE_STATUS_TEXT[status],
      vip_can_view: asFlag(course.vip_can_view),
      teacher:
        course.teacher_name === null
          ? null
          : {
              name: course.teacher_name,
              avatar: course.teacher_avatar
                ? publicAssetUrl(base, course.teacher_avatar)
                : brandUrl(base, DEFAULT_AVATAR_FILE),
              short_desc: course.teacher_desc ?? '',
            },
      poster: course.poster ? publicAssetUrl(base, course.poster) : '',
    },
    chapters: chapters.map((c): LiveChapter => ({ id: c.id, name: c.name })),
    videos: grouped,
    is_buy: isBuy,
  };
}

// ---------------------------------------------------------------- comments (§6.3, §6.4)

export async function liveComments(
  db: Db,
  courseId: number,
  q: { page: number; size: number },
  now: string,
  base: string,
): Promise<LiveCommentsReply> {
  await publishedCourse(db, courseId, now);
  const size = Math.min(q.size, COMMENTS_MAX_PAGE);
  const { rows, total } = await repo.commentsPage(db, courseId, { size, offset: (q.page - 1) * size });
  const users: LiveCommentsReply['users'] = {};
  for (const u of await repo.findUsers(db, [...new Set(rows.map((r) => r.user_id))]))
    users[String(u.id)] = {
      nick_name: u.nick_name,
      avatar: u.avatar ? publicAssetUrl(base, u.avatar) : brandUrl(base, DEFAULT_AVATAR_FILE),
    };
  return {
    data: { data: rows.map((r) => ({ ...r, created_at: fromDbTime(r.created_at).toISOString() })), total },
    users,
  };
}

/** Only members who may watch the course comment; the content is plain text (tags stripped by the schema). */
export async function addLiveComment(
  db: Db,
  courseId: number,
  userId: number,
  content: string,
  now: string,
): Promise<void> {
  const course = await publishedCourse(db, courseId, now);
  if (!(await canSeeLive(db, userId, course, now))) throw new ApiError('无权限');
  await repo.insertComment(db, { course_id: courseId, user_id: userId, content, created_at: now });
}

// ---------------------------------------------------------------- play (§6.5) and the looping demo stream

/** The ws URL template of the chat, at this server (contract 6.7: `:courseId`, `:videoId`, `:token`). */
export const CHAT_PATH = '/addons/zhibo/ws/course/:courseId/video/:videoId';
export const chatConnectUrl = (base: string) => `${base.replace(/^http/, 'ws')}${CHAT_PATH}?token=:token`;

function grantFor(deps: LiveDeps, userId: number, videoId: number, clip: string): string {
  return deps.signer.sign(
    MEDIA_SIGN_PURPOSE,
    { u: userId, v: videoId, c: clip, p: 0 } satisfies MediaGrant,
    deps.config.mediaUrlTtlSeconds,
  );
}

export async function playInfo(
  deps: LiveDeps,
  videoId: number,
  userId: number,
  base: string,
): Promise<LivePlayReply> {
  const now = nowDb(deps.clock);
  const { video, course } = await memberLesson(deps.db, videoId, userId, now);
  const status = asStatus(video.status);
  const [member, userBan, signIn] = await Promise.all([
    repo.findMember(deps.db, userId),
    repo.isUserBanned(deps.db, video.id, userId),
    status === 1 ? repo.findOpenSignIn(deps.db, video.id, now) : undefined,
  ]);
  let playUrl: LivePlayReply['play_url'] = '';
  const replayAsset = assetIdOf(video.replay_url);
  // A recording is the replay from the end of the stream, but plays only once packaged: until then there is none.
  const replayReady = replayAsset === null || (await findAsset(deps.db, replayAsset))?.status === 'ready';
  if (status === 1 && !video.stream_clip && (await liveProvider(deps)) === 'tencent') {
    const until = new Date(deps.clock.now().getTime() + deps.config.mediaUrlTtlSeconds * 1000);
    playUrl = await cloudPlayUrl(deps, { id: video.id, stream_key_version: video.stream_key_version }, until);
  } else if (status === 1) {
    const sign = grantFor(deps, userId, video.id, streamFolder(video));
    playUrl = `${base}/addons/zhibo/stream/${video.id}/live.m3u8?sign=${sign}`;
  } else if (status === 2 && replayAsset !== null && replayReady) {
    const assetId = replayAsset;
    const sign = grantFor(deps, userId, video.id, packagedGrantFolder(assetId));
    playUrl = [{ ...packagedMasterUrl(base, assetId, sign, video.duration), name: '回放' }].map((u) => ({
      name: String(u.name),
      url: u.url,
    }));
  } else if (status === 2 && replayAsset === null && video.replay_url !== '') {
    playUrl = playUrls(base, video.replay_url, video.duration, null, (clip) =>
      grantFor(deps, userId, video.id, clip),
    ).map((u) => ({ name: String(u.name), url: u.url }));
  }
  return {
    course: { id: course.id, poster: course.poster ? publicAssetUrl(base, course.poster) : '' },
    video: {
      id: video.id,
      course_id: video.course_id,
      title: video.title,
      status,
      published_at: video.published_at,
    },
    play_url: playUrl,
    ali_rts: '',
    web_rtc_play_url: '',
    record_exists: status === 2 && video.replay_url !== '' && replayReady ? 1 : 0,
    chat:
      status === 2
        ? null
        : {
            channel: `live-${video.id}`,
            user: { id: userId, nick_name: member?.nick_name ?? '', avatar: member?.avatar ?? '' },
            connect_url: chatConnectUrl(base),
          },
    room_is_ban: asFlag(video.room_is_ban),
    user_is_ban: userBan ? 1 : 0,
    sign_in_record: signIn ? { id: signIn.id, end_at: signIn.end_at } : [],
  };
}

/**
 * The live stand-in: a sliding three-segment HLS window over the demo clip, advancing with the time since the
 * lesson started and looping (a discontinuity where the clip starts again). Only for a live lesson and a grant
 * for it; the segments are the clip's own files under the same grant.
 */
export async function livePlaylist(
  deps: LiveDeps,
  videoId: number,
  sign: string | undefined,
): Promise<string | null> {
  if (!sign) return null;
  const verified = deps.signer.verify<MediaGrant>(MEDIA_SIGN_PURPOSE, sign);
  if (verified.status !== 'ok' || verified.data.v !== videoId) return null;
  const video = await repo.findShownVideo(deps.db, videoId);
  if (!video || video.status !== 1 || streamFolder(video) !== verified.data.c) return null;
  if (!video.stream_clip) return streamedPlaylist(deps, videoId, sign);
  const dir = path.join(MEDIA_DIR, video.stream_clip);
  const segments = fs
    .readFileSync(path.join(dir, '360p.m3u8'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'));
  if (segments.length === 0) return null;
  const started = video.started_at ? fromDbTime(video.started_at).getTime() : deps.clock.now().getTime();
  const elapsed = Math.max(0, deps.clock.now().getTime() - started) / 1000;
  const first = Math.floor(elapsed / SEGMENT_SECONDS);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / segments.length)}`,
  ];
  for (let n = first; n < first + LIVE_WINDOW; n++) {
    if (n > first && n % segments.length === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(
      `#EXTINF:${SEGMENT_SECONDS}.000000,`,
      `/media/${video.stream_clip}/${segments[n % segments.length]}?sign=${sign}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The grant folder of a lesson's live stream: its demo clip, or `live:<id>` for a stream from the ingest. */
const streamFolder = (video: { id: number; stream_clip: string }) => video.stream_clip || `live:${video.id}`;

/** A streamed lesson's live window as ffmpeg writes it, each segment under the member's grant. */
async function streamedPlaylist(deps: LiveDeps, videoId: number, sign: string): Promise<string | null> {
  const text = await unlessMissing(
    fs.promises.readFile(path.join(liveHlsDir(deps.config, videoId), LIVE_PLAYLIST), 'utf8'),
  );
  if (text === null) return null;
  return text
    .split('\n')
    .map((line) => {
      const uri = line.trim();
      return uri === '' || uri.startsWith('#') ? line : `/addons/zhibo/stream/${videoId}/${uri}?sign=${sign}`;
    })
    .join('\n');
}

/** A segment of a streamed lesson's live window, for the holder of a grant of it; null otherwise. */
export async function liveSegment(
  deps: LiveDeps,
  videoId: number,
  name: string,
  sign: string | undefined,
): Promise<Buffer | null> {
  if (!sign || !/^seg_\d{1,8}\.ts$/.test(name)) return null;
  const grant = readMediaGrant(deps.signer, sign, `live:${videoId}`);
  if (!grant || grant.v !== videoId) return null;
  return unlessMissing(fs.promises.readFile(path.join(liveHlsDir(deps.config, videoId), name)));
}

/** The AES key of a lesson's recorded replay, for a member whose grant names it and who may still watch. */
export async function liveReplayKey(
  deps: Pick<LiveDeps, 'db' | 'config'>,
  assetId: number,
  grant: MediaGrant,
  now: string,
): Promise<Buffer | null> {
  if (grant.p !== 0) return null;
  const video = await repo.findShownVideo(deps.db, grant.v);
  if (!video || video.replay_url !== assetReference(assetId)) return null;
  const course = await repo.findPublishedCourse(deps.db, video.course_id, now);
  if (!course || !(await canSeeLive(deps.db, grant.u, course, now))) return null;
  const asset = await findAsset(deps.db, assetId);
  return asset ? assetKey(deps, asset) : null;
}

// ---------------------------------------------------------------- chat (go §6.6, ws §6.7)

const limiters = new WeakMap<DataStore, Promise<RateLimiterAbstract>>();
function chatLimiter(store: DataStore): Promise<RateLimiterAbstract> {
  let limiter = limiters.get(store);
  if (!limiter) {
    limiter = createLimiter(store, { name: 'live_chat', ...CHAT_RATE });
    limiters.set(store, limiter);
  }
  return limiter;
}

const publish = (deps: LiveDeps, videoId: number, frame: LiveFrame) =>
  liveBus(deps.store).publish(deps.db, { videoId, frame });

export async function chatHistory(
  deps: LiveDeps,
  courseId: number,
  videoId: number,
  userId: number,
  q: { page: number; size: number },
): Promise<ChatHistoryReply> {
  await memberLesson(deps.db, videoId, userId, nowDb(deps.clock), courseId);
  const { rows, total } = await repo.chatPage(deps.db, videoId, {
    size: q.size,
    offset: (q.page - 1) * q.size,
  });
  return {
    data: rows.map((r) => ({ id: r.id, msg_body: msgBody(r) })),
    total,
  };
}

function msgBody(r: { id: number; role: string; nick_name: string; content: string }): ChatMsgBody {
  const role = r.role === 'teacher' || r.role === 'assistant' ? r.role : 'user';
  return { chat_id: r.id, role, nick_name: r.nick_name, content: r.content };
}

/** Sends a member's message: refused while the lesson has ended, the room or the member is muted, or too fast. */
export async function sendChat(
  deps: LiveDeps,
  courseId: number,
  videoId: number,
  userId: number,
  body: { content: string; duration: number },
): Promise<void> {
  const now = nowDb(deps.clock);
  const { video } = await memberLesson(deps.db, videoId, userId, now, courseId);
  const content = stripTags(body.content).trim();
  if (content === '') throw new ApiError('请输入消息内容');
  if ([...content].length > CHAT_MAX_CHARS) throw new ApiError(`消息不能超过${CHAT_MAX_CHARS}个字`);
  if (video.status === 2) throw new ApiError('直播已结束');
  if (video.room_is_ban === 1) throw new ApiError('全员已禁言');
  if (await repo.isUserBanned(deps.db, videoId, userId)) throw new ApiError('您已被禁言');
  if (!(await withinLimit(await chatLimiter(deps.store), `${userId}`)))
    throw new ApiError('发言过于频繁，请稍后再试');
  const member = await repo.findMember(deps.db, userId);
  await postMessage(
    deps,
    video,
    { userId, role: 'user', nickName: member?.nick_name ?? '', content, duration: body.duration },
    now,
  );
}

async function postMessage(
  deps: LiveDeps,
  video: { id: number; course_id: number },
  m: { userId: number; role: string; nickName: string; content: string; duration: number },
  now: string,
): Promise<number> {
  const id = await repo.insertChatMessage(deps.db, {
    course_id: video.course_id,
    video_id: video.id,
    user_id: m.userId,
    role: m.role,
    nick_name: m.nickName,
    content: m.content,
    duration: Math.max(0, Math.floor(m.duration)),
    created_at: now,
  });
  const body = msgBody({ id, role: m.role, nick_name: m.nickName, content: m.content });
  await publish(deps, video.id, { t: 'message', v: JSON.stringify(body) });
  return id;
}

/**
 * Who may join a room over the WebSocket: a member who may watch, while the lesson has not ended. Answers the
 * nickname shown to the others, or null (the socket is refused).
 */
export async function enterRoom(
  deps: LiveDeps,
  token: string,
  courseId: number,
  videoId: number,
  verify: (token: string) => Promise<{ userId: number; locked: boolean } | null>,
): Promise<{ userId: number; nickName: string } | null> {
  const verified = await verify(token);
  if (!verified || verified.locked) return null;
  try {
    const { video } = await memberLesson(deps.db, videoId, verified.userId, nowDb(deps.clock), courseId);
    if (video.status === 2) return null;
  } catch {
    return null;
  }
  const member = await repo.findMember(deps.db, verified.userId);
  return { userId: verified.userId, nickName: member?.nick_name ?? '' };
}

export async function announceJoin(deps: LiveDeps, videoId: number, nickName: string): Promise<void> {
  await publish(deps, videoId, { t: 'connect', u: { nickname: nickName } });
}

// ---------------------------------------------------------------- roll call

export async function signIn(
  deps: LiveDeps,
  courseId: number,
  videoId: number,
  recordId: number,
  userId: number,
): Promise<void> {
  const now = nowDb(deps.clock);
  await memberLesson(deps.db, videoId, userId, now, courseId);
  const record = await repo.findSignInRecord(deps.db, recordId);
  if (!record || record.video_id !== videoId) throw new ApiError('错误');
  if (record.closed_at !== null || record.end_at <= now) throw new ApiError('签到已结束');
  // Signing twice is not an error: the first time counts.
  await repo.insertSignIn(deps.db, recordId, userId, now);
}

// ---------------------------------------------------------------- watch records

/**
 * Live seconds may not run ahead of the time the lesson has been live (plus a minute of slack); a replay
 * position may not pass the replay's length. Both only move forward.
 */
export async function recordWatch(
  deps: LiveDeps,
  courseId: number,
  videoId: number,
  userId: number,
  kind: 'live' | 'replay',
  duration: number,
): Promise<void> {
  const now = nowDb(deps.clock);
  const { video } = await memberLesson(deps.db, videoId, userId, now, courseId);
  let seconds = duration;
  if (kind === 'live') {
    if (video.status !== 1 || !video.started_at) throw new ApiError('直播未开始');
    const live = (deps.clock.now().getTime() - fromDbTime(video.started_at).getTime()) / 1000;
    seconds = Math.min(seconds, Math.max(0, Math.ceil(live) + 60));
  } else {
    if (video.status !== 2 || video.replay_url === '') throw new ApiError('暂无回放');
    seconds = Math.min(seconds, video.duration);
  }
  await repo.recordWatch(
    deps.db,
    { user_id: userId, course_id: video.course_id, video_id: video.id, kind, seconds },
    kind === 'replay' ? video.duration : 0,
    now,
  );
}

export const watchRecordOf = repo.findWatchRecord;

// ---------------------------------------------------------------- courseware

export async function attachments(
  deps: LiveDeps,
  courseId: number,
  videoId: number,
  userId: number,
): Promise<LiveAttachmentsReply> {
  await memberLesson(deps.db, videoId, userId, nowDb(deps.clock), courseId);
  return { data: await repo.listAttachments(deps.db, videoId) };
}

export async function attachmentForDownload(
  deps: LiveDeps,
  courseId: number,
  videoId: number,
  attachId: number,
  userId: number,
): Promise<DownloadSource & { name: string; extension: string }> {
  const now = nowDb(deps.clock);
  const lesson = await lessonOf(deps.db, videoId, now, courseId);
  if (!(await canSeeLive(deps.db, userId, lesson.course, now))) throw new ApiError('请购买课程后下载');
  const attach = await repo.findAttachment(deps.db, attachId);
  if (!attach || attach.video_id !== videoId) throw new ApiError('错误');
  // The course attachments' reader: the media folder, or the bucket for files the console uploaded (STORAGE=s3).
  const file = await openAttachment(deps.config, attach.path);
  if (!file) throw new ApiError('附件不存在');
  await repo.incrementDownloads(deps.db, attach.id);
  return { ...file, name: attach.name, extension: attach.extension };
}

// ---------------------------------------------------------------- the teacher (demo console)

/** How long the demo replay is: the clip's segments. */
function clipSeconds(clip: string): number {
  try {
    const text = fs.readFileSync(path.join(MEDIA_DIR, clip, '360p.m3u8'), 'utf8');
    return Math.round(
      text
        .split('\n')
        .filter((l) => l.startsWith('#EXTINF:'))
        .reduce((s, l) => s + (Number.parseFloat(l.slice(8)) || 0), 0),
    );
  } catch {
    return 0;
  }
}

export const TEACHER_NAME = '主讲老师';

/** The lesson goes live (from 未开始 only): by the teacher's console, or by its stream arriving at the ingest. */
export async function goLive(deps: LiveDeps, video: { id: number; course_id: number }): Promise<boolean> {
  const now = nowDb(deps.clock);
  if (!(await repo.setVideoState(deps.db, video.id, { status: 1, started_at: now, updated_at: now }, [0])))
    return false;
  await repo.refreshCourseStatus(deps.db, video.course_id);
  return true;
}

/**
 * The lesson ends: its roll call closes and the room hears `room-over`. A demo lesson replays its clip; a streamed
 * one gets its recording's replay when packaging of it has been queued ({@link setReplay}).
 */
export async function endLive(
  deps: LiveDeps,
  video: { id: number; course_id: number; replay_url: string; stream_clip: string },
): Promise<boolean> {
  const now = nowDb(deps.clock);
  const replay = video.replay_url || (video.stream_clip ? `media:${video.stream_clip}` : '');
  const duration = replay.startsWith('media:') ? clipSeconds(replay.slice(6)) : 0;
  const fields = { status: 2, ended_at: now, updated_at: now, replay_url: replay, duration };
  if (!(await repo.setVideoState(deps.db, video.id, fields, [0, 1]))) return false;
  await repo.refreshCourseStatus(deps.db, video.course_id);
  await repo.closeSignIns(deps.db, video.id, now);
  await publish(deps, video.id, { t: 'room-over' });
  return true;
}

/** A streamed lesson's recording, packaged by the media pipeline (`asset:<id>`), becomes its replay. */
export const setReplay = (deps: LiveDeps, videoId: number, assetId: number, seconds: number) =>
  repo.setReplay(deps.db, videoId, assetReference(assetId), Math.round(seconds));

/** One console action (demo mode): the state change, stored, then its frame to every member in the room. */
export async function teacherAction(deps: LiveDeps, videoId: number, action: LiveDevAction): Promise<void> {
  const { db } = deps;
  const now = nowDb(deps.clock);
  const video = await repo.findShownVideo(db, videoId);
  if (!video) throw new ApiError('直播不存在');
  switch (action.action) {
    case 'start':
      if (!(await goLive(deps, video))) throw new ApiError('只有未开始的直播可以开播');
      return;
    case 'end':
      if (!(await endLive(deps, video))) throw new ApiError('直播已结束');
      return;
    case 'message': {
      const content = stripTags(action.content).trim();
      if (content === '') throw new ApiError('请输入消息内容');
      await postMessage(
        deps,
        video,
        { userId: 0, role: 'teacher', nickName: TEACHER_NAME, content, duration: 0 },
        now,
      );
      return;
    }
    case 'sign-in': {
      if (video.status !== 1) throw new ApiError('直播中才能签到');
      const seconds = Math.floor(action.seconds);
      if (!(seconds >= 5 && seconds <= 600)) throw new ApiError('签到时长为5到600秒');
      if (await repo.findOpenSignIn(db, videoId, now)) throw new ApiError('已有进行中的签到');
      const endAt = toDbTime(new Date(deps.clock.now().getTime() + seconds * 1000));
      const id = await repo.insertSignInRecord(db, { video_id: videoId, started_at: now, end_at: endAt });
      await publish(deps, videoId, { t: 'sign-in-created', params: { id, end_at: siteRawTime(endAt) } });
      // Closed when its time is up (by whichever instance opened it; the close is conditional).
      setTimeout(() => void closeRollCall(deps, videoId).catch(() => undefined), seconds * 1000).unref();
      return;
    }
    case 'ban-room':
    case 'unban-room': {
      const ban = action.action === 'ban-room';
      await repo.setRoomBan(db, videoId, ban ? 1 : 0);
      await publish(deps, videoId, { t: ban ? 'room-ban' : 'room-un-ban' });
      return;
    }
    case 'ban-user':
    case 'unban-user': {
      const member = await repo.findMember(db, action.user_id);
      if (!member) throw new ApiError('学员不存在');
      if (action.action === 'ban-user') await repo.banUser(db, videoId, member.id, now);
      else await repo.unbanUser(db, videoId, member.id);
      await publish(deps, videoId, {
        t: action.action === 'ban-user' ? 'room-user-ban' : 'room-user-un-ban',
        params: [member.id],
      });
      return;
    }
    case 'delete':
      if (!(await repo.deleteChatMessage(db, videoId, action.chat_id))) throw new ApiError('消息不存在');
      await publish(deps, videoId, { t: 'message-deleted', params: { ids: [action.chat_id] } });
      return;
  }
}

/** Closes the lesson's open roll call, if any, and tells the room. */
export async function closeRollCall(deps: LiveDeps, videoId: number): Promise<void> {
  const closed = await repo.closeSignIns(deps.db, videoId, nowDb(deps.clock));
  if (closed.length > 0) await publish(deps, videoId, { t: 'sign-in-closed' });
}

/** What the console shows of a lesson. */
export async function consoleView(deps: LiveDeps, videoId: number) {
  const video = await repo.findShownVideo(deps.db, videoId);
  if (!video) return null;
  const [messages, rollCalls, bans] = await Promise.all([
    repo.latestChat(deps.db, videoId, 30),
    repo.listSignInRecords(deps.db, videoId),
    repo.listBans(deps.db, videoId),
  ]);
  const signed = rollCalls[0] ? await repo.listSignIns(deps.db, rollCalls[0].id) : [];
  const users = await repo.findUsers(deps.db, [
    ...new Set([...signed.map((s) => s.user_id), ...bans.map((b) => b.user_id)]),
  ]);
  return { video, messages, rollCalls, signed, bans, users };
}

export const listConsoleLessons = repo.listAllLessons;
export const signInsOf = repo.listSignIns;

// ---------------------------------------------------------------- chat connections (issue 32)

/** Open chat connections allowed per member (a few tabs) and per client address (a class behind one NAT). */
export const CHAT_CONNECTIONS = { perMember: 5, perAddress: 20 } as const;
/** How often each instance pings its chat connections (and marks them alive in the database). */
export const CHAT_PING_MS = 25_000;
/** A connection whose instance has not marked it alive for three pings is forgotten (that instance stopped). */
const CHAT_CONNECTION_STALE_MS = 3 * CHAT_PING_MS;

/**
 * Records a new chat connection of `userId` from `address` and evicts the oldest past the caps per member and
 * per address. The count is in the database, so every instance counts against the same caps; the evicted ids go
 * out on the live bus and the instance holding each closes it. Answers the new connection's id.
 */
export async function openChatConnection(deps: LiveDeps, userId: number, address: string): Promise<number> {
  const id = await repo.insertChatConnection(deps.db, {
    user_id: userId,
    address,
    seen_at: nowDb(deps.clock),
  });
  const evicted = [
    ...(await repo.deleteChatConnectionsBeyond(deps.db, 'user_id', userId, CHAT_CONNECTIONS.perMember)),
    ...(await repo.deleteChatConnectionsBeyond(deps.db, 'address', address, CHAT_CONNECTIONS.perAddress)),
  ];
  if (evicted.length > 0) await liveBus(deps.store).publish(deps.db, { evicted });
  return id;
}

export const closeChatConnection = (deps: LiveDeps, id: number) => repo.deleteChatConnection(deps.db, id);

/**
 * Each ping's bookkeeping: marks this instance's connections `ids` alive, forgets those of instances that
 * stopped, and answers which of `ids` are gone (evicted while their bus notice was lost), for the caller to close.
 */
export async function refreshChatConnections(deps: LiveDeps, ids: number[]): Promise<number[]> {
  const now = deps.clock.now();
  const alive = new Set(await repo.touchChatConnections(deps.db, ids, toDbTime(now)));
  await repo.deleteStaleChatConnections(
    deps.db,
    toDbTime(new Date(now.getTime() - CHAT_CONNECTION_STALE_MS)),
  );
  return ids.filter((id) => !alive.has(id));
}
