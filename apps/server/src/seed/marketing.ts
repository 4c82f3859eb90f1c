import { toDbTime } from '../lib/dates.ts';
import * as cert from '../modules/cert/repository.ts';
import * as exchange from '../modules/code-exchange/repository.ts';
import * as mall from '../modules/credit-mall/repository.ts';
import { insertCredit1Record } from '../modules/credits/repository.ts';
import { findUserByMobile } from '../modules/member/repository.ts';
import * as share from '../modules/share/repository.ts';
import { COURSES, LIVES } from './catalog-data.ts';
import { DEMO_STUDENT, SECOND_STUDENT } from './core.ts';
import type { Seeder } from './seeder.ts';

const DAY = 24 * 3600_000;

/** Redeem codes anyone can try in the demo (README): one activity per line, ten codes each. */
export const DEMO_CODES = { starter: 'ZXT-NEW-', live: 'ZXT-LIVE-' } as const;
const codes = (prefix: string) =>
  Array.from({ length: 10 }, (_, i) => `${prefix}${String(i + 1).padStart(4, '0')}`);

/**
 * Marketing demo content: two redeem-code activities, the credit mall (physical and virtual goods), a
 * certificate for a course the demo student finished, share goods with the second student invited by the demo
 * student and one commission already earned, and a credit ledger that sums to the demo student's balance.
 */
