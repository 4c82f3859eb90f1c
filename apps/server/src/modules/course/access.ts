import type { Db } from '../../db/index.ts';

/**
 * Who may watch what (contract catalog §2.3, §2.8; decisions in the report):
 * - a free course (`is_free = 1`, or a price of 0) is open to every member;
 * - a bought course (`user_courses`) is open to its buyer;
 * - an active VIP role (role_id > 0 and role_expired_at in the future) opens every course marked `is_vip_free`;
 * - a single bought video (`user_videos`) opens that video only.
 */
export interface CourseAccessRow {
  id: number;
  charge: number;
  is_free: number;
  is_vip_free: number;
}

export const isFreeCourse = (course: Pick<CourseAccessRow, 'charge' | 'is_free'>) =>
  course.is_free === 1 || course.charge <= 0;

export function hasActiveRole(db: Db, userId: number, nowDb: string): boolean {
  const row = db
    .prepare<[number], { role_id: number; role_expired_at: string | null }>(
      'SELECT role_id, role_expired_at FROM users WHERE id = ?',
    )
    .get(userId);
  return !!row && row.role_id > 0 && row.role_expired_at !== null && row.role_expired_at > nowDb;
}

export function hasBoughtCourse(db: Db, userId: number, courseId: number): boolean {
  return !!db.prepare('SELECT 1 FROM user_courses WHERE user_id = ? AND course_id = ?').get(userId, courseId);
}

/** isBuy of the course detail: free, bought, or VIP for a VIP-free course. Visitors never "own" anything. */
export function canSeeCourse(
  db: Db,
  userId: number | undefined,
  course: CourseAccessRow,
  nowDb: string,
): boolean {
  if (userId === undefined) return false;
  if (isFreeCourse(course)) return true;
  if (hasBoughtCourse(db, userId, course.id)) return true;
  return course.is_vip_free === 1 && hasActiveRole(db, userId, nowDb);
}

/** is_watch of the video detail: the course rule, or this single video bought. */
export function canSeeVideo(
  db: Db,
  userId: number | undefined,
  course: CourseAccessRow,
  videoId: number,
  nowDb: string,
): boolean {
  if (userId === undefined) return false;
  if (canSeeCourse(db, userId, course, nowDb)) return true;
  return !!db.prepare('SELECT 1 FROM user_videos WHERE user_id = ? AND video_id = ?').get(userId, videoId);
}

export function boughtVideoIds(db: Db, userId: number | undefined, courseId: number): number[] {
  if (userId === undefined) return [];
  return db
    .prepare<[number, number], { video_id: number }>(
      `SELECT uv.video_id FROM user_videos uv JOIN videos v ON v.id = uv.video_id
       WHERE uv.user_id = ? AND v.course_id = ? ORDER BY uv.video_id`,
    )
    .all(userId, courseId)
    .map((r) => r.video_id);
}
