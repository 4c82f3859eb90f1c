import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { isoTime, toDbTime } from '../../lib/dates.ts';
import { ApiError, ok } from '../../lib/envelope.ts';
import { paging, query } from '../../lib/validate.ts';
import { requireMember } from '../../middleware/auth.ts';
import { assetUrl, idParam, type WatchRecordRow } from '../course/repo.ts';
import type { ApiModule } from '../index.ts';

const pageQuery = paging(10);
const likeListQuery = z.object({ type: z.enum(['live', 'book'], { error: '参数错误' }) }).and(paging(10));

interface CourseUserRecordRow {
  id: number;
  course_id: number;
  user_id: number;
  is_watched: number;
  watched_at: string | null;
  progress: number;
  created_at: string;
  updated_at: string;
}

type SqlArg = string | number;

function count(deps: AppDeps, sql: string, ...args: SqlArg[]): number {
  return deps.db.prepare<SqlArg[], { n: number }>(sql).get(...args)?.n ?? 0;
}

/** One row with its `thumb` made absolute, or `[]` (PHP's empty map) when there is none. */
function thumbRow<R extends { thumb: string }>(c: Context, deps: AppDeps, sql: string, ...args: SqlArg[]) {
  const row = deps.db.prepare<SqlArg[], R>(sql).get(...args);
  return row ? { ...row, thumb: assetUrl(c, deps, row.thumb) } : [];
}

/** `(userId, id) => 1 | 0`: whether the member has a row in `table` for that id (bought, subscribed). */
function ownership(deps: AppDeps, table: string, column: string) {
  const st = deps.db.prepare<[number, number]>(`SELECT 1 FROM ${table} WHERE user_id = ? AND ${column} = ?`);
  return (userId: number, id: number): 0 | 1 => (st.get(userId, id) ? 1 : 0);
}

/** What the recorded-course lists add to each row: counts, last watched video, course summary, own record. */
function courseExtras(c: Context, deps: AppDeps, userId: number) {
  const { db } = deps;
  const now = toDbTime(deps.clock.now());
  const learned = db.prepare<[number, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM user_video_watch_records WHERE user_id = ? AND course_id = ? AND watched_at IS NOT NULL',
  );
  const last = db.prepare<[number, number], WatchRecordRow>(
    `SELECT * FROM user_video_watch_records WHERE user_id = ? AND course_id = ? ORDER BY updated_at DESC, id DESC LIMIT 1`,
  );
  const subscribed = ownership(deps, 'user_courses', 'course_id');
  const record = db.prepare<[number, number], CourseUserRecordRow>(
    'SELECT * FROM course_user_records WHERE user_id = ? AND course_id = ?',
  );
  return (id: number) => {
    const wr = record.get(userId, id);
    return {
      learned_count: learned.get(userId, id)?.n ?? 0,
      is_subscribe: subscribed(userId, id),
      // A raw query in MeEdu: plain DB time strings.
      last_view_video: last.get(userId, id) ?? [],
      course: thumbRow<{ id: number; title: string; thumb: string; charge: number; videos_count: number }>(
        c,
        deps,
        `SELECT id, title, thumb, charge,
           (SELECT COUNT(*) FROM videos v WHERE v.course_id = courses.id AND v.is_show = 1 AND v.published_at <= ?) AS videos_count
         FROM courses WHERE id = ?`,
        now,
        id,
      ),
      watch_record: wr
        ? { ...wr, created_at: isoTime(wr.created_at), updated_at: isoTime(wr.updated_at) }
        : [],
    };
  };
}

