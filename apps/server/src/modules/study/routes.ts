import type { Context } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { isoTime, toDbTime } from '../../lib/dates.ts';
import { ApiError, ok } from '../../lib/envelope.ts';
import { paging, query } from '../../lib/validate.ts';
import { requireMember } from '../../middleware/auth.ts';
import { assetUrl, idParam, type WatchRecordRow } from '../course/repo.ts';
import type { ApiModule } from '../index.ts';

const pageQuery = paging(10);
const likeListQuery = z.object({ type: z.enum(['live', 'book'], { error: '参数错误' }) }).and(paging(10));

type Page = { size: number; offset: number };

/** Helpers shared by the recorded-course lists: counts, last record, course summary, keyed by course id. */
function courseExtras(c: Context, deps: AppDeps, userId: number, courseIds: number[]) {
  const { db } = deps;
  const now = toDbTime(deps.clock.now());
  const learned = db.prepare<[number, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM user_video_watch_records WHERE user_id = ? AND course_id = ? AND watched_at IS NOT NULL',
  );
  const last = db.prepare<[number, number], WatchRecordRow>(
    `SELECT * FROM user_video_watch_records WHERE user_id = ? AND course_id = ? ORDER BY updated_at DESC, id DESC LIMIT 1`,
  );
  const course = db.prepare<
    [string, number],
    { id: number; title: string; thumb: string; charge: number; videos_count: number }
  >(
    `SELECT id, title, thumb, charge,
       (SELECT COUNT(*) FROM videos v WHERE v.course_id = courses.id AND v.is_show = 1 AND v.published_at <= ?) AS videos_count
     FROM courses WHERE id = ?`,
  );
  const subscribed = db.prepare('SELECT 1 FROM user_courses WHERE user_id = ? AND course_id = ?');
  const record = db.prepare<
    [number, number],
    {
      id: number;
      course_id: number;
      user_id: number;
      is_watched: number;
      watched_at: string | null;
      progress: number;
      created_at: string;
      updated_at: string;
    }
  >('SELECT * FROM course_user_records WHERE user_id = ? AND course_id = ?');
  return new Map(
    courseIds.map((id) => {
      const lv = last.get(userId, id);
      const cr = course.get(now, id);
      const wr = record.get(userId, id);
      return [
        id,
        {
          learned_count: learned.get(userId, id)?.n ?? 0,
          is_subscribe: subscribed.get(userId, id) ? 1 : 0,
          // A raw query in MeEdu: plain DB time strings.
          last_view_video: lv
            ? {
                id: lv.id,
                user_id: lv.user_id,
                course_id: lv.course_id,
                video_id: lv.video_id,
                watch_seconds: lv.watch_seconds,
                watched_at: lv.watched_at,
                created_at: lv.created_at,
                updated_at: lv.updated_at,
              }
            : [],
          course: cr ? { ...cr, thumb: assetUrl(c, deps, cr.thumb) } : [],
          watch_record: wr
            ? { ...wr, created_at: isoTime(wr.created_at), updated_at: isoTime(wr.updated_at) }
            : [],
        },
      ] as const;
    }),
  );
}

function count(deps: AppDeps, sql: string, ...args: (string | number)[]): number {
  return deps.db.prepare<(string | number)[], { n: number }>(sql).get(...args)?.n ?? 0;
}

