import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError, ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { jsonBody } from '../../lib/validate.ts';
import { optionalMember, requireMember } from '../../middleware/auth.ts';
import { getSetting } from '../system/settings.ts';
import { grantCredit1 } from '../../lib/credits.ts';
import type { ApiModule } from '../index.ts';
import { boughtVideoIds, canSeeVideo } from '../course/access.ts';
import { commentSchema, insertComment, listComments } from '../course/comments.ts';
import {
  courseDetailItem,
  courseOutline,
  findPlayableVideo,
  idParam,
  nowDb,
  videoItem,
  watchProgressMap,
  type WatchRecordRow,
} from '../course/repo.ts';
import { playUrls, registerMedia } from './media.ts';

/** Starts the member's course record (the "learners" count) the first time they can watch it. */
export function ensureCourseRecord(db: Db, userId: number, courseId: number, now: string): void {
  const inserted = db
    .prepare(
      `INSERT OR IGNORE INTO course_user_records (user_id, course_id, created_at, updated_at) VALUES (?, ?, ?, ?)`,
    )
    .run(userId, courseId, now, now).changes;
  if (inserted > 0) db.prepare('UPDATE courses SET user_count = user_count + 1 WHERE id = ?').run(courseId);
}

/** Recomputes the course progress (watched videos / published videos) after a record. */
function refreshCourseProgress(deps: AppDeps, userId: number, courseId: number, now: string): void {
  const { db } = deps;
  ensureCourseRecord(db, userId, courseId, now);
  const total =
    db
      .prepare<[number, string], { n: number }>(
        'SELECT COUNT(*) AS n FROM videos WHERE course_id = ? AND is_show = 1 AND published_at <= ?',
      )
      .get(courseId, now)?.n ?? 0;
  const watched =
    db
      .prepare<[number, number, string], { n: number }>(
        `SELECT COUNT(*) AS n FROM user_video_watch_records r JOIN videos v ON v.id = r.video_id
         WHERE r.user_id = ? AND r.course_id = ? AND r.watched_at IS NOT NULL AND v.is_show = 1 AND v.published_at <= ?`,
      )
      .get(userId, courseId, now)?.n ?? 0;
  const progress = total === 0 ? 0 : Math.min(100, Math.floor((watched * 100) / total));
  const before = db
    .prepare<[number, number], { is_watched: number }>(
      'SELECT is_watched FROM course_user_records WHERE user_id = ? AND course_id = ?',
    )
    .get(userId, courseId);
  const finished = progress >= 100 ? 1 : 0;
  db.prepare(
    `UPDATE course_user_records SET progress = ?, is_watched = MAX(is_watched, ?),
       watched_at = CASE WHEN watched_at IS NULL AND ? = 1 THEN ? ELSE watched_at END, updated_at = ?
     WHERE user_id = ? AND course_id = ?`,
  ).run(progress, finished, finished, now, now, userId, courseId);
  if (finished === 1 && before?.is_watched === 0) {
    grantCredit1(db, userId, getSetting(db, 'credit1_reward').watched_vod_course, '学完录播课奖励', now);
  }
}

const recordSchema = z.object({
  duration: z.coerce.number({ error: '参数错误' }).int('参数错误').positive('参数错误'),
});