export const studyModule: ApiModule = (app, deps) => {
  const { db } = deps;
  const v3 = requireMember(deps, 'v3');
  const v2 = requireMember(deps, 'v2');

  /**
   * Registers a paged list of the member's rows: `sql` takes (user id, limit, offset), `countSql` the user id.
   * `items` is called once per request and answers the row → item mapping. Replies `{data, total}`, or
   * `{data: {data, total}}` when `nested` (account §1.5).
   */
  const memberList = <R, T>(
    path: string,
    guard: MiddlewareHandler<AppEnv>,
    sql: string,
    countSql: string,
    items: (c: Context<AppEnv>, userId: number) => (row: R) => T,
    nested = false,
  ) =>
    app.get(path, guard, (c) => {
      const p = query(c, pageQuery);
      const userId = c.get('userId');
      const rows = db.prepare<[number, number, number], R>(sql).all(userId, p.size, p.offset);
      const page = { data: rows.map(items(c, userId)), total: count(deps, countSql, userId) };
      return ok(c, nested ? { data: page } : page);
    });

  /** `(c, id) => row | []` for a product summary selected by id. */
  const summaryOf =
    <R extends { thumb: string }>(sql: string) =>
    (c: Context, id: number) =>
      thumbRow<R>(c, deps, sql, id);

  // ---------------------------------------------------------------- recorded courses (account §7.1–7.4)

  memberList(
    '/api/v3/member/courses/learned',
    v3,
    'SELECT * FROM course_user_records WHERE user_id = ? ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?',
    'SELECT COUNT(*) AS n FROM course_user_records WHERE user_id = ?',
    (c, userId) => {
      const extras = courseExtras(c, deps, userId);
      return (r: CourseUserRecordRow) => {
        const x = extras(r.course_id);
        return {
          ...r,
          created_at: isoTime(r.created_at),
          updated_at: isoTime(r.updated_at),
          learned_count: x.learned_count,
          is_subscribe: x.is_subscribe,
          last_view_video: x.last_view_video,
          course: x.course,
        };
      };
    },
  );

  // Bought and liked courses: the table's own columns plus the course extras.
  for (const [path, table] of [
    ['/api/v3/member/courses', 'user_courses'],
    ['/api/v3/member/courses/like', 'course_likes'],
  ] as const) {
    memberList(
      path,
      v3,
      `SELECT * FROM ${table} WHERE user_id = ? ORDER BY created_at DESC, course_id DESC LIMIT ? OFFSET ?`,
      `SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`,
      (c, userId) => {
        const extras = courseExtras(c, deps, userId);
        return (r: { course_id: number; created_at: string }) => {
          const x = extras(r.course_id);
          return {
            ...r,
            created_at: isoTime(r.created_at),
            learned_count: x.learned_count,
            watch_record: x.watch_record,
            last_view_video: x.last_view_video,
            course: x.course,
          };
        };
      },
    );
  }

  app.get('/api/v3/member/learned/course/:id', v3, (c) => {
    const id = idParam(c.req.param('id'));
    const now = toDbTime(deps.clock.now());
    if (!db.prepare('SELECT 1 FROM courses WHERE id = ?').get(id)) throw new ApiError('错误');
    const userId = c.get('userId');
    const rows = db
      .prepare<
        [number, number, string],
        {
          id: number;
          title: string;
          published_at: string;
          duration: number;
          watch_seconds: number | null;
          watched_at: string | null;
          rcreated: string | null;
        }
      >(
        `SELECT v.id, v.title, v.published_at, v.duration, r.watch_seconds, r.watched_at, r.created_at AS rcreated
         FROM videos v LEFT JOIN user_video_watch_records r ON r.video_id = v.id AND r.user_id = ?
         WHERE v.course_id = ? AND v.is_show = 1 AND v.published_at <= ? ORDER BY v.published_at, v.id`,
      )
      .all(userId, id, now);
    return ok(
      c,
      rows.map(({ watch_seconds, watched_at, rcreated, ...video }) => ({
        ...video,
        watch_record:
          rcreated === null
            ? null
            : { watch_seconds: watch_seconds ?? 0, watched_at, created_at: isoTime(rcreated) },
      })),
    );
  });

  // ---------------------------------------------------------------- addon lists (account §7.5)

  const liveCourse = (cx: Context, courseId: number) => {
    const row = thumbRow<{ id: number; title: string; thumb: string; status: number; videos_count: number }>(
      cx,
      deps,
      `SELECT id, title, thumb, status,
         (SELECT COUNT(*) FROM live_videos v WHERE v.course_id = l.id AND v.is_show = 1) AS videos_count
       FROM live_courses l WHERE id = ?`,
      courseId,
    );
    if (Array.isArray(row)) return row;
    const next = db
      .prepare<[number], { id: number; title: string; published_at: string }>(
        `SELECT id, title, published_at FROM live_videos WHERE course_id = ? AND is_show = 1 AND status != 2
         ORDER BY published_at, id LIMIT 1`,
      )
      .get(courseId);
    return { ...row, next_video: next ?? [] };
  };
  const liveLearned = db.prepare<[number, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM live_watch_records WHERE user_id = ? AND course_id = ? AND watched_at IS NOT NULL',
  );
  const liveSubscribed = ownership(deps, 'user_live_courses', 'course_id');
  const liveLastVideo = db.prepare<[number, number], { video_id: number }>(
    'SELECT video_id FROM live_watch_records WHERE user_id = ? AND course_id = ? ORDER BY updated_at DESC, id DESC LIMIT 1',
  );

  memberList(
    '/addons/zhibo/api/v1/member/courses/learned',
    v2,
    `SELECT r.id, r.course_id, r.video_id FROM live_watch_records r
     WHERE r.user_id = ? AND r.id = (SELECT r2.id FROM live_watch_records r2 WHERE r2.user_id = r.user_id
       AND r2.course_id = r.course_id ORDER BY r2.updated_at DESC, r2.id DESC LIMIT 1)
     ORDER BY r.updated_at DESC, r.id DESC LIMIT ? OFFSET ?`,
    'SELECT COUNT(DISTINCT course_id) AS n FROM live_watch_records WHERE user_id = ?',
    (c, userId) => (r: { id: number; course_id: number; video_id: number }) => ({
      ...r,
      is_subscribe: liveSubscribed(userId, r.course_id),
      learned_count: liveLearned.get(userId, r.course_id)?.n ?? 0,
      course: liveCourse(c, r.course_id),
    }),
  );

  memberList(
    '/addons/zhibo/api/v1/member/courses',
    v2,
    'SELECT course_id, created_at FROM user_live_courses WHERE user_id = ? ORDER BY created_at DESC, course_id DESC LIMIT ? OFFSET ?',
    'SELECT COUNT(*) AS n FROM user_live_courses WHERE user_id = ?',
    (c, userId) => (r: { course_id: number; created_at: string }) => ({
      id: r.course_id,
      course_id: r.course_id,
      // The same row shape as the 在学 list (account §7.5): the last live video watched, 0 when none.
      video_id: liveLastVideo.get(userId, r.course_id)?.video_id ?? 0,
      created_at: isoTime(r.created_at),
      learned_count: liveLearned.get(userId, r.course_id)?.n ?? 0,
      course: liveCourse(c, r.course_id),
    }),
  );

  app.get('/addons/templateOne/api/v1/like/courses', v2, (c) => {
    const q = query(c, likeListQuery);
    const userId = c.get('userId');
    const sql =
      q.type === 'live'
        ? `SELECT l.id, l.title, l.thumb, t.created_at FROM template_likes t JOIN live_courses l ON l.id = t.other_id
           WHERE t.user_id = ? AND t.type = 'live' ORDER BY t.id DESC LIMIT ? OFFSET ?`
        : `SELECT b.id, b.name AS title, b.thumb, t.created_at FROM template_likes t JOIN books b ON b.id = t.other_id
           WHERE t.user_id = ? AND t.type = 'book' ORDER BY t.id DESC LIMIT ? OFFSET ?`;
    const table = q.type === 'live' ? 'live_courses' : 'books';
    const rows = db
      .prepare<[number, number, number], { id: number; title: string; thumb: string; created_at: string }>(
        sql,
      )
      .all(userId, q.size, q.offset);
    const total = count(
      deps,
      `SELECT COUNT(*) AS n FROM template_likes t JOIN ${table} x ON x.id = t.other_id WHERE t.user_id = ? AND t.type = ?`,
      userId,
      q.type,
    );
    return ok(c, {
      data: rows.map((r) => ({ ...r, thumb: assetUrl(c, deps, r.thumb), created_at: isoTime(r.created_at) })),
      total,
    });
  });

  const bookSummary = summaryOf<{ id: number; name: string; thumb: string }>(
    'SELECT id, name, thumb FROM books WHERE id = ?',
  );
  const bookSubscribed = ownership(deps, 'user_books', 'book_id');
  const lastBookView = db.prepare<[number, number], { id: number; article_id: number; updated_at: string }>(
    'SELECT id, article_id, updated_at FROM book_user_views WHERE user_id = ? AND book_id = ?',
  );

  memberList(
    '/addons/MeeduBooks/api/v2/member/book/view',
    v2,
    'SELECT id, book_id, article_id, updated_at FROM book_user_views WHERE user_id = ? ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?',
    'SELECT COUNT(*) AS n FROM book_user_views WHERE user_id = ?',
    (c, userId) => (r: { id: number; book_id: number; article_id: number; updated_at: string }) => ({
      id: r.id,
      article_id: r.article_id,
      is_subscribe: bookSubscribed(userId, r.book_id),
      // The time of the last visit ("上次浏览").
      created_at: isoTime(r.updated_at),
      book: bookSummary(c, r.book_id),
    }),
  );

  memberList(
    '/addons/MeeduBooks/api/v2/member/books',
    v2,
    'SELECT book_id, created_at FROM user_books WHERE user_id = ? ORDER BY created_at DESC, book_id DESC LIMIT ? OFFSET ?',
    'SELECT COUNT(*) AS n FROM user_books WHERE user_id = ?',
    (c, userId) => (r: { book_id: number; created_at: string }) => {
      const lv = lastBookView.get(userId, r.book_id);
      return {
        id: r.book_id,
        book_id: r.book_id,
        created_at: isoTime(r.created_at),
        last_view: lv ? { id: lv.id, article_id: lv.article_id, created_at: isoTime(lv.updated_at) } : [],
        book: bookSummary(c, r.book_id),
      };
    },
  );

  const topicSummary = summaryOf<{ id: number; title: string; thumb: string }>(
    'SELECT id, title, thumb FROM topics WHERE id = ?',
  );
  const topicSubscribed = ownership(deps, 'user_topics', 'topic_id');

  memberList(
    '/addons/MeeduTopics/api/v2/member/topics/view',
    v2,
    'SELECT id, topic_id, updated_at FROM topic_user_views WHERE user_id = ? ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?',
    'SELECT COUNT(*) AS n FROM topic_user_views WHERE user_id = ?',
    (c, userId) => (r: { id: number; topic_id: number; updated_at: string }) => ({
      id: r.id,
      is_subscribe: topicSubscribed(userId, r.topic_id),
      created_at: isoTime(r.updated_at),
      topic: topicSummary(c, r.topic_id),
    }),
  );

  // These two answer double-nested `{data: {data, total}}` (account §1.5).
  memberList(
    '/addons/MeeduTopics/api/v1/user/buyTopics',
    v2,
    'SELECT topic_id, created_at FROM user_topics WHERE user_id = ? ORDER BY created_at DESC, topic_id DESC LIMIT ? OFFSET ?',
    'SELECT COUNT(*) AS n FROM user_topics WHERE user_id = ?',
    (c) => (r: { topic_id: number; created_at: string }) => ({
      id: r.topic_id,
      created_at: isoTime(r.created_at),
      topic: topicSummary(c, r.topic_id),
    }),
    true,
  );

  memberList(
    '/addons/MeeduTopics/api/v1/user/collect',
    v2,
    'SELECT id, topic_id, created_at FROM topic_collects WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
    'SELECT COUNT(*) AS n FROM topic_collects WHERE user_id = ?',
    (c) => (r: { id: number; topic_id: number; created_at: string }) => ({
      id: r.id,
      created_at: isoTime(r.created_at),
      topic: topicSummary(c, r.topic_id),
    }),
    true,
  );
};
