/**
 * The dashboard's figures: one grouped query per series over an indexed time column (migration 0015 adds the
 * indexes), days counted in the site's zone (UTC+8). Reads other areas' tables, never writes them.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db, DialectName } from '../../db/index.ts';

/** The site's calendar day of a stored UTC time column, as `YYYY-MM-DD`. */
function siteDayOf(dialect: DialectName, column: string): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql<string>`to_char(${sql.ref(column)}::timestamp + interval '8 hours', 'YYYY-MM-DD')`
    : sql<string>`substr(datetime(${sql.ref(column)}, '+8 hours'), 1, 10)`;
}

/** Database times: `from` inclusive, `to` exclusive. */
export interface TimeRange {
  from: string;
  to: string;
}

export async function signupsByDay(db: Db, dialect: DialectName, r: TimeRange) {
  const day = siteDayOf(dialect, 'created_at');
  const { rows } = await sql<{ day: string; n: number }>`
    SELECT ${day} AS day, COUNT(*) AS n FROM users
    WHERE created_at >= ${r.from} AND created_at < ${r.to}
    GROUP BY ${day}`.execute(db);
  return rows;
}

/** Paid orders and what they took (yuan, after discounts) per day of payment. */
export async function paidOrdersByDay(db: Db, dialect: DialectName, paidStatus: number, r: TimeRange) {
  const day = siteDayOf(dialect, 'paid_at');
  const { rows } = await sql<{ day: string; n: number; revenue: number | null }>`
    SELECT ${day} AS day, COUNT(*) AS n,
      SUM(CASE WHEN charge > discount THEN charge - discount ELSE 0 END) AS revenue
    FROM orders
    WHERE status = ${paidStatus} AND paid_at >= ${r.from} AND paid_at < ${r.to}
    GROUP BY ${day}`.execute(db);
  return rows;
}

/** Members active per day: a video watch record touched, or an exam attempt started. */
export async function activeLearnersByDay(db: Db, dialect: DialectName, r: TimeRange) {
  const watched = siteDayOf(dialect, 'updated_at');
  const attempted = siteDayOf(dialect, 'started_at');
  const { rows } = await sql<{ day: string; n: number }>`
    SELECT day, COUNT(DISTINCT user_id) AS n FROM (
      SELECT user_id, ${watched} AS day FROM user_video_watch_records
        WHERE updated_at >= ${r.from} AND updated_at < ${r.to}
      UNION
      SELECT user_id, ${attempted} AS day FROM exam_attempts
        WHERE started_at >= ${r.from} AND started_at < ${r.to}
    ) activity
    GROUP BY day`.execute(db);
  return rows;
}

/** Distinct members active over the whole range. */
export async function activeLearners(db: Db, r: TimeRange): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT COUNT(*) AS n FROM (
      SELECT user_id FROM user_video_watch_records WHERE updated_at >= ${r.from} AND updated_at < ${r.to}
      UNION
      SELECT user_id FROM exam_attempts WHERE started_at >= ${r.from} AND started_at < ${r.to}
    ) activity`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
