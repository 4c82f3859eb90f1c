import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/index.ts';
import { toDbTime } from '../lib/dates.ts';
import * as book from '../modules/book/repository.ts';
import * as course from '../modules/course/repository.ts';
import * as home from '../modules/home/repository.ts';
import * as learnPath from '../modules/learn-path/repository.ts';
import * as live from '../modules/live/repository.ts';
import * as promo from '../modules/marketing-lookup/repository.ts';
import { findUserByMobile } from '../modules/member/repository.ts';
import * as ownership from '../modules/ownership/service.ts';
import { insertSettingIfMissing } from '../modules/snapshot/repository.ts';
import { seedSnapshotConfig } from '../modules/snapshot/service.ts';
import { addSlider } from '../modules/system/service.ts';
import * as topic from '../modules/topic/repository.ts';
import {
  CATEGORIES,
  CLIPS,
  CLIP_SECONDS,
  BOOKS,
  COURSES,
  LIVES,
  PATHS,
  SLIDERS,
  TOPICS,
  type CourseSeed,
} from './catalog-data.ts';
import type { Seeder } from './seeder.ts';
import { MEDIA_DIR } from '../config.ts';

const DAY = 24 * 3600_000;

/** Course description: HTML with display and inline math and a highlighted Python block. */
function describe(c: CourseSeed, category: string): string {
  return [
    `<h2>课程简介</h2>`,
    `<p>${c.short}本课程属于「${category}」方向，适合希望系统提升的学员。每节课都配有练习，学完即可上手。</p>`,
    `<h3>你将学到</h3>`,
    `<ul><li>核心概念与常见误区</li><li>真实案例的完整拆解</li><li>可直接复用的代码与模板</li></ul>`,
    `<h3>一个小公式</h3>`,
    `<p>衡量学习效果时，我们常用平均数 \\(\\bar{x} = \\frac{1}{n}\\sum_{i=1}^{n} x_i\\) 和方差：</p>`,
    `<p>$$s^2 = \\frac{1}{n-1}\\sum_{i=1}^{n}(x_i-\\bar{x})^2$$</p>`,
    `<h3>示例代码</h3>`,
    `<pre><code class="language-python">def mean(xs: list[float]) -&gt; float:\n    """返回平均数"""\n    return sum(xs) / len(xs)\n\nprint(mean([78, 85, 92]))  # 85.0\n</code></pre>`,
    `<p>课程配套讲义与练习数据可在「课程附件」中下载。</p>`,
  ].join('\n');
}

const CHAPTER_TITLES = [
  ['第一章 课程导学', '第二章 核心知识'],
  ['第一章 基础概念', '第二章 案例实战'],
];
const LESSONS = ['课程介绍与学习方法', '环境准备与基础概念', '核心知识点精讲', '综合案例实战'];

const COMMENTS = [
  '讲得非常清楚，跟着练习一遍就懂了，感谢老师！',
  '案例很实用，已经用到工作中了，效率提升不少。',
  '节奏刚刚好，公式推导部分建议多看两遍。',
  '期待老师出进阶课程，这门课性价比很高。',
];