export const seedMarketing: Seeder = async ({ db, clock }) => {
  const nowDate = clock.now();
  const at = (msAgo: number) => toDbTime(new Date(nowDate.getTime() - msAgo));
  const now = at(0);
  const [courses, lives, books, roles] = await Promise.all([
    exchange.listProductIds(db, 'courses'),
    exchange.listProductIds(db, 'live_courses'),
    exchange.listProductIds(db, 'books'),
    exchange.listProductIds(db, 'roles'),
  ]);
  const courseAt = (i: number) => ({ id: courses[i] ?? 0, title: COURSES[i]?.title ?? '' });
  const cover = (i: number) => `/media/covers/course-${i + 1}.webp`;

  // ------------------------------------------------------------ redeem codes
  const starter = await exchange.insertActivity(db, {
    name: '新学员礼包',
    relate_data: JSON.stringify([
      { sign: 'vod', id: courseAt(1).id, name: courseAt(1).title, thumb: cover(1), charge: 0 },
      ...(roles[0] ? [{ sign: 'vip', id: roles[0], name: '月度会员', thumb: '', charge: 0 }] : []),
      { sign: 'credit1', id: 0, name: '100积分', thumb: '', charge: 100 },
    ]),
    started_at: at(30 * DAY),
    ended_at: toDbTime(new Date(nowDate.getTime() + 365 * DAY)),
    created_at: at(30 * DAY),
  });
  await exchange.insertCodes(db, starter, codes(DEMO_CODES.starter), at(30 * DAY));
  if (lives[0]) {
    const live = await exchange.insertActivity(db, {
      name: '直播体验券',
      relate_data: JSON.stringify([
        {
          sign: 'live',
          id: lives[0],
          name: LIVES[0]?.title ?? '',
          thumb: '/media/covers/live-1.webp',
          charge: 0,
        },
      ]),
      started_at: at(30 * DAY),
      ended_at: toDbTime(new Date(nowDate.getTime() + 365 * DAY)),
      created_at: at(30 * DAY),
    });
    await exchange.insertCodes(db, live, codes(DEMO_CODES.live), at(30 * DAY));
  }

  // ------------------------------------------------------------ credit mall
  const goods = (g: Omit<Parameters<typeof mall.insertGoods>[1], 'created_at' | 'updated_at'>) =>
    mall.insertGoods(db, { ...g, created_at: now, updated_at: now });
  await goods({
    title: '知学堂定制笔记本',
    thumb: '/media/covers/book-2.webp',
    charge: 80,
    is_v: 0,
    v_type: '',
    v_id: 0,
    stock: 200,
    sort: 4,
    description:
      '<p>A5 尺寸，120 页点阵内页，适合课堂笔记与错题整理。</p><p>兑换后 3 个工作日内发货，包邮。</p>',
  });
  await goods({
    title: courseAt(3).title,
    thumb: cover(3),
    charge: 100,
    is_v: 1,
    v_type: 'vod',
    v_id: courseAt(3).id,
    stock: 999,
    sort: 3,
    description: `<p>用积分兑换录播课《${courseAt(3).title}》，兑换后立即开通，可在「我的学习」中观看。</p>`,
  });
  if (roles[0]) {
    await goods({
      title: '月度会员',
      thumb: '/media/covers/path-1.webp',
      charge: 300,
      is_v: 1,
      v_type: 'vip',
      v_id: roles[0],
      stock: 999,
      sort: 2,
      description:
        '<p>兑换后立即开通月度会员，会员期内免费观看所有会员课程；已是该会员时在原到期日上顺延。</p>',
    });
  }
  if (books[0]) {
    await goods({
      title: '电子书兑换券',
      thumb: '/media/covers/book-1.webp',
      charge: 60,
      is_v: 1,
      v_type: 'book',
      v_id: books[0],
      stock: 999,
      sort: 1,
      description: '<p>兑换后立即开通电子书，随时在线阅读。</p>',
    });
  }
  await goods({
    title: '知学堂保温杯',
    thumb: '/media/covers/course-20.webp',
    charge: 500,
    is_v: 0,
    v_type: '',
    v_id: 0,
    stock: 50,
    sort: 0,
    description: '<p>316 不锈钢内胆，保温 12 小时。</p>',
  });

  // ------------------------------------------------------------ certificates
  await cert.insertCert(db, {
    name: `《${courseAt(2).title}》结业证书`,
    template_image: cover(2),
    rule_type: 'course_finished',
    rule_id: courseAt(2).id,
    created_at: at(30 * DAY),
  });
  await cert.insertCert(db, {
    name: `《${courseAt(11).title}》结业证书`,
    template_image: cover(11),
    rule_type: 'course_finished',
    rule_id: courseAt(11).id,
    created_at: at(30 * DAY),
  });

  // ------------------------------------------------------------ share
  for (const [i, reward, reward2] of [
    [5, 20, 5],
    [0, 15, 3],
    [10, 10, 2],
    [14, 12, 3],
  ] as const) {
    await share.insertGoods(db, {
      goods_id: courseAt(i).id,
      goods_type: 'course',
      goods_title: courseAt(i).title,
      goods_thumb: cover(i),
      reward,
      reward2,
      created_at: at(20 * DAY),
    });
  }
  if (lives[0]) {
    await share.insertGoods(db, {
      goods_id: lives[0],
      goods_type: 'live',
      goods_title: LIVES[0]?.title ?? '',
      goods_thumb: '/media/covers/live-1.webp',
      reward: 25,
      reward2: 5,
      created_at: at(20 * DAY),
    });
  }

  // ------------------------------------------------------------ the demo students
  const demo = await findUserByMobile(db, DEMO_STUDENT.mobile);
  const second = await findUserByMobile(db, SECOND_STUDENT.mobile);
  if (demo) {
    // The balance core gave the demo student, as ledger rows that add up to it.
    for (const [sum, remark, ago] of [
      [50, '注册奖励', 20 * DAY],
      [40, '看完课程奖励', 5 * DAY],
      [30, '每日签到奖励', 2 * DAY],
    ] as const) {
      await insertCredit1Record(db, { user_id: demo.id, sum, remark, created_at: at(ago) });
    }
  }
  if (demo && second) {
    await share.bindInviter(db, second.id, demo.id, at(9 * DAY));
    await share.insertBalanceRecord(db, {
      user_id: demo.id,
      amount: 15,
      remark: `邀请用户购买《${courseAt(0).title}》奖励`,
      order_no: 'demo-1',
      level: 1,
      created_at: at(6 * DAY),
    });
    await share.changeBalance(db, demo.id, 15);
  }
};