export const videoModule: ApiModule = (app, deps) => {
  const { db } = deps;
  registerMedia(app, deps);

  app.get('/api/v2/video/:id', optionalMember(deps), (c) => {
    const now = nowDb(deps);
    const { video, course } = findPlayableVideo(db, idParam(c.req.param('id')), now);
    const userId: number | undefined = c.get('userId');
    db.prepare('UPDATE videos SET view_num = view_num + 1 WHERE id = ?').run(video.id);
    const isWatch = canSeeVideo(db, userId, course, video.id, now);
    if (isWatch && userId !== undefined) ensureCourseRecord(db, userId, course.id, now);
    const { chapters, videos } = courseOutline(db, course.id, now);
    return ok(c, {
      video: videoItem({ ...video, view_num: video.view_num + 1 }),
      videos,
      chapters,
      course: courseDetailItem(c, deps, course, now),
      is_watch: isWatch,
      video_watched_progress: watchProgressMap(db, userId, course.id),
      buy_videos: boughtVideoIds(db, userId, course.id),
    });
  });

  app.get('/api/v2/video/:id/playinfo', requireMember(deps, 'v2'), (c) => {
    const now = nowDb(deps);
    const { video, course } = findPlayableVideo(db, idParam(c.req.param('id')), now);
    const userId = c.get('userId');
    const canWatch = canSeeVideo(db, userId, course, video.id, now);
    // The reference treats any is_try as "try"; we read the value.
    const wantsTry = c.req.query('is_try') === '1';
    const trial = !canWatch && wantsTry && video.free_seconds > 0;
    if (!canWatch && !trial) throw new ApiError('请购买后观看');
    const urls = playUrls(
      publicBase(c, deps.config),
      video.url,
      video.duration,
      trial ? video.free_seconds : null,
    );
    if (urls.length === 0) throw new ApiError('错误');
    return ok(c, { urls });
  });

  app.post('/api/v2/video/:id/record', requireMember(deps, 'v2'), async (c) => {
    const now = nowDb(deps);
    const { video, course } = findPlayableVideo(db, idParam(c.req.param('id')), now);
    const { duration } = await jsonBody(c, recordSchema);
    const userId = c.get('userId');
    const canWatch = canSeeVideo(db, userId, course, video.id, now);
    if (!canWatch && video.free_seconds <= 0) throw new ApiError('请购买后观看');
    // One second of slack for rounding of the player's position.
    if (video.duration > 0 && duration > video.duration + 1) throw new ApiError('播放进度超出视频时长');
    // A trial can move the position up to the trial end but never finish the video.
    const position = canWatch ? Math.min(duration, video.duration) : Math.min(duration, video.free_seconds);
    const finished = canWatch && video.duration > 0 && position >= video.duration;

    db.transaction(() => {
      const existing = db
        .prepare<[number, number], WatchRecordRow>(
          'SELECT * FROM user_video_watch_records WHERE user_id = ? AND video_id = ?',
        )
        .get(userId, video.id);
      if (!existing) {
        db.prepare(
          `INSERT INTO user_video_watch_records (user_id, course_id, video_id, watch_seconds, watched_at, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        ).run(userId, course.id, video.id, position, finished ? now : null, now, now);
      } else if (existing.watched_at === null) {
        db.prepare(
          `UPDATE user_video_watch_records SET watch_seconds = MAX(watch_seconds, ?), watched_at = ?, updated_at = ?
           WHERE id = ?`,
        ).run(position, finished ? now : null, now, existing.id);
      } else {
        db.prepare('UPDATE user_video_watch_records SET updated_at = ? WHERE id = ?').run(now, existing.id);
      }
      if (finished && (!existing || existing.watched_at === null)) {
        grantCredit1(db, userId, getSetting(db, 'credit1_reward').watched_video, '学完视频奖励', now);
      }
      if (canWatch) refreshCourseProgress(deps, userId, course.id, now);
    })();
    return ok(c, []);
  });

  app.get('/api/v2/video/:id/comments', (c) => {
    const { video } = findPlayableVideo(db, idParam(c.req.param('id')), nowDb(deps));
    return ok(c, listComments(c, deps, 'video_comments', 'video_id', video.id));
  });

  app.post('/api/v2/video/:id/comment', requireMember(deps, 'v2'), async (c) => {
    const now = nowDb(deps);
    const { video, course } = findPlayableVideo(db, idParam(c.req.param('id')), now);
    const { content } = await jsonBody(c, commentSchema);
    const userId = c.get('userId');
    if (!canSeeVideo(db, userId, course, video.id, now)) throw new ApiError('无权限');
    insertComment(deps, c, 'video_comments', 'video_id', video.id, userId, content);
    return ok(c, []);
  });
};
