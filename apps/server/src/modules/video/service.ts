import type {
  CommentsReply,
  PlayInfoReply,
  PlayWatermark,
  ProgressBeaconRequest,
  ProgressBeaconTokenReply,
  VideoDetailReply,
} from '@meedu/contract';
import { type Db, inTransaction } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../lib/envelope.ts';
import type { Signer } from '../../lib/signing.ts';
import {
  addComment,
  canSeeVideo,
  commentsOf,
  countVideoView,
  courseDetail,
  courseOutline,
  ensureCourseRecord,
  findPublishedCourse,
  findShownVideo,
  findVideoWithCourse,
  memberAccess,
  recordWatch,
  videoItem,
  watchProgressMap,
  type AccessCourse,
  type VideoRow,
} from '../course/service.ts';
import { readMediaGrant, signMediaGrant, type MediaGrant } from '../../media/grant.ts';
import { assetKey, packagedAssetOfVideo } from '../../media/service.ts';
import { recordReading } from '../book/service.ts';
import { grantWatermark } from '../watermark/service.ts';
import { captionFileFor, captionTracks } from './captions.ts';
import { playUrls } from './media.ts';
import { packagedGrantFolder, packagedMasterUrl } from './packaged.ts';

/** A shown, published video of a published course, with what the access rules need of the course. */
async function findPlayableVideo(
  db: Db,
  id: number,
  now: string,
): Promise<{ video: VideoRow; course: AccessCourse }> {
  const found = await findVideoWithCourse(db, id, now);
  if (!found) throw new ApiError('错误');
  return found;
}

/** Whether the member may watch the video: the course rule, or this single video bought. */
async function memberCanWatch(db: Db, userId: number, course: AccessCourse, videoId: number, now: string) {
  return canSeeVideo(course, await memberAccess(db, userId, course, now, true), videoId);
}

/** Whether a shown, published video exists and the member may watch it whole (snapshot uploads, §3.4). */
export async function memberCanWatchVideo(db: Db, userId: number, videoId: number, now: string) {
  const found = await findVideoWithCourse(db, videoId, now);
  return found !== null && (await memberCanWatch(db, userId, found.course, found.video.id, now));
}

/** contract §2.8: counts a view, and starts the member's course record when they can watch. */
export async function videoDetailReply(
  db: Db,
  id: number,
  userId: number | undefined,
  now: string,
  base: string,
): Promise<VideoDetailReply> {
  const video = await findShownVideo(db, id, now);
  if (!video) throw new ApiError('错误');
  const course = await findPublishedCourse(db, video.course_id, now);
  const [, access, outline, progress] = await Promise.all([
    countVideoView(db, video.id),
    memberAccess(db, userId, course, now, true),
    courseOutline(db, course.id, now),
    watchProgressMap(db, userId, course.id),
  ]);
  const isWatch = canSeeVideo(course, access, video.id);
  if (isWatch && userId !== undefined) {
    await inTransaction(db, (trx) => ensureCourseRecord(trx, userId, course.id, now));
  }
  return {
    video: videoItem({ ...video, view_num: video.view_num + 1 }),
    videos: outline.videos,
    chapters: outline.chapters,
    course: courseDetail(course, outline.videosCount, base),
    is_watch: isWatch,
    video_watched_progress: progress,
    buy_videos: access?.boughtVideos ?? [],
  };
}

/**
 * contract §2.9: every quality for members who can watch; cut HLS playlists for a trial they asked for. Demo
 * media URLs are signed for the member and the video (media/grant.ts `MediaGrant`), so they cannot be used
 * without it. Each grant carries the member's watermark and records which code it showed (watermark/service.ts).
 */
