import fs from 'node:fs';
import path from 'node:path';
import { toDbTime } from '../lib/dates.ts';
import { MEDIA_DIR } from '../modules/video/media.ts';
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
import type { Seeder } from './index.ts';

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

export const seedCatalog: Seeder = (deps) => {
  const { db } = deps;
  const nowDate = deps.clock.now();
  const at = (msAgo: number) => toDbTime(new Date(nowDate.getTime() - msAgo));
  const now = at(0);
  const run = (sql: string, ...args: (string | number | null)[]) =>
    Number(db.prepare(sql).run(...args).lastInsertRowid);

  const student = db
    .prepare<[string], { id: number }>('SELECT id FROM users WHERE mobile = ?')
    .get('13800000000');
  const second = db
    .prepare<[string], { id: number }>('SELECT id FROM users WHERE mobile = ?')
    .get('13900000001');

  // ------------------------------------------------------------ categories
  const childIds = new Map<string, { id: number; name: string }>();
  CATEGORIES.forEach((cat, i) => {
    const id = run(
      'INSERT INTO course_categories (name, parent_id, sort, created_at, updated_at) VALUES (?, 0, ?, ?, ?)',
      cat.name,
      i + 1,
      now,
      now,
    );
    cat.children.forEach((ch, j) => {
      const cid = run(
        'INSERT INTO course_categories (name, parent_id, sort, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
        ch.name,
        id,
        j + 1,
        now,
        now,
      );
      childIds.set(ch.key, { id: cid, name: ch.name });
    });
  });

  // ------------------------------------------------------------ courses, chapters, videos, attachments
  const attachFiles = ['course-notes.txt', 'exercise-data.csv', 'formula-sheet.md'];
  const attachNames: Record<string, string> = {
    'course-notes.txt': '课程讲义.txt',
    'exercise-data.csv': '练习数据.csv',
    'formula-sheet.md': '公式速查.md',
  };
  const courseIds: number[] = [];
  const firstVideoOf = new Map<number, number>();
  COURSES.forEach((c, i) => {
    const cat = childIds.get(c.category);
    const published = at((i + 2) * DAY);
    const courseId = run(
      `INSERT INTO courses (category_id, title, slug, thumb, charge, short_description, render_desc, seo_keywords,
         seo_description, published_at, is_rec, is_show, is_free, is_vip_free, user_count, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?)`,
      cat?.id ?? 0,
      c.title,
      `course-${i + 1}`,
      `/media/covers/course-${i + 1}.svg`,
      c.kind === 'free' ? 0 : c.charge,
      c.short,
      describe(c, cat?.name ?? ''),
      `${cat?.name ?? ''},${c.title}`,
      c.short,
      published,
      c.rec ? 1 : 0,
      c.kind === 'free' ? 1 : 0,
      c.noVip ? 0 : 1,
      c.users,
      published,
      published,
    );
    courseIds.push(courseId);
    const chapters = CHAPTER_TITLES[i % 2] ?? [];
    let lesson = 0;
    chapters.forEach((title, k) => {
      const chapterId = run(
        'INSERT INTO course_chapters (course_id, title, sort, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
        courseId,
        title,
        k + 1,
        published,
        published,
      );
      for (let v = 0; v < 2; v++) {
        const videoId = run(
          `INSERT INTO videos (course_id, chapter_id, title, slug, url, view_num, seo_description, published_at, charge,
             duration, is_ban_sell, free_seconds, ban_drag, is_show, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, 1, ?, ?, 1, ?, ?)`,
          courseId,
          chapterId,
          `${String(lesson + 1).padStart(2, '0')} ${LESSONS[lesson] ?? '课程内容'}`,
          `video-${courseId}-${lesson + 1}`,
          `media:${CLIPS[(i + lesson) % CLIPS.length] ?? 'clip1'}`,
          c.users * 2 + lesson * 17,
          `${c.title} 第${lesson + 1}节`,
          at((i + 2) * DAY - (lesson + 1) * 60_000),
          CLIP_SECONDS,
          c.kind === 'trial' ? 10 : 0,
          // One course forbids seeking, to show the player's "ban drag" mode.
          i === 1 ? 1 : 0,
          published,
          published,
        );
        if (lesson === 0) firstVideoOf.set(courseId, videoId);
        lesson++;
      }
    });
    if (i % 3 !== 2) {
      const file = attachFiles[i % attachFiles.length] ?? 'course-notes.txt';
      const size = fs.statSync(path.join(MEDIA_DIR, 'attachments', file)).size;
      run(
        `INSERT INTO course_attach (course_id, name, path, size, extension, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
        courseId,
        attachNames[file] ?? file,
        `attachments/${file}`,
        size,
        path.extname(file).slice(1),
        published,
        published,
      );
    }
  });
  const courseId = (index: number) => courseIds[index] ?? 0;

  // ------------------------------------------------------------ members' purchases, progress, likes, comments
  const commenters = [student?.id, second?.id].filter((x): x is number => x !== undefined);
  courseIds.forEach((cid, i) => {
    if (commenters.length === 0 || i % 2 === 1) return;
    COMMENTS.slice(0, 2 + (i % 3)).forEach((text, k) => {
      const uid = commenters[k % commenters.length] ?? 0;
      const when = at((k + 1) * 3 * 3600_000 + i * 60_000);
      run(
        `INSERT INTO course_comments (course_id, user_id, original_content, render_content, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
        cid,
        uid,
        text,
        text,
        when,
        when,
      );
    });
  });
  if (student) {
    const sid = student.id;
    // Bought: React (paid), Pandas (trial-priced), 高效沟通 (paid). Progress: half of Pandas' first lesson.
    for (const [index, daysAgo] of [
      [11, 6],
      [5, 12],
      [23, 20],
    ] as const) {
      run(
        'INSERT INTO user_courses (user_id, course_id, charge, created_at) VALUES (?, ?, ?, ?)',
        sid,
        courseId(index),
        COURSES[index]?.charge ?? 0,
        at(daysAgo * DAY),
      );
    }
    const pandas = courseId(11);
    const firstVideo = firstVideoOf.get(pandas) ?? 0;
    run(
      `INSERT INTO course_user_records (user_id, course_id, is_watched, progress, created_at, updated_at) VALUES (?, ?, 0, 0, ?, ?)`,
      sid,
      pandas,
      at(2 * DAY),
      at(3600_000),
    );
    run(
      `INSERT INTO user_video_watch_records (user_id, course_id, video_id, watch_seconds, watched_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, NULL, ?, ?)`,
      sid,
      pandas,
      firstVideo,
      CLIP_SECONDS / 2,
      at(2 * DAY),
      at(3600_000),
    );
    // A free course finished a while ago.
    const free = courseId(2);
    run(
      `INSERT INTO course_user_records (user_id, course_id, is_watched, watched_at, progress, created_at, updated_at)
       VALUES (?, ?, 1, ?, 100, ?, ?)`,
      sid,
      free,
      at(5 * DAY),
      at(9 * DAY),
      at(5 * DAY),
    );
    db.prepare<[number], { id: number }>('SELECT id FROM videos WHERE course_id = ? ORDER BY id')
      .all(free)
      .forEach((v) => {
        run(
          `INSERT INTO user_video_watch_records (user_id, course_id, video_id, watch_seconds, watched_at, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
          sid,
          free,
          v.id,
          CLIP_SECONDS,
          at(5 * DAY),
          at(9 * DAY),
          at(5 * DAY),
        );
      });
    for (const index of [0, 14]) {
      run(
        'INSERT INTO course_likes (user_id, course_id, created_at) VALUES (?, ?, ?)',
        sid,
        courseId(index),
        at((index + 1) * 3600_000),
      );
    }
  }
  if (second)
    run(
      'INSERT INTO user_courses (user_id, course_id, charge, created_at) VALUES (?, ?, ?, ?)',
      second.id,
      courseId(0),
      99,
      at(DAY),
    );

  // ------------------------------------------------------------ addon products
  /** `name => id` of a flat category table, inserting each new name with the next sort. */
  const categoriesIn = (table: 'live_categories' | 'topic_categories') => {
    const ids = new Map<string, number>();
    return (name: string) => {
      let id = ids.get(name);
      if (id === undefined) {
        id = run(
          `INSERT INTO ${table} (name, sort, created_at, updated_at) VALUES (?, ?, ?, ?)`,
          name,
          ids.size + 1,
          now,
          now,
        );
        ids.set(name, id);
      }
      return id;
    };
  };
  const liveCategory = categoriesIn('live_categories');
  const liveIds = LIVES.map((l, i) => {
    const catId = liveCategory(l.category);
    const id = run(
      `INSERT INTO live_courses (category_id, title, thumb, charge, short_description, render_desc, status, vip_can_view,
         published_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      catId,
      l.title,
      `/media/covers/live-${i + 1}.svg`,
      l.charge,
      l.short,
      `<p>${l.short}</p>`,
      l.status,
      l.charge > 0 ? 1 : 0,
      at((i + 3) * DAY),
      now,
      now,
    );
    for (let k = 0; k < 3; k++) {
      const status = l.status === 2 ? 2 : l.status === 1 && k === 0 ? 1 : 0;
      run(
        `INSERT INTO live_videos (course_id, title, status, published_at, duration, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
        id,
        `第${k + 1}讲`,
        status,
        toDbTime(new Date(nowDate.getTime() + (status === 2 ? -(3 - k) : k) * DAY)),
        status === 2 ? 3600 : 0,
        now,
        now,
      );
    }
    return id;
  });
  const bookIds = BOOKS.map((b, i) => {
    const id = run(
      `INSERT INTO books (name, thumb, charge, short_desc, render_desc, is_vip_free, view_times, user_count, published_at,
         created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      b.title,
      `/media/covers/book-${i + 1}.svg`,
      b.charge,
      b.short,
      `<p>${b.short}</p>`,
      b.charge > 0 ? 1 : 0,
      800 + i * 311,
      120 + i * 37,
      at((i + 4) * DAY),
      now,
      now,
    );
    ['前言', '第一章', '第二章'].forEach((t, k) =>
      run(
        `INSERT INTO book_articles (book_id, title, charge, render_content, published_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
        id,
        `${t}`,
        k === 0 ? 0 : 1,
        `<p>${b.title} · ${t}</p>`,
        at((i + 4) * DAY),
        now,
        now,
      ),
    );
    return id;
  });
  const topicCategory = categoriesIn('topic_categories');
  const topicIds = TOPICS.map((t, i) => {
    const catId = topicCategory(t.category);
    return run(
      `INSERT INTO topics (category_id, title, thumb, charge, is_free, short_desc, free_content_render, render_content, view_times,
         published_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      catId,
      t.title,
      `/media/covers/topic-${i + 1}.svg`,
      t.charge,
      t.charge > 0 ? 0 : 1,
      t.short,
      `<p>${t.short}</p>`,
      `<p>${t.short}（全文）</p>`,
      t.views,
      at((i + 1) * DAY),
      now,
      now,
    );
  });
  const pathIds = PATHS.map((p, i) => {
    const id = run(
      `INSERT INTO learn_paths (name, thumb, charge, original_charge, desc, published_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      p.title,
      `/media/covers/path-${i + 1}.svg`,
      p.charge,
      p.original,
      p.short,
      at((i + 2) * DAY),
      now,
      now,
    );
    p.steps.forEach((s, k) => {
      const stepId = run(
        'INSERT INTO learn_path_steps (path_id, name, sort, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
        id,
        s.name,
        k + 1,
        now,
        now,
      );
      s.courses.forEach((ci, n) =>
        run(
          `INSERT INTO learn_path_step_items (step_id, type, other_id, sort, created_at, updated_at) VALUES (?, 'course', ?, ?, ?, ?)`,
          stepId,
          courseId(ci),
          n + 1,
          now,
          now,
        ),
      );
    });
    return id;
  });

  // Flash sales: one running (course 6, React), one running for a book, one ended.
  const ms = [
    {
      goods: courseId(5),
      type: 'course',
      title: COURSES[5]?.title ?? '',
      thumb: '/media/covers/course-6.svg',
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
      thumb: '/media/covers/book-1.svg',
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
      thumb: '/media/covers/course-9.svg',
      original: 239,
      charge: 119,
      num: 30,
      over: 0,
      start: -10 * DAY,
      end: -2 * DAY,
    },
  ].map((m) =>
    run(
      `INSERT INTO ms_goods (goods_id, goods_type, goods_title, goods_thumb, original_charge, charge, num, over_num, started_at, end_at,
         created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      m.goods,
      m.type,
      m.title,
      m.thumb,
      m.original,
      m.charge,
      m.num,
      m.over,
      toDbTime(new Date(nowDate.getTime() + m.start)),
      toDbTime(new Date(nowDate.getTime() + m.end)),
      now,
      now,
    ),
  );
  // Group buys: a course (3 people) with an operator-opened group the second student joined, and a live course.
  const tg = [
    {
      other: courseId(10),
      type: 'course',
      title: COURSES[10]?.title ?? '',
      thumb: '/media/covers/course-11.svg',
      original: 119,
      charge: 69,
      people: 3,
    },
    {
      other: liveIds[0] ?? 0,
      type: 'live',
      title: LIVES[0]?.title ?? '',
      thumb: '/media/covers/live-1.svg',
      original: 199,
      charge: 129,
      people: 2,
    },
  ].map((t) =>
    run(
      `INSERT INTO tg_goods (other_id, goods_type, goods_title, goods_thumb, original_charge, leader_charge, charge, people_num,
         time_limit, started_at, ended_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 24, ?, ?, ?, ?)`,
      t.other,
      t.type,
      t.title,
      t.thumb,
      t.original,
      t.charge,
      t.charge,
      t.people,
      at(DAY),
      toDbTime(new Date(nowDate.getTime() + 7 * DAY)),
      now,
      now,
    ),
  );
  if (second && tg[0] !== undefined) {
    const groupId = run(
      `INSERT INTO tg_groups (goods_id, create_user_id, create_user_avatar, status, expired_at, created_at, updated_at)
       VALUES (?, 0, '', 3, ?, ?, ?)`,
      tg[0],
      toDbTime(new Date(nowDate.getTime() + 20 * 3600_000)),
      at(4 * 3600_000),
      at(4 * 3600_000),
    );
    run(
      'INSERT INTO tg_group_users (group_id, user_id, created_at) VALUES (?, ?, ?)',
      groupId,
      second.id,
      at(3 * 3600_000),
    );
  }

  // ------------------------------------------------------------ sliders and home blocks
  SLIDERS.forEach((s, i) =>
    run(
      'INSERT INTO sliders (thumb, url, sort, platform, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
      `/media/covers/${s.file}`,
      s.url,
      i + 1,
      'PC',
      now,
      now,
    ),
  );
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
  blocks.forEach(([sign, config], i) =>
    run(
      'INSERT INTO view_blocks (platform, page, sign, sort, config, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      'pc',
      'pc-page-index',
      sign,
      i + 1,
      JSON.stringify(config),
      now,
      now,
    ),
  );

  // ------------------------------------------------------------ addon settings
  const setting = (key: string, value: unknown) =>
    db.prepare('INSERT OR IGNORE INTO settings (key, value) VALUES (?, ?)').run(key, JSON.stringify(value));
  setting('snapshot', {
    status: { vod: 1, live: 0, book: 0, paper: 0, practice: 0 },
    cycle_time: 60,
    rate: 30,
    max_times: 3,
  });
  setting('day_sign_in', { reward: 5 });
};