export const studyModule: ApiModule = (app, deps) => {
  const { db } = deps;
  const v3 = requireMember(deps, 'v3');
  const v2 = requireMember(deps, 'v2');

  // ---------------------------------------------------------------- recorded courses (account §7.1–7.4)

  app.get('/api/v3/member/courses/learned', v3, (c) => {
    const p: Page = query(c, pageQuery);
    const userId = c.get('userId');
    const rows = db
      .prepare<
        [number, number, number],
        {
          id: number;
          course_id: number;
          user_id: number;
          is_watched: number;
          watched_at: string | null;
          progress: number;
          created_at: string;
          updated_at: string;
        }
      >(
        'SELECT * FROM course_user_records WHERE user_id = ? ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?',
      )
      .all(userId, p.size, p.offset);
    const extras = courseExtras(
      c,
      deps,
      userId,
      rows.map((r) => r.course_id),
    );
    const data = rows.map((r) => {
      const x = extras.get(r.course_id);
      return {
        id: r.id,
        course_id: r.course_id,
        user_id: r.user_id,
        is_watched: r.is_watched,
        watched_at: r.watched_at,
        progress: r.progress,
        created_at: isoTime(r.created_at),
        updated_at: isoTime(r.updated_at),
        learned_count: x?.learned_count ?? 0,
        is_subscribe: x?.is_subscribe ?? 0,
        last_view_video: x?.last_view_video ?? [],
        course: x?.course ?? [],
      };
    });
    return ok(c, {
      data,
      total: count(deps, 'SELECT COUNT(*) AS n FROM course_user_records WHERE user_id = ?', userId),
    });
  });

  app.get('/api/v3/member/courses', v3, (c) => {
    const p: Page = query(c, pageQuery);
    const userId = c.get('userId');
    const rows = db
      .prepare<
        [number, number, number],
        { user_id: number; course_id: number; charge: number; created_at: string }
      >(
        'SELECT * FROM user_courses WHERE user_id = ? ORDER BY created_at DESC, course_id DESC LIMIT ? OFFSET ?',
      )
      .all(userId, p.size, p.offset);
    const extras = courseExtras(
      c,
      deps,
      userId,
      rows.map((r) => r.course_id),
    );
    const data = rows.map((r) => {
      const x = extras.get(r.course_id);
      return {
        course_id: r.course_id,
        user_id: r.user_id,
        charge: r.charge,
        created_at: isoTime(r.created_at),
        learned_count: x?.learned_count ?? 0,
        watch_record: x?.watch_record ?? [],
        last_view_video: x?.last_view_video ?? [],
        course: x?.course ?? [],
      };
    });
    return ok(c, {
      data,
      total: count(deps, 'SELECT COUNT(*) AS n FROM user_courses WHERE user_id = ?', userId),
    });
  });

  app.get('/api/v3/member/courses/like', v3, (c) => {
    const p: Page = query(c, pageQuery);
    const userId = c.get('userId');
    const rows = db
      .prepare<[number, number, number], { user_id: number; course_id: number; created_at: string }>(
        'SELECT * FROM course_likes WHERE user_id = ? ORDER BY created_at DESC, course_id DESC LIMIT ? OFFSET ?',
      )
      .all(userId, p.size, p.offset);
    const extras = courseExtras(
      c,
      deps,
      userId,
      rows.map((r) => r.course_id),
    );
    const data = rows.map((r) => {
      const x = extras.get(r.course_id);
      return {
        course_id: r.course_id,
        user_id: r.user_id,
        created_at: isoTime(r.created_at),
        learned_count: x?.learned_count ?? 0,
        watch_record: x?.watch_record ?? [],
        last_view_video: x?.last_view_video ?? [],
        course: x?.course ?? [],
      };
    });
    return ok(c, {
      data,
      total: count(deps, 'SELECT COUNT(*) AS n FROM course_likes WHERE user_id = ?', userId),
    });
  });

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
      rows.map((r) => ({
        id: r.id,
        title: r.title,
        published_at: r.published_at,
        duration: r.duration,
        watch_record:
          r.rcreated === null
            ? null
            : {
                watch_seconds: r.watch_seconds ?? 0,
                watched_at: r.watched_at,
                created_at: isoTime(r.rcreated),
              },
      })),
    );
  });

  // ---------------------------------------------------------------- addon lists (account §7.5)

  const liveCourse = (cx: Context, courseId: number) => {
    const row = db
      .prepare<[number], { id: number; title: string; thumb: string; status: number; videos_count: number }>(
        `SELECT id, title, thumb, status,
           (SELECT COUNT(*) FROM live_videos v WHERE v.course_id = l.id AND v.is_show = 1) AS videos_count
         FROM live_courses l WHERE id = ?`,
      )
      .get(courseId);
    if (!row) return [];
    const next = db
      .prepare<[number], { id: number; title: string; published_at: string }>(
        `SELECT id, title, published_at FROM live_videos WHERE course_id = ? AND is_show = 1 AND status != 2
         ORDER BY published_at, id LIMIT 1`,
      )
      .get(courseId);
    return { ...row, thumb: assetUrl(cx, deps, row.thumb), next_video: next ?? [] };
  };
  const liveLearned = db.prepare<[number, number], { n: number }>(
    'SELECT COUNT(*) AS n FROM live_watch_records WHERE user_id = ? AND course_id = ? AND watched_at IS NOT NULL',
  );

  app.get('/addons/zhibo/api/v1/member/courses/learned', v2, (c) => {
    const p: Page = query(c, pageQuery);
    const userId = c.get('userId');
    const rows = db
      .prepare<[number, number, number], { id: number; course_id: number; video_id: number }>(
        `SELECT r.id, r.course_id, r.video_id FROM live_watch_records r
         WHERE r.user_id = ? AND r.id = (SELECT r2.id FROM live_watch_records r2 WHERE r2.user_id = r.user_id
           AND r2.course_id = r.course_id ORDER BY r2.updated_at DESC, r2.id DESC LIMIT 1)
         ORDER BY r.updated_at DESC, r.id DESC LIMIT ? OFFSET ?`,
      )
      .all(userId, p.size, p.offset);
    const data = rows.map((r) => ({
      id: r.id,
      course_id: r.course_id,
      video_id: r.video_id,
      is_subscribe: db
        .prepare('SELECT 1 FROM user_live_courses WHERE user_id = ? AND course_id = ?')
        .get(userId, r.course_id)
        ? 1
        : 0,
      learned_count: liveLearned.get(userId, r.course_id)?.n ?? 0,
      course: liveCourse(c, r.course_id),
    }));
    const total = count(
      deps,
      'SELECT COUNT(DISTINCT course_id) AS n FROM live_watch_records WHERE user_id = ?',
      userId,
    );
    return ok(c, { data, total });
  });

  app.get('/addons/zhibo/api/v1/member/courses', v2, (c) => {
    const p: Page = query(c, pageQuery);
    const userId = c.get('userId');
    const rows = db
      .prepare<[number, number, number], { course_id: number; created_at: string }>(
        'SELECT course_id, created_at FROM user_live_courses WHERE user_id = ? ORDER BY created_at DESC, course_id DESC LIMIT ? OFFSET ?',
      )
      .all(userId, p.size, p.offset);
    const data = rows.map((r) => ({
      id: r.course_id,
      course_id: r.course_id,
      created_at: isoTime(r.created_at),
      learned_count: liveLearned.get(userId, r.course_id)?.n ?? 0,
      course: liveCourse(c, r.course_id),
    }));
    return ok(c, {
      data,
      total: count(deps, 'SELECT COUNT(*) AS n FROM user_live_courses WHERE user_id = ?', userId),
    });
  });

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

  const bookSummary = (cx: Context, bookId: number) => {
    const b = db
      .prepare<[number], { id: number; name: string; thumb: string }>(
        'SELECT id, name, thumb FROM books WHERE id = ?',
      )
      .get(bookId);
    return b ? { ...b, thumb: assetUrl(cx, deps, b.thumb) } : [];
  };

  app.get('/addons/MeeduBooks/api/v2/member/book/view', v2, (c) => {
    const p: Page = query(c, pageQuery);
    const userId = c.get('userId');
    const rows = db
      .prepare<
        [number, number, number],
        { id: number; book_id: number; article_id: number; updated_at: string }
      >(
        'SELECT id, book_id, article_id, updated_at FROM book_user_views WHERE user_id = ? ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?',
      )
      .all(userId, p.size, p.offset);
    const data = rows.map((r) => ({
      id: r.id,
      article_id: r.article_id,
      is_subscribe: db
        .prepare('SELECT 1 FROM user_books WHERE user_id = ? AND book_id = ?')
        .get(userId, r.book_id)
        ? 1
        : 0,
      // The time of the last visit ("上次浏览").
      created_at: isoTime(r.updated_at),
      book: bookSummary(c, r.book_id),
    }));
    return ok(c, {
      data,
      total: count(deps, 'SELECT COUNT(*) AS n FROM book_user_views WHERE user_id = ?', userId),
    });
  });

  app.get('/addons/MeeduBooks/api/v2/member/books', v2, (c) => {
    const p: Page = query(c, pageQuery);
    const userId = c.get('userId');
    const rows = db
      .prepare<[number, number, number], { book_id: number; created_at: string }>(
        'SELECT book_id, created_at FROM user_books WHERE user_id = ? ORDER BY created_at DESC, book_id DESC LIMIT ? OFFSET ?',
      )
      .all(userId, p.size, p.offset);
    const lastView = db.prepare<[number, number], { id: number; article_id: number; updated_at: string }>(
      'SELECT id, article_id, updated_at FROM book_user_views WHERE user_id = ? AND book_id = ?',
    );
    const data = rows.map((r) => {
      const lv = lastView.get(userId, r.book_id);
      return {
        id: r.book_id,
        book_id: r.book_id,
        created_at: isoTime(r.created_at),
        last_view: lv ? { id: lv.id, article_id: lv.article_id, created_at: isoTime(lv.updated_at) } : [],
        book: bookSummary(c, r.book_id),
      };
    });
    return ok(c, {
      data,
      total: count(deps, 'SELECT COUNT(*) AS n FROM user_books WHERE user_id = ?', userId),
    });
  });

  const topicSummary = (cx: Context, topicId: number) => {
    const t = db
      .prepare<[number], { id: number; title: string; thumb: string }>(
        'SELECT id, title, thumb FROM topics WHERE id = ?',
      )
      .get(topicId);
    return t ? { ...t, thumb: assetUrl(cx, deps, t.thumb) } : [];
  };

  app.get('/addons/MeeduTopics/api/v2/member/topics/view', v2, (c) => {
    const p: Page = query(c, pageQuery);
    const userId = c.get('userId');
    const rows = db
      .prepare<[number, number, number], { id: number; topic_id: number; updated_at: string }>(
        'SELECT id, topic_id, updated_at FROM topic_user_views WHERE user_id = ? ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?',
      )
      .all(userId, p.size, p.offset);
    const data = rows.map((r) => ({
      id: r.id,
      is_subscribe: db
        .prepare('SELECT 1 FROM user_topics WHERE user_id = ? AND topic_id = ?')
        .get(userId, r.topic_id)
        ? 1
        : 0,
      created_at: isoTime(r.updated_at),
      topic: topicSummary(c, r.topic_id),
    }));
    return ok(c, {
      data,
      total: count(deps, 'SELECT COUNT(*) AS n FROM topic_user_views WHERE user_id = ?', userId),
    });
  });

  // These two answer double-nested `{data: {data, total}}` (account §1.5).
  app.get('/addons/MeeduTopics/api/v1/user/buyTopics', v2, (c) => {
    const p: Page = query(c, pageQuery);
    const userId = c.get('userId');
    const rows = db
      .prepare<[number, number, number], { topic_id: number; created_at: string }>(
        'SELECT topic_id, created_at FROM user_topics WHERE user_id = ? ORDER BY created_at DESC, topic_id DESC LIMIT ? OFFSET ?',
      )
      .all(userId, p.size, p.offset);
    const data = rows.map((r) => ({
      id: r.topic_id,
      created_at: isoTime(r.created_at),
      topic: topicSummary(c, r.topic_id),
    }));
    return ok(c, {
      data: { data, total: count(deps, 'SELECT COUNT(*) AS n FROM user_topics WHERE user_id = ?', userId) },
    });
  });

  app.get('/addons/MeeduTopics/api/v1/user/collect', v2, (c) => {
    const p: Page = query(c, pageQuery);
    const userId = c.get('userId');
    const rows = db
      .prepare<[number, number, number], { id: number; topic_id: number; created_at: string }>(
        'SELECT id, topic_id, created_at FROM topic_collects WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
      )
      .all(userId, p.size, p.offset);
    const data = rows.map((r) => ({
      id: r.id,
      created_at: isoTime(r.created_at),
      topic: topicSummary(c, r.topic_id),
    }));
    return ok(c, {
      data: {
        data,
        total: count(deps, 'SELECT COUNT(*) AS n FROM topic_collects WHERE user_id = ?', userId),
      },
    });
  });
};