export async function playInfo(
  deps: Pick<AppDeps, 'db' | 'signer' | 'config' | 'clock'>,
  id: number,
  userId: number,
  wantsTry: boolean,
  now: string,
  base: string,
  options: { emptyIsError: boolean; ip: string },
): Promise<PlayInfoReply> {
  const { db } = deps;
  const { video, course } = await findPlayableVideo(db, id, now);
  const canWatch = await memberCanWatch(db, userId, course, video.id, now);
  const trial = !canWatch && wantsTry && video.free_seconds > 0;
  if (!canWatch && !trial) throw new ApiError('请购买后观看');
  const preview = trial ? video.free_seconds : null;
  const grant = (clip: string) =>
    signMediaGrant(
      deps.signer,
      { u: userId, v: video.id, c: clip, p: preview ?? 0 },
      deps.config.mediaUrlTtlSeconds,
    );
  // Captions are our addition to the reply: a video without any answers exactly MeEdu's `{ urls }`.
  const tracks = await captionTracks(db, video.id, base, grant);
  const withCaptions = (reply: PlayInfoReply): PlayInfoReply =>
    tracks.length > 0 ? { ...reply, captions: tracks } : reply;
  const asset = await packagedAssetOfVideo(db, video.id);
  if (asset) {
    if (asset.status !== 'ready') throw new ApiError('视频正在处理中，请稍后再试');
    const urls = [packagedMasterUrl(base, asset.id, grant(packagedGrantFolder(asset.id)), video.duration)];
    return withCaptions(withWatermark({ urls }, await watermarkOf(deps, userId, video.id, options.ip)));
  }
  const urls = playUrls(base, video.url, video.duration, preview, grant);
  if (urls.length === 0 && options.emptyIsError) throw new ApiError('错误');
  return urls.length > 0
    ? withCaptions(withWatermark({ urls }, await watermarkOf(deps, userId, video.id, options.ip)))
    : { urls };
}

/** Another area that plays packaged assets under the same grant: the key, or null when the grant is not its. */
export type PackagedKeyOwner = (
  deps: Pick<AppDeps, 'db' | 'config'>,
  assetId: number,
  grant: MediaGrant,
  now: string,
) => Promise<Buffer | null>;
const keyOwners = new Set<PackagedKeyOwner>();
/** Registered by the area's routes (live replays), so this module needs no import of it. */
export const addPackagedKeyOwner = (owner: PackagedKeyOwner) => void keyOwners.add(owner);

async function otherOwnersKey(...args: Parameters<PackagedKeyOwner>): Promise<Buffer | null> {
  for (const owner of keyOwners) {
    const key = await owner(...args);
    if (key) return key;
  }
  return null;
}

/**
 * `GET /media/captions/<id>.vtt?sign=`: the captions file for the holder of a valid grant of them, under the same
 * rules as the key (modules/video/captions.ts); null (403) otherwise.
 */
export function captionFile(
  deps: Pick<AppDeps, 'db' | 'signer' | 'config'>,
  captionId: number,
  sign: string | undefined,
  now: string,
): Promise<string | null> {
  return captionFileFor(deps, captionId, sign, {
    mayWatch: (videoId, memberId) => memberCanWatchVideo(deps.db, memberId, videoId, now),
    trialOffered: async (videoId) => {
      const found = await findVideoWithCourse(deps.db, videoId, now);
      return found !== null && found.video.free_seconds > 0;
    },
  });
}

/** A site without a watermark answers MeEdu's reply as it is, without the field. */
const withWatermark = (reply: PlayInfoReply, watermark: PlayWatermark | null): PlayInfoReply =>
  watermark ? { ...reply, watermark } : reply;

/** The grant's watermark (issue 30): the member's code instead of their mobile, recorded with the grant. */
const watermarkOf = (deps: Pick<AppDeps, 'db' | 'clock'>, userId: number, videoId: number, ip: string) =>
  grantWatermark(deps, { userId, videoId, ip });

/**
 * The AES-128 key of a packaged asset, for the holder of a valid, unexpired grant of it whose video still plays
 * that asset and who may still watch it: whole for a full grant (the access rules, asked again now), or a trial
 * while the video still offers one. Anything else gets null (403): a copied playlist stops playing for anyone
 * once its grant expires.
 */
