import type { TestContext } from '../helpers.ts';
import { toDbTime } from '../../src/lib/dates.ts';

/** Small, explicit catalogue rows for the tests (the demo seeder is covered by its own test). */
export function fixtures(ctx: TestContext) {
  const { db } = ctx;
  const past = (days: number) => toDbTime(new Date(ctx.clock.now().getTime() - days * 86400_000));
  const future = (days: number) => toDbTime(new Date(ctx.clock.now().getTime() + days * 86400_000));
  const run = (sql: string, ...args: (string | number | null)[]) =>
    Number(db.prepare(sql).run(...args).lastInsertRowid);

  const category = (name: string, parentId = 0, sort = 1) =>
    run(
      'INSERT INTO course_categories (name, parent_id, sort, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
      name,
      parentId,
      sort,
      past(30),
      past(30),
    );

  const course = (
    o: {
      title?: string;
      categoryId?: number;
      charge?: number;
      isFree?: 0 | 1;
      vipFree?: 0 | 1;
      isShow?: 0 | 1;
      publishedAt?: string;
      userCount?: number;
      short?: string;
      desc?: string;
      isRec?: 0 | 1;
    } = {},
  ) =>
    run(
      `INSERT INTO courses (category_id, title, thumb, charge, short_description, render_desc, published_at, is_rec,
         is_show, is_free, is_vip_free, user_count, created_at, updated_at)
       VALUES (?, ?, '/media/covers/course-1.svg', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      o.categoryId ?? 0,
      o.title ?? '测试课程',
      o.charge ?? 99,
      o.short ?? '简介',
      o.desc ?? '<p>介绍</p>',
      o.publishedAt ?? past(1),
      o.isRec ?? 0,
      o.isShow ?? 1,
      o.isFree ?? 0,
      o.vipFree ?? 1,
      o.userCount ?? 0,
      past(2),
      past(2),
    );

  const chapter = (courseId: number, title = '第一章', sort = 1) =>
    run(
      'INSERT INTO course_chapters (course_id, title, sort, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
      courseId,
      title,
      sort,
      past(2),
      past(2),
    );

  const video = (
    courseId: number,
    o: {
      chapterId?: number;
      title?: string;
      duration?: number;
      freeSeconds?: number;
      isShow?: 0 | 1;
      publishedAt?: string;
      url?: string;
    } = {},
  ) =>
    run(
      `INSERT INTO videos (course_id, chapter_id, title, url, published_at, duration, free_seconds, is_show, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      courseId,
      o.chapterId ?? 0,
      o.title ?? '第一节',
      o.url ?? 'media:clip1',
      o.publishedAt ?? past(1),
      o.duration ?? 20,
      o.freeSeconds ?? 0,
      o.isShow ?? 1,
      past(2),
      past(2),
    );

  const buy = (userId: number, courseId: number) =>
    db
      .prepare('INSERT INTO user_courses (user_id, course_id, charge, created_at) VALUES (?, ?, 0, ?)')
      .run(userId, courseId, past(1));

  const giveVip = (userId: number, expires: string) => {
    const roleId = run(
      "INSERT INTO roles (name, charge, expire_days, description, created_at, updated_at) VALUES ('月度会员', 30, 30, '', ?, ?)",
      past(1),
      past(1),
    );
    db.prepare('UPDATE users SET role_id = ?, role_expired_at = ? WHERE id = ?').run(roleId, expires, userId);
  };

  /** Inserts a row published, created and updated at `at` (default: a day ago). */
  const insertPublished = (table: string, cols: Record<string, string | number>, at = past(1)) => {
    const names = Object.keys(cols);
    return run(
      `INSERT INTO ${table} (${names.join(', ')}, published_at, created_at, updated_at)
       VALUES (${names.map(() => '?').join(', ')}, ?, ?, ?)`,
      ...Object.values(cols),
      at,
      at,
      at,
    );
  };

  const liveCourse = (
    o: { title?: string; thumb?: string; charge?: number; status?: number; at?: string } = {},
  ) =>
    insertPublished(
      'live_courses',
      { title: o.title ?? '直播', thumb: o.thumb ?? '', charge: o.charge ?? 0, status: o.status ?? 0 },
      o.at,
    );

  const book = (o: { name?: string; thumb?: string; charge?: number; at?: string } = {}) =>
    insertPublished('books', { name: o.name ?? '书', thumb: o.thumb ?? '', charge: o.charge ?? 0 }, o.at);

  /** A flash sale of a course: 99 → 9, 10 places. */
  const msGoods = (
    courseId: number,
    o: { title?: string; thumb?: string; overNum?: number; startedAt: string; endAt: string; at?: string },
  ) =>
    run(
      `INSERT INTO ms_goods (goods_id, goods_type, goods_title, goods_thumb, original_charge, charge, num, over_num, started_at, end_at, created_at, updated_at)
       VALUES (?, 'course', ?, ?, 99, 9, 10, ?, ?, ?, ?, ?)`,
      courseId,
      o.title ?? '课',
      o.thumb ?? '',
      o.overNum ?? 10,
      o.startedAt,
      o.endAt,
      o.at ?? past(1),
      o.at ?? past(1),
    );

  /** A group buy of a course: 99 → 50, groups of 3. */
  const tgGoods = (
    courseId: number,
    o: { title?: string; startedAt: string; endedAt: string; at?: string },
  ) =>
    run(
      `INSERT INTO tg_goods (other_id, goods_type, goods_title, original_charge, charge, people_num, started_at, ended_at, created_at, updated_at)
       VALUES (?, 'course', ?, 99, 50, 3, ?, ?, ?, ?)`,
      courseId,
      o.title ?? '课',
      o.startedAt,
      o.endedAt,
      o.at ?? past(1),
      o.at ?? past(1),
    );

  return {
    run,
    past,
    future,
    category,
    course,
    chapter,
    video,
    buy,
    giveVip,
    liveCourse,
    book,
    msGoods,
    tgGoods,
  };
}
