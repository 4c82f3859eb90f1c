import type { CommentsReply, PlayInfoReply, VideoDetailReply } from '@meedu/contract';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../lib/envelope.ts';
import { grantCredit1 } from '../credits/service.ts';
import * as courseRepo from '../course/repository.ts';
import {
  addComment,
  canSeeVideo,
  commentsOf,
  courseDetail,
  courseOutline,
  ensureCourseRecord,
  findPublishedCourse,
  memberAccess,
  videoItem,
  watchProgressMap,
  type AccessCourse,
  type VideoRow,
} from '../course/service.ts';
import { getSetting } from '../system/settings.ts';
import { readMediaGrant, signMediaGrant } from '../../media/grant.ts';
import { assetKey, packagedAssetOfVideo } from '../../media/service.ts';
import { playUrls } from './media.ts';
import { packagedGrantFolder, packagedMasterUrl } from './packaged.ts';

/** A shown, published video of a published course, with what the access rules need of the course. */
async function findPlayableVideo(
  db: Db,
  id: number,
  now: string,
): Promise<{ video: VideoRow; course: AccessCourse }> {
  const video = await courseRepo.findShownVideo(db, id, now);
  if (!video) throw new ApiError('错误');
  const course = await courseRepo.findPublishedCourseAccess(db, video.course_id, now);
  if (!course) throw new ApiError('错误');
  return { video, course };
}

/** Whether the member may watch the video: the course rule, or this single video bought. */
async function memberCanWatch(db: Db, userId: number, course: AccessCourse, videoId: number, now: string) {
  return canSeeVideo(course, await memberAccess(db, userId, course, now, true), videoId);
}

/** Whether a shown, published video exists and the member may watch it whole (snapshot uploads, §3.4). */
export async function memberCanWatchVideo(db: Db, userId: number, videoId: number, now: string) {
  const video = await courseRepo.findShownVideo(db, videoId, now);
  if (!video) return false;
  const course = await courseRepo.findPublishedCourseAccess(db, video.course_id, now);
  return course !== undefined && (await memberCanWatch(db, userId, course, video.id, now));
}

/** contract §2.8: counts a view, and starts the member's course record when they can watch. */
export async function videoDetailReply(
  db: Db,
  id: number,
  userId: number | undefined,
  now: string,
  base: string,
): Promise<VideoDetailReply> {
  const video = await courseRepo.findShownVideo(db, id, now);
  if (!video) throw new ApiError('错误');
  const course = await findPublishedCourse(db, video.course_id, now);
  const [, access, outline, progress] = await Promise.all([
    courseRepo.incrementVideoViews(db, video.id),
    memberAccess(db, userId, course, now, true),
    courseOutline(db, course.id, now),
    watchProgressMap(db, userId, course.id),
  ]);
  const isWatch = canSeeVideo(course, access, video.id);
  if (isWatch && userId !== undefined) {
    await db.transaction().execute((trx) => ensureCourseRecord(trx, userId, course.id, now));
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
 * without it.
 */
export async function playInfo(
  deps: Pick<AppDeps, 'db' | 'signer' | 'config'>,
  id: number,
  userId: number,
  wantsTry: boolean,
  now: string,
  base: string,
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
  const asset = await packagedAssetOfVideo(db, video.id);
  if (asset) {
    if (asset.status !== 'ready') throw new ApiError('视频正在处理中，请稍后再试');
    return {
      urls: [packagedMasterUrl(base, asset.id, grant(packagedGrantFolder(asset.id)), video.duration)],
    };
  }
  const urls = playUrls(base, video.url, video.duration, preview, grant);
  if (urls.length === 0) throw new ApiError('错误');
  return { urls };
}

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
  const video = await courseRepo.findShownVideo(deps.db, grant.v, now);
  const course = video && (await courseRepo.findPublishedCourseAccess(deps.db, video.course_id, now));
  if (!video || !course) return null;
  const asset = await packagedAssetOfVideo(deps.db, video.id);
  if (!asset || asset.id !== assetId) return null;
  const allowed =
    grant.p > 0 ? video.free_seconds > 0 : await memberCanWatch(deps.db, grant.u, course, video.id, now);
  return allowed ? assetKey(deps, asset) : null;
}

/**
 * contract §2.10: records the playback position. Everything happens in one transaction, and each step that
 * several requests could race on is a conditional write whose affected rows decide: only the request that
 * finishes a video (or a course) earns its credit, and course progress is computed under the course record's
 * row lock.
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
  const watchedAt = finished ? now : null;
  const rewards = await getSetting(db, 'credit1_reward');

  await db.transaction().execute(async (trx) => {
    const created = await courseRepo.insertWatchRecord(trx, {
      user_id: userId,
      course_id: course.id,
      video_id: video.id,
      watch_seconds: position,
      watched_at: watchedAt,
      now,
    });
    let finishedNow = created && finished;
    if (!created) {
      const advanced = await courseRepo.advanceUnfinishedRecord(
        trx,
        userId,
        video.id,
        position,
        watchedAt,
        now,
      );
      if (advanced === 0) await courseRepo.touchWatchRecord(trx, userId, video.id, now);
      finishedNow = advanced > 0 && finished;
    }
    if (finishedNow) await grantCredit1(trx, userId, rewards.watched_video, '学完视频奖励', now);
    if (canWatch) await refreshCourseProgress(trx, userId, course.id, now, rewards.watched_vod_course);
  });
}

/** Recomputes the course progress (watched videos / published videos) after a record. */
async function refreshCourseProgress(db: Db, userId: number, courseId: number, now: string, reward: number) {
  await ensureCourseRecord(db, userId, courseId, now);
  // Lock the member's course record first, so two records of one course never compute progress side by side.
  await courseRepo.touchCourseRecord(db, userId, courseId, now);
  const [total, watched] = await Promise.all([
    courseRepo.countVideosByCourse(db, [courseId], now).then((m) => m.get(courseId) ?? 0),
    courseRepo.countWatchedVideos(db, userId, courseId, now),
  ]);
  const progress = total === 0 ? 0 : Math.min(100, Math.floor((watched * 100) / total));
  await courseRepo.setCourseProgress(db, userId, courseId, progress, now);
  if (progress >= 100 && (await courseRepo.finishCourseRecord(db, userId, courseId, now)) > 0) {
    await grantCredit1(db, userId, reward, '学完录播课奖励', now);
  }
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
