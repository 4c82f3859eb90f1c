import type { TestContext } from '../helpers.ts';
import { toDbTime } from '../../src/lib/dates.ts';
import * as bookRepo from '../../src/modules/book/repository.ts';
import * as course from '../../src/modules/course/repository.ts';
import * as promo from '../../src/modules/marketing-lookup/repository.ts';
import * as liveRepo from '../../src/modules/live/repository.ts';
import * as ownership from '../../src/modules/ownership/service.ts';
import * as topicRepo from '../../src/modules/topic/repository.ts';
import { insertMonthlyPlan } from '../support/rows.ts';

/** Small, explicit catalogue rows for the tests (the demo seeder is covered by its own test). */
export function fixtures(ctx: TestContext) {
  const { db } = ctx;
  const past = (days: number) => toDbTime(new Date(ctx.clock.now().getTime() - days * 86400_000));
  const future = (days: number) => toDbTime(new Date(ctx.clock.now().getTime() + days * 86400_000));

  const category = (name: string, parentId = 0, sort = 1) =>
    course.insertCategory(db, {
      name,
      parent_id: parentId,
      sort,
      created_at: past(30),
      updated_at: past(30),
    });

  const addCourse = (
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
    course.insertCourse(db, {
      category_id: o.categoryId ?? 0,
      title: o.title ?? '测试课程',
      thumb: '/media/covers/course-1.svg',
      charge: o.charge ?? 99,
      short_description: o.short ?? '简介',
      render_desc: o.desc ?? '<p>介绍</p>',
      published_at: o.publishedAt ?? past(1),
      is_rec: o.isRec ?? 0,
      is_show: o.isShow ?? 1,
      is_free: o.isFree ?? 0,
      is_vip_free: o.vipFree ?? 1,
      user_count: o.userCount ?? 0,
      created_at: past(2),
      updated_at: past(2),
    });

  const chapter = (courseId: number, title = '第一章', sort = 1) =>
    course.insertChapter(db, { course_id: courseId, title, sort, created_at: past(2), updated_at: past(2) });

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
    course.insertVideo(db, {
      course_id: courseId,
      chapter_id: o.chapterId ?? 0,
      title: o.title ?? '第一节',
      url: o.url ?? 'media:clip1',
      published_at: o.publishedAt ?? past(1),
      duration: o.duration ?? 20,
      free_seconds: o.freeSeconds ?? 0,
      is_show: o.isShow ?? 1,
      created_at: past(2),
      updated_at: past(2),
    });

  const attach = (courseId: number, o: { name?: string; path?: string; size?: number } = {}) =>
    course.insertAttachment(db, {
      course_id: courseId,
      name: o.name ?? '讲义.txt',
      path: o.path ?? 'attachments/course-notes.txt',
      size: o.size ?? 10,
      extension: 'txt',
      created_at: '',
      updated_at: '',
    });

  const buy = (userId: number, courseId: number) =>
    ownership.grant(db, 'course', { userId, id: courseId, charge: 0, reason: 'seed', now: past(1) });

  const buyVideo = (userId: number, videoId: number) =>
    ownership.grant(db, 'video', { userId, id: videoId, charge: 9, reason: 'seed', now: '' });

  const giveVip = async (userId: number, expires: string) => {
    const roleId = await insertMonthlyPlan(db, past(1));
    await db
      .updateTable('users')
      .set({ role_id: roleId, role_expired_at: expires })
      .where('id', '=', userId)
      .execute();
  };

  const liveCourse = (
    o: { title?: string; thumb?: string; charge?: number; status?: number; at?: string } = {},
  ) => {
    const at = o.at ?? past(1);
    return liveRepo.insertCourse(db, {
      title: o.title ?? '直播',
      thumb: o.thumb ?? '',
      charge: o.charge ?? 0,
      status: o.status ?? 0,
      published_at: at,
      created_at: at,
      updated_at: at,
    });
  };

  const book = (o: { name?: string; thumb?: string; charge?: number; at?: string } = {}) => {
    const at = o.at ?? past(1);
    return bookRepo.insertBook(db, {
      name: o.name ?? '书',
      thumb: o.thumb ?? '',
      charge: o.charge ?? 0,
      published_at: at,
      created_at: at,
      updated_at: at,
    });
  };

  const topic = (
    o: {
      title?: string;
      thumb?: string;
      categoryId?: number;
      viewTimes?: number;
      free?: string;
      paid?: string;
      at?: string;
    } = {},
  ) => {
    const at = o.at ?? past(1);
    return topicRepo.insertTopic(db, {
      category_id: o.categoryId ?? 0,
      title: o.title ?? '图文',
      thumb: o.thumb ?? '',
      view_times: o.viewTimes ?? 0,
      free_content_render: o.free ?? '',
      render_content: o.paid ?? '',
      published_at: at,
      created_at: at,
      updated_at: at,
    });
  };

  /** A flash sale of a course: 99 → 9, 10 places. */
  const msGoods = (
    courseId: number,
    o: { title?: string; thumb?: string; overNum?: number; startedAt: string; endAt: string; at?: string },
  ) =>
    promo.insertMsGoods(db, {
      goods_id: courseId,
      goods_type: 'course',
      goods_title: o.title ?? '课',
      goods_thumb: o.thumb ?? '',
      original_charge: 99,
      charge: 9,
      num: 10,
      over_num: o.overNum ?? 10,
      started_at: o.startedAt,
      end_at: o.endAt,
      created_at: o.at ?? past(1),
      updated_at: o.at ?? past(1),
    });

  /** A group buy of a course: 99 → 50, groups of 3. */
  const tgGoods = (
    courseId: number,
    o: { title?: string; startedAt: string; endedAt: string; at?: string },
  ) =>
    promo.insertTgGoods(db, {
      other_id: courseId,
      goods_type: 'course',
      goods_title: o.title ?? '课',
      original_charge: 99,
      charge: 50,
      people_num: 3,
      started_at: o.startedAt,
      ended_at: o.endedAt,
      created_at: o.at ?? past(1),
      updated_at: o.at ?? past(1),
    });

  return {
    past,
    future,
    category,
    course: addCourse,
    chapter,
    video,
    attach,
    buy,
    buyVideo,
    giveVip,
    liveCourse,
    book,
    topic,
    msGoods,
    tgGoods,
  };
}
