import fs from 'node:fs';
import path from 'node:path';
import { toDbTime } from '../lib/dates.ts';
import * as live from '../modules/live/repository.ts';
import { findUserByMobile } from '../modules/member/repository.ts';
import * as ownership from '../modules/ownership/service.ts';
import { DEMO_STUDENT } from './core.ts';
import type { Seeder } from './seeder.ts';
import { MEDIA_DIR } from '../config.ts';

const DAY = 24 * 3600_000;
const HOUR = 3600_000;

/** Parent categories over the flat ones the catalogue seeder made (by name), so the filter has two levels. */
const PARENTS: { name: string; children: string[] }[] = [
  { name: '职业技能', children: ['编程直播', '语言直播'] },
  { name: '学历提升', children: ['考研直播'] },
];

const TEACHERS = [
  { name: '李明', short_desc: '十年数据工程经验，前大厂数据平台负责人。' },
  { name: '王芳', short_desc: '资深前端架构师，主导过多个千万级用户产品。' },
  { name: '赵老师', short_desc: '考研数学辅导十五年，讲义累计印刷百万册。' },
  { name: 'Emma', short_desc: '商务英语培训师，剑桥 CELTA 认证。' },
];

const CHAT = [
  { role: 'teacher', nick: '主讲老师', content: '大家好，欢迎来到直播间，我们五分钟后开始。' },
  { role: 'assistant', nick: '助教小林', content: '课件已上传到「课件」标签，可以先下载。' },
  { role: 'user', nick: '学习达人', content: '老师好！已经准备好了。' },
];

/**
 * Live classes in each state: the catalogue seeder's courses get teachers, chapters, two-level categories,
 * replays for their ended lessons, courseware and chat history; a free open class with an upcoming lesson is
 * added so any member can enter its room and the teacher console (/__dev/live) can start it.
 */