export async function packagedKey(
  deps: Pick<AppDeps, 'db' | 'signer' | 'config'>,
  assetId: number,
  sign: string | undefined,
  now: string,
): Promise<Buffer | null> {
  const grant = readMediaGrant(deps.signer, sign, packagedGrantFolder(assetId));
  if (!grant) return null;
  const found = await findVideoWithCourse(deps.db, grant.v, now);
  const asset = found ? await packagedAssetOfVideo(deps.db, found.video.id) : undefined;
  // Not a course video playing this asset: perhaps another owner's (a live lesson's recorded replay).
  if (!found || !asset || asset.id !== assetId) return otherOwnersKey(deps, assetId, grant, now);
  const { video, course } = found;
  const allowed =
    grant.p > 0 ? video.free_seconds > 0 : await memberCanWatch(deps.db, grant.u, course, video.id, now);
  return allowed ? assetKey(deps, asset) : null;
}

/**
 * contract §2.10: records the playback position (course/service.ts `recordWatch`): a trial moves it up to the
 * trial end, and only a member who may watch the video can finish it.
 */
export async function recordProgress(
  db: Db,
  id: number,
  userId: number,
  duration: number,
  now: string,
): Promise<void> {
  const { video, course } = await findPlayableVideo(db, id, now);
  const canWatch = await memberCanWatch(db, userId, course, video.id, now);
  if (!canWatch && video.free_seconds <= 0) throw new ApiError('请购买后观看');
  // One second of slack for rounding of the player's position.
  if (video.duration > 0 && duration > video.duration + 1) throw new ApiError('播放进度超出视频时长');
  // A trial can move the position up to the trial end but never finish the video.
  const position = canWatch ? Math.min(duration, video.duration) : Math.min(duration, video.free_seconds);
  const finished = canWatch && video.duration > 0 && position >= video.duration;
  await recordWatch(db, {
    userId,
    courseId: course.id,
    videoId: video.id,
    position,
    finished,
    canWatch,
    now,
  });
}

// ---------------------------------------------------------------- progress beacons

/** How long a beacon token lets a tab report positions: the player fetches a fresh one well before it ends. */
export const BEACON_TOKEN_SECONDS = 3600;
const BEACON_PURPOSE = 'progress-beacon';

/**
 * A token for `navigator.sendBeacon`, which cannot send the Authorization header: signed, purpose-bound (it records
 * progress and nothing else) and short-lived, so the member token never goes into a URL or a beacon.
 */
export function beaconToken(signer: Signer, userId: number): ProgressBeaconTokenReply {
  return {
    token: signer.sign(BEACON_PURPOSE, { u: userId }, BEACON_TOKEN_SECONDS),
    expires_in: BEACON_TOKEN_SECONDS,
  };
}

/**
 * Records the positions a closing tab sent, each as `recordProgress` or `recordReading` would (the same
 * max-merge, a video finished once). Nobody reads a beacon's answer: an item the member may not record is skipped, not fatal to the rest.
 * Answers how many were recorded.
 */
export async function recordBeacon(
  deps: Pick<AppDeps, 'db' | 'signer'>,
  body: ProgressBeaconRequest,
  now: string,
): Promise<number> {
  const verified = deps.signer.verify<{ u: number }>(BEACON_PURPOSE, body.token);
  if (verified.status !== 'ok') throw new ApiError('请重新登录', 401);
  let recorded = 0;
  const records = [
    ...body.videos.map((v) => () => recordProgress(deps.db, v.id, verified.data.u, v.duration, now)),
    ...(body.books ?? []).map(
      (b) => () => recordReading(deps.db, b.article_id, verified.data.u, b.position, now),
    ),
  ];
  for (const record of records) {
    try {
      await record();
      recorded += 1;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    }
  }
  return recorded;
}

/** contract §2.11: the comments of a playable video. */
export async function videoComments(db: Db, id: number, now: string, base: string): Promise<CommentsReply> {
  const { video } = await findPlayableVideo(db, id, now);
  return commentsOf(db, { kind: 'video', id: video.id }, base);
}

/** contract §2.12: only a member who can watch the video may comment. */
export async function addVideoComment(
  db: Db,
  id: number,
  userId: number,
  content: string,
  ip: string,
  now: string,
): Promise<void> {
  const { video, course } = await findPlayableVideo(db, id, now);
  if (!(await memberCanWatch(db, userId, course, video.id, now))) throw new ApiError('无权限');
  await addComment(db, { kind: 'video', id: video.id }, userId, content, ip, now);
}