export const seedCatalog: Seeder = async ({ db, clock }) => {
  const nowDate = clock.now();
  const at = (msAgo: number) => toDbTime(new Date(nowDate.getTime() - msAgo));
  const inFuture = (ms: number) => toDbTime(new Date(nowDate.getTime() + ms));
  const now = at(0);

  const student = await findUserByMobile(db, '13800000000');
  const second = await findUserByMobile(db, '13900000001');

  // ------------------------------------------------------------ categories
  const childIds = new Map<string, { id: number; name: string }>();
  for (const [i, cat] of CATEGORIES.entries()) {
    const id = await course.insertCategory(db, {
      name: cat.name,
      parent_id: 0,
      sort: i + 1,
      created_at: now,
      updated_at: now,
    });
    for (const [j, ch] of cat.children.entries()) {
      const cid = await course.insertCategory(db, {
        name: ch.name,
        parent_id: id,
        sort: j + 1,
        created_at: now,
        updated_at: now,
      });
      childIds.set(ch.key, { id: cid, name: ch.name });
    }
  }

  // ------------------------------------------------------------ courses, chapters, videos, attachments
  const attachFiles = ['course-notes.txt', 'exercise-data.csv', 'formula-sheet.md'];
  const attachNames: Record<string, string> = {
    'course-notes.txt': '课程讲义.txt',
    'exercise-data.csv': '练习数据.csv',
    'formula-sheet.md': '公式速查.md',
  };
  const courseIds: number[] = [];
  const firstVideoOf = new Map<number, number>();
  for (const [i, c] of COURSES.entries()) {
    const cat = childIds.get(c.category);
    const published = at((i + 2) * DAY);
    const courseId = await course.insertCourse(db, {
      category_id: cat?.id ?? 0,
      title: c.title,
      slug: `course-${i + 1}`,
      thumb: `/media/covers/course-${i + 1}.webp`,
      charge: c.kind === 'free' ? 0 : c.charge,
      short_description: c.short,
      render_desc: describe(c, cat?.name ?? ''),
      seo_keywords: `${cat?.name ?? ''},${c.title}`,
      seo_description: c.short,
      published_at: published,
      is_rec: c.rec ? 1 : 0,
      is_show: 1,
      is_free: c.kind === 'free' ? 1 : 0,
      is_vip_free: c.noVip ? 0 : 1,
      user_count: c.users,
      created_at: published,
      updated_at: published,
    });
    courseIds.push(courseId);
    const chapters = CHAPTER_TITLES[i % 2] ?? [];
    let lesson = 0;
    for (const [k, title] of chapters.entries()) {
      const chapterId = await course.insertChapter(db, {
        course_id: courseId,
        title,
        sort: k + 1,
        created_at: published,
        updated_at: published,
      });
      for (let v = 0; v < 2; v++) {
        const videoId = await course.insertVideo(db, {
          course_id: courseId,
          chapter_id: chapterId,
          title: `${String(lesson + 1).padStart(2, '0')} ${LESSONS[lesson] ?? '课程内容'}`,
          slug: `video-${courseId}-${lesson + 1}`,
          url: `media:${CLIPS[(i + lesson) % CLIPS.length] ?? 'clip1'}`,
          view_num: c.users * 2 + lesson * 17,
          seo_description: `${c.title} 第${lesson + 1}节`,
          published_at: at((i + 2) * DAY - (lesson + 1) * 60_000),
          charge: 0,
          duration: CLIP_SECONDS,
          is_ban_sell: 1,
          free_seconds: c.kind === 'trial' ? 10 : 0,
          // One course forbids seeking, to show the player's "ban drag" mode.
          ban_drag: i === 1 ? 1 : 0,
          is_show: 1,
          created_at: published,
          updated_at: published,
        });
        if (lesson === 0) firstVideoOf.set(courseId, videoId);
        lesson++;
      }
    }
    if (i % 3 !== 2) {
      const file = attachFiles[i % attachFiles.length] ?? 'course-notes.txt';
      const size = fs.statSync(path.join(MEDIA_DIR, 'attachments', file)).size;
      await course.insertAttachment(db, {
        course_id: courseId,
        name: attachNames[file] ?? file,
        path: `attachments/${file}`,
        size,
        extension: path.extname(file).slice(1),
        created_at: published,
        updated_at: published,
      });
    }
  }
  const courseId = (index: number) => courseIds[index] ?? 0;

  // ------------------------------------------------------------ members' purchases, progress, likes, comments
  const commenters = [student?.id, second?.id].filter((x): x is number => x !== undefined);
  for (const [i, cid] of courseIds.entries()) {
    if (commenters.length === 0 || i % 2 === 1) continue;
    for (const [k, text] of COMMENTS.slice(0, 2 + (i % 3)).entries()) {
      const when = at((k + 1) * 3 * 3600_000 + i * 60_000);
      await course.insertComment(
        db,
        { kind: 'course', id: cid },
        {
          user_id: commenters[k % commenters.length] ?? 0,
          original_content: text,
          render_content: text,
          ip: '',
          created_at: when,
          updated_at: when,
        },
      );
    }
  }
  if (student) {
    const sid = student.id;
    // Bought: React (paid), Pandas (trial-priced), 高效沟通 (paid). Progress: half of Pandas' first lesson.
    for (const [index, daysAgo] of [
      [11, 6],
      [5, 12],
      [23, 20],
    ] as const) {
      await ownership.grant(db, 'course', {
        userId: sid,
        id: courseId(index),
        charge: COURSES[index]?.charge ?? 0,
        reason: 'seed',
        now: at(daysAgo * DAY),
      });
    }
    const pandas = courseId(11);
    await course.insertCourseRecordRow(db, {
      user_id: sid,
      course_id: pandas,
      is_watched: 0,
      watched_at: null,
      progress: 0,
      created_at: at(2 * DAY),
      updated_at: at(3600_000),
    });
    await course.insertWatchRecordRow(db, {
      user_id: sid,
      course_id: pandas,
      video_id: firstVideoOf.get(pandas) ?? 0,
      watch_seconds: CLIP_SECONDS / 2,
      watched_at: null,
      created_at: at(2 * DAY),
      updated_at: at(3600_000),
    });
    // A free course finished a while ago.
    const free = courseId(2);
    await course.insertCourseRecordRow(db, {
      user_id: sid,
      course_id: free,
      is_watched: 1,
      watched_at: at(5 * DAY),
      progress: 100,
      created_at: at(9 * DAY),
      updated_at: at(5 * DAY),
    });
    for (const videoId of await course.listVideoIdsOfCourse(db, free)) {
      await course.insertWatchRecordRow(db, {
        user_id: sid,
        course_id: free,
        video_id: videoId,
        watch_seconds: CLIP_SECONDS,
        watched_at: at(5 * DAY),
        created_at: at(9 * DAY),
        updated_at: at(5 * DAY),
      });
    }
    for (const index of [0, 14]) {
      await course.insertCourseLike(db, sid, courseId(index), at((index + 1) * 3600_000));
    }
  }
  if (second) {
    await ownership.grant(db, 'course', {
      userId: second.id,
      id: courseId(0),
      charge: 99,
      reason: 'seed',
      now: at(DAY),
    });
  }

  // ------------------------------------------------------------ addon products
  /** `name => id` of a flat category table, inserting each new name with the next sort. */
  const categoriesIn = (
    insert: (
      db: Db,
      row: { name: string; sort: number; created_at: string; updated_at: string },
    ) => Promise<number>,
  ) => {
    const ids = new Map<string, number>();
    return async (name: string) => {
      let id = ids.get(name);
      if (id === undefined) {
        id = await insert(db, { name, sort: ids.size + 1, created_at: now, updated_at: now });
        ids.set(name, id);
      }
      return id;
    };
  };
  const liveCategory = categoriesIn(live.insertCategory);
  const liveIds: number[] = [];
  for (const [i, l] of LIVES.entries()) {
    const id = await live.insertCourse(db, {
      category_id: await liveCategory(l.category),
      title: l.title,
      thumb: `/media/covers/live-${i + 1}.webp`,
      charge: l.charge,
      short_description: l.short,
      render_desc: `<p>${l.short}</p>`,
      status: l.status,
      vip_can_view: l.charge > 0 ? 1 : 0,
      published_at: at((i + 3) * DAY),
      created_at: now,
      updated_at: now,
    });
    for (let k = 0; k < 3; k++) {
      const status = l.status === 2 ? 2 : l.status === 1 && k === 0 ? 1 : 0;
      await live.insertVideo(db, {
        course_id: id,
        title: `第${k + 1}讲`,
        status,
        published_at: inFuture((status === 2 ? -(3 - k) : k) * DAY),
        duration: status === 2 ? 3600 : 0,
        created_at: now,
        updated_at: now,
      });
    }
    liveIds.push(id);
  }
  const bookIds: number[] = [];
  for (const [i, b] of BOOKS.entries()) {
    const id = await book.insertBook(db, {
      name: b.title,
      thumb: `/media/covers/book-${i + 1}.webp`,
      charge: b.charge,
      short_desc: b.short,
      render_desc: `<p>${b.short}</p>`,
      is_vip_free: b.charge > 0 ? 1 : 0,
      view_times: 800 + i * 311,
      user_count: 120 + i * 37,
      published_at: at((i + 4) * DAY),
      created_at: now,
      updated_at: now,
    });
    for (const [k, t] of ['前言', '第一章', '第二章'].entries()) {
      await book.insertArticle(db, {
        book_id: id,
        title: t,
        charge: k === 0 ? 0 : 1,
        render_content: `<p>${b.title} · ${t}</p>`,
        published_at: at((i + 4) * DAY),
        created_at: now,
        updated_at: now,
      });
    }
    bookIds.push(id);
  }
  const topicCategory = categoriesIn(topic.insertCategory);
  const topicIds: number[] = [];
  for (const [i, t] of TOPICS.entries()) {
    topicIds.push(
      await topic.insertTopic(db, {
        category_id: await topicCategory(t.category),
        title: t.title,
        thumb: `/media/covers/topic-${i + 1}.webp`,
        charge: t.charge,
        is_free: t.charge > 0 ? 0 : 1,
        short_desc: t.short,
        free_content_render: `<p>${t.short}</p>`,
        render_content: `<p>${t.short}（全文）</p>`,
        view_times: t.views,
        published_at: at((i + 1) * DAY),
        created_at: now,
        updated_at: now,
      }),
    );
  }
  const pathIds: number[] = [];
  for (const [i, p] of PATHS.entries()) {
    const id = await learnPath.insertPath(db, {
      name: p.title,
      thumb: `/media/covers/path-${i + 1}.webp`,
      charge: p.charge,
      original_charge: p.original,
      desc: p.short,
      published_at: at((i + 2) * DAY),
      created_at: now,
      updated_at: now,
    });
    for (const [k, s] of p.steps.entries()) {
      const stepId = await learnPath.insertStep(db, {
        path_id: id,
        name: s.name,
        sort: k + 1,
        created_at: now,
        updated_at: now,
      });
      for (const [n, ci] of s.courses.entries()) {
        await learnPath.insertStepItem(db, {
          step_id: stepId,
          type: 'course',
          other_id: courseId(ci),
          sort: n + 1,
          created_at: now,
          updated_at: now,
        });
      }
    }
    pathIds.push(id);
  }

  // Flash sales: one running (course 6, React), one running for a book, one ended.
  const ms: number[] = [];
  for (const m of [
    {
      goods: courseId(5),
      type: 'course',
      title: COURSES[5]?.title ?? '',
      thumb: '/media/covers/course-6.webp',
      original: 199,
      charge: 99,
      num: 50,
      over: 18,
      start: -DAY,
      end: 5 * DAY,
    },
    {
      goods: bookIds[0] ?? 0,
      type: 'book',
      title: BOOKS[0]?.title ?? '',
      thumb: '/media/covers/book-1.webp',
      original: 49,
      charge: 19,
      num: 100,
      over: 64,
      start: -DAY,
      end: 3 * DAY,
    },
    {
      goods: courseId(8),
      type: 'course',
      title: COURSES[8]?.title ?? '',
      thumb: '/media/covers/course-9.webp',
      original: 239,
      charge: 119,
      num: 30,
      over: 0,
      start: -10 * DAY,
      end: -2 * DAY,
    },
  ]) {
    ms.push(
      await promo.insertMsGoods(db, {
        goods_id: m.goods,
        goods_type: m.type,
        goods_title: m.title,
        goods_thumb: m.thumb,
        original_charge: m.original,
        charge: m.charge,
        num: m.num,
        over_num: m.over,
        started_at: inFuture(m.start),
        end_at: inFuture(m.end),
        created_at: now,
        updated_at: now,
      }),
    );
  }
  // Group buys: a course (3 people) with an operator-opened group the second student joined, and a live course.
  const tg: number[] = [];
  for (const t of [
    {
      other: courseId(10),
      type: 'course',
      title: COURSES[10]?.title ?? '',
      thumb: '/media/covers/course-11.webp',
      original: 119,
      charge: 69,
      people: 3,
    },
    {
      other: liveIds[0] ?? 0,
      type: 'live',
      title: LIVES[0]?.title ?? '',
      thumb: '/media/covers/live-1.webp',
      original: 199,
      charge: 129,
      people: 2,
    },
  ]) {
    tg.push(
      await promo.insertTgGoods(db, {
        other_id: t.other,
        goods_type: t.type,
        goods_title: t.title,
        goods_thumb: t.thumb,
        original_charge: t.original,
        leader_charge: t.charge,
        charge: t.charge,
        people_num: t.people,
        time_limit: 24,
        started_at: at(DAY),
        ended_at: inFuture(7 * DAY),
        created_at: now,
        updated_at: now,
      }),
    );
  }
  if (second && tg[0] !== undefined) {
    const groupId = await promo.insertTgGroup(db, {
      goods_id: tg[0],
      create_user_id: 0,
      create_user_avatar: '',
      status: 3,
      expired_at: inFuture(20 * 3600_000),
      created_at: at(4 * 3600_000),
      updated_at: at(4 * 3600_000),
    });
    await promo.insertTgGroupUser(db, {
      group_id: groupId,
      user_id: second.id,
      created_at: at(3 * 3600_000),
    });
  }

  // ------------------------------------------------------------ sliders and home blocks
  for (const [i, s] of SLIDERS.entries()) {
    await addSlider(db, {
      thumb: `/media/covers/${s.cover}.webp`,
      url: s.url,
      sort: i + 1,
      platform: 'PC',
      created_at: now,
      updated_at: now,
    });
  }
  const items = (ids: number[]) => ids.map((id) => ({ id }));
  const blocks: [string, unknown][] = [
    ['pc-vod-v1', { title: '精选好课', items: items([0, 5, 11, 14, 21, 30, 6, 25].map(courseId)) }],
    ['pc-ms-v1', { title: '限时秒杀', items: items(ms) }],
    ['pc-live-v1', { title: '直播课程', items: items(liveIds) }],
    ['pc-vod-v1', { title: '免费好课', items: items([2, 4, 7, 12, 16, 20, 22, 26].map(courseId)) }],
    ['pc-tg-v1', { title: '拼团特惠', items: items(tg) }],
    ['pc-book-v1', { title: '电子书', items: items(bookIds) }],
    ['pc-topic-v1', { title: '图文专栏', items: items(topicIds) }],
    ['pc-learnPath-v1', { title: '学习路径', items: items(pathIds) }],
    [
      'code',
      {
        html: '<div style="padding:24px;text-align:center;background:#f6f9ff;border-radius:8px"><h3 style="margin:0 0 8px">每日签到领积分</h3><p style="margin:0;color:#666">登录后点击右侧「签到」按钮，每天都能领取积分，积分可在积分商城兑换好礼。</p></div>',
      },
    ],
  ];
  for (const [i, [sign, config]] of blocks.entries()) {
    await home.insertBlock(db, {
      platform: 'pc',
      page: 'pc-page-index',
      sign,
      sort: i + 1,
      config: JSON.stringify(config),
      created_at: now,
      updated_at: now,
    });
  }

  // ------------------------------------------------------------ addon settings
  await seedSnapshotConfig(db, {
    status: { vod: 1, live: 0, book: 0, paper: 0, practice: 0 },
    cycle_time: 60,
    rate: 30,
    max_times: 3,
  });
  await insertSettingIfMissing(db, 'day_sign_in', JSON.stringify({ reward: 5 }));
};