export const seedLive: Seeder = async ({ db, clock }) => {
  const nowDate = clock.now();
  const at = (msFromNow: number) => toDbTime(new Date(nowDate.getTime() + msFromNow));
  const now = at(0);

  // ------------------------------------------------------------ categories, two levels
  const categories = await live.listShownCategories(db);
  const byName = new Map(categories.map((c) => [c.name, c.id]));
  const parentIds = new Map<string, number>();
  for (const [i, p] of PARENTS.entries()) {
    const parentId = await live.insertCategory(db, {
      name: p.name,
      parent_id: 0,
      sort: i + 1,
      created_at: now,
      updated_at: now,
    });
    parentIds.set(p.name, parentId);
    for (const child of p.children) {
      const id = byName.get(child);
      if (id !== undefined) await live.setCategoryParent(db, id, parentId);
    }
  }
  const openCategory = await live.insertCategory(db, {
    name: '公开课',
    parent_id: parentIds.get('职业技能') ?? 0,
    sort: 9,
    created_at: now,
    updated_at: now,
  });

  // ------------------------------------------------------------ teachers and the existing courses
  const teacherIds: number[] = [];
  for (const t of TEACHERS)
    teacherIds.push(await live.insertTeacher(db, { ...t, avatar: '', created_at: now }));
  const attachFiles = fs.readdirSync(path.join(MEDIA_DIR, 'attachments')).sort();
  const courses = await live.listAllCourses(db);
  for (const [i, c] of courses.entries()) {
    await live.updateCourse(db, c.id, {
      teacher_id: teacherIds[i % teacherIds.length] ?? 0,
      poster: `/media/covers/live-${i + 1}.webp`,
      render_desc:
        `<p>${c.title}：每节课包含讲解、现场演示与答疑，课后提供课件与回放。</p>` +
        '<ul><li>直播中可在聊天区提问</li><li>讲师会发起点名签到</li><li>结束后可随时观看回放</li></ul>',
    });
    const videos = await live.listShownVideos(db, c.id);
    // The first course is split into two chapters; the others keep a flat schedule.
    const chapters =
      i === 0
        ? [
            await live.insertChapter(db, {
              course_id: c.id,
              name: '第一章 数据准备',
              sort: 1,
              created_at: now,
            }),
            await live.insertChapter(db, {
              course_id: c.id,
              name: '第二章 分析实战',
              sort: 2,
              created_at: now,
            }),
          ]
        : [];
    for (const [k, v] of videos.entries()) {
      await live.updateVideo(db, v.id, {
        chapter_id: chapters.length > 0 ? (chapters[k === 0 ? 0 : 1] ?? 0) : 0,
        replay_url: v.status === 2 ? 'media:clip2' : '',
        started_at: v.status === 0 ? null : at(-(v.status === 2 ? 2 * HOUR : 10 * 60_000)),
        ended_at: v.status === 2 ? at(-HOUR) : null,
        duration: v.status === 2 ? 20 : 0,
      });
      const file = attachFiles[(i + k) % attachFiles.length];
      if (file && k < 2)
        await live.insertAttachment(db, {
          course_id: c.id,
          video_id: v.id,
          name: `${v.title}讲义.${path.extname(file).slice(1)}`,
          path: `attachments/${file}`,
          extension: path.extname(file).slice(1),
          size: fs.statSync(path.join(MEDIA_DIR, 'attachments', file)).size,
          created_at: now,
        });
      if (v.status === 1)
        for (const [n, m] of CHAT.entries())
          await live.insertChatMessage(db, {
            course_id: c.id,
            video_id: v.id,
            user_id: 0,
            role: m.role,
            nick_name: m.nick,
            content: m.content,
            duration: n * 30,
            created_at: at(-(10 - n) * 60_000),
          });
    }
  }

  // ------------------------------------------------------------ the free open class: every member may enter
  const openId = await live.insertCourse(db, {
    category_id: openCategory,
    teacher_id: teacherIds[1] ?? 0,
    title: '直播公开课：30 分钟上手 Git',
    // Its cover was drawn once with seed/covers.ts `coverSvg` (the catalogue's covers are drawn from its data).
    thumb: '/media/covers/live-open.webp',
    poster: '/media/covers/live-open.webp',
    charge: 0,
    short_description: '免费公开课，从提交到分支合并，现场演示常用 Git 操作。',
    render_desc: '<p>面向所有学员的免费直播公开课。开播后可在聊天区提问，讲师会发起签到。</p>',
    status: 0,
    vip_can_view: 0,
    published_at: at(-DAY),
    created_at: now,
    updated_at: now,
  });
  await live.insertVideo(db, {
    course_id: openId,
    chapter_id: 0,
    title: '第1讲 Git 基础回顾',
    status: 2,
    published_at: at(-2 * DAY),
    duration: 20,
    replay_url: 'media:clip3',
    started_at: at(-2 * DAY),
    ended_at: at(-2 * DAY + HOUR),
    created_at: now,
    updated_at: now,
  });
  const upcoming = await live.insertVideo(db, {
    course_id: openId,
    chapter_id: 0,
    title: '第2讲 分支与合并',
    status: 0,
    published_at: at(2 * HOUR),
    duration: 0,
    replay_url: '',
    started_at: null,
    ended_at: null,
    created_at: now,
    updated_at: now,
  });
  await live.insertAttachment(db, {
    course_id: openId,
    video_id: upcoming,
    name: 'Git 常用命令速查.md',
    path: 'attachments/formula-sheet.md',
    extension: 'md',
    size: fs.statSync(path.join(MEDIA_DIR, 'attachments', 'formula-sheet.md')).size,
    created_at: now,
  });

  // The demo student has bought the course that is live now, so its room can be entered at once.
  const student = await findUserByMobile(db, DEMO_STUDENT.mobile);
  const first = courses[0];
  if (student && first)
    await ownership.grant(db, 'live', {
      userId: student.id,
      id: first.id,
      charge: first.charge,
      reason: 'seed',
      now,
    });
};
