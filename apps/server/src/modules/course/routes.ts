import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { ApiError, ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { jsonBody, paging, query } from '../../lib/validate.ts';
import { bearerToken, optionalMember, requireMember } from '../../middleware/auth.ts';
import type { ApiModule } from '../index.ts';
import { MEDIA_DIR } from '../video/media.ts';
import { boughtVideoIds, canSeeCourse } from './access.ts';
import { commentSchema, insertComment, listComments } from './comments.ts';
import {
  categoryNames,
  courseDetailItem,
  courseListItem,
  courseOutline,
  findPublishedCourse,
  idParam,
  nowDb,
  videosCounts,
  watchProgressMap,
  type CourseRow,
} from './repo.ts';

const listQuery = z
  .object({
    category_id: z.coerce.number().int().min(0).catch(0).default(0),
    scene: z.string().catch('').default(''),
  })
  .and(paging(16, 'page_size'));

/** Laravel's LengthAwarePaginator as JSON (flavour P1). */
function laravelPage<T>(c: Context, deps: AppDeps, items: T[], total: number, page: number, size: number) {
  const pathUrl = `${publicBase(c, deps.config)}${new URL(c.req.url).pathname}`;
  const lastPage = Math.max(1, Math.ceil(total / size));
  const pageUrl = (p: number) => `${pathUrl}?page=${p}`;
  const from = items.length > 0 ? (page - 1) * size + 1 : null;
  return {
    current_page: page,
    data: items,
    first_page_url: pageUrl(1),
    from,
    last_page: lastPage,
    last_page_url: pageUrl(lastPage),
    next_page_url: page < lastPage ? pageUrl(page + 1) : null,
    path: pathUrl,
    per_page: size,
    prev_page_url: page > 1 ? pageUrl(page - 1) : null,
    to: from === null ? null : from + items.length - 1,
    total,
  };
}

export const courseModule: ApiModule = (app, deps) => {
  const { db } = deps;

  app.get('/api/v2/course_categories', (c) => {
    const rows = db
      .prepare<[], { id: number; name: string; parent_id: number; sort: number }>(
        'SELECT id, name, parent_id, sort FROM course_categories WHERE is_show = 1 ORDER BY sort, id',
      )
      .all();
    const tree = rows
      .filter((r) => r.parent_id === 0)
      .map((top) => ({
        id: top.id,
        name: top.name,
        parent_id: 0,
        children: rows
          .filter((r) => r.parent_id === top.id)
          .map((ch) => ({ id: ch.id, sort: ch.sort, name: ch.name, parent_id: ch.parent_id })),
      }));
    return ok(c, tree);
  });

  app.get('/api/v2/courses', (c) => {
    const q = query(c, listQuery);
    const now = nowDb(deps);
    const where: string[] = ['is_show = 1', 'published_at <= ?'];
    const args: (string | number)[] = [now];
    if (q.category_id > 0) {
      where.push(
        '(category_id = ? OR category_id IN (SELECT id FROM course_categories WHERE parent_id = ?))',
      );
      args.push(q.category_id, q.category_id);
    }
    let order = 'published_at DESC, id DESC';
    if (q.scene === 'free') where.push('(is_free = 1 OR charge <= 0)');
    else if (q.scene === 'sub') order = 'user_count DESC, id DESC';
    else if (q.scene === 'recom') {
      where.push('is_rec = 1');
      order = 'id DESC';
    }
    const whereSql = where.join(' AND ');
    const total =
      db
        .prepare<(string | number)[], { n: number }>(`SELECT COUNT(*) AS n FROM courses WHERE ${whereSql}`)
        .get(...args)?.n ?? 0;
    const rows = db
      .prepare<(string | number)[], CourseRow>(
        `SELECT * FROM courses WHERE ${whereSql} ORDER BY ${order} LIMIT ? OFFSET ?`,
      )
      .all(...args, q.size, q.offset);
    const cats = categoryNames(db);
    const counts = videosCounts(
      db,
      rows.map((r) => r.id),
      now,
    );
    const items = rows.map((r) => courseListItem(c, deps, r, cats, counts.get(r.id) ?? 0));
    return ok(c, laravelPage(c, deps, items, total, q.page, q.size));
  });

  app.get('/api/v2/course/:id', optionalMember(deps), (c) => {
    const now = nowDb(deps);
    const course = findPublishedCourse(db, idParam(c.req.param('id')), now);
    const userId: number | undefined = c.get('userId');
    const { chapters, videos } = courseOutline(db, course.id, now);
    const attach = db
      .prepare<[number], { id: number; name: string; size: number; extension: string }>(
        'SELECT id, name, size, extension FROM course_attach WHERE course_id = ? ORDER BY id',
      )
      .all(course.id);
    const isCollect =
      userId !== undefined &&
      !!db.prepare('SELECT 1 FROM course_likes WHERE user_id = ? AND course_id = ?').get(userId, course.id);
    return ok(c, {
      course: courseDetailItem(c, deps, course, now),
      chapters,
      videos,
      isBuy: canSeeCourse(db, userId, course, now),
      isCollect,
      videoWatchedProgress: watchProgressMap(db, userId, course.id),
      attach,
      buyVideos: boughtVideoIds(db, userId, course.id),
    });
  });

  app.get('/api/v2/course/:id/comments', (c) => {
    const course = findPublishedCourse(db, idParam(c.req.param('id')), nowDb(deps));
    return ok(c, listComments(c, deps, 'course_comments', 'course_id', course.id));
  });

  app.post('/api/v2/course/:id/comment', requireMember(deps, 'v2'), async (c) => {
    const now = nowDb(deps);
    const course = findPublishedCourse(db, idParam(c.req.param('id')), now);
    const { content } = await jsonBody(c, commentSchema);
    const userId = c.get('userId');
    if (!canSeeCourse(db, userId, course, now)) throw new ApiError('无权限');
    insertComment(deps, c, 'course_comments', 'course_id', course.id, userId, content);
    return ok(c, []);
  });

  // A GET that toggles (contract §2.6): never cached.
  app.get('/api/v2/course/:id/like', requireMember(deps, 'v2'), (c) => {
    c.header('Cache-Control', 'no-store');
    const course = findPublishedCourse(db, idParam(c.req.param('id')), nowDb(deps));
    const userId = c.get('userId');
    const removed = db
      .prepare('DELETE FROM course_likes WHERE user_id = ? AND course_id = ?')
      .run(userId, course.id).changes;
    if (removed > 0) return ok(c, 0);
    db.prepare('INSERT INTO course_likes (user_id, course_id, created_at) VALUES (?, ?, ?)').run(
      userId,
      course.id,
      toDbTime(deps.clock.now()),
    );
    return ok(c, 1);
  });

  // Opened with window.open, so the token comes in the query string (the header is accepted too).
  app.get('/api/v2/course/attach/:id/download', async (c) => {
    const token = c.req.query('token') || bearerToken(c.req.header('authorization'));
    const verified = token ? await deps.tokens.verify(token) : null;
    const user = verified
      ? db
          .prepare<[number], { is_lock: number }>('SELECT is_lock FROM users WHERE id = ?')
          .get(verified.userId)
      : undefined;
    if (!verified || !user || user.is_lock === 1) return c.json({ code: 401, message: '错误', data: [] });
    const attach = db
      .prepare<[number], { id: number; course_id: number; name: string; path: string; extension: string }>(
        'SELECT id, course_id, name, path, extension FROM course_attach WHERE id = ?',
      )
      .get(idParam(c.req.param('id')));
    if (!attach) throw new ApiError('错误');
    const now = nowDb(deps);
    const course = findPublishedCourse(db, attach.course_id, now);
    if (!canSeeCourse(db, verified.userId, course, now)) throw new ApiError('请购买课程');
    const file = path.resolve(MEDIA_DIR, attach.path);
    if (!file.startsWith(MEDIA_DIR + path.sep) || !fs.existsSync(file)) throw new ApiError('附件不存在');
    db.prepare('UPDATE course_attach SET download_times = download_times + 1 WHERE id = ?').run(attach.id);
    const body = fs.readFileSync(file);
    const ext = attach.extension ? `.${attach.extension}` : '';
    const filename = attach.name.endsWith(ext) ? attach.name : attach.name + ext;
    return c.body(body, 200, {
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(body.length),
      'Content-Disposition': `attachment; filename="attachment${ext}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      'Cache-Control': 'private, no-store',
    });
  });
};
