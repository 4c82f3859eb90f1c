import type {
  ChatRecord,
  LiveAttachment,
  LiveCategory,
  LiveComment,
  LiveCourse,
  LiveDetailReply,
  LiveFrame,
  LiveListItem,
  LivePlayReply,
  LiveVideo,
} from '@meedu/contract';
import WebSocket from 'ws';
import { toDbTime } from '../../src/lib/dates.ts';
import * as live from '../../src/modules/live/repository.ts';
import * as ownership from '../../src/modules/ownership/service.ts';
import type { FieldList } from '../support/contract-shape.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

const MINUTE = 60_000;

/**
 * A paid live course (VIP-free, two chapters) with a lesson live now, one upcoming and one ended with a replay
 * and courseware, in a child category; and a free course with one upcoming lesson.
 */
export async function liveFixture(ctx: TestContext) {
  const db = ctx.db;
  const at = (msFromNow: number) => toDbTime(new Date(ctx.clock.now().getTime() + msFromNow));
  const now = at(0);
  const parent = await live.insertCategory(db, {
    name: '职业技能',
    parent_id: 0,
    sort: 1,
    created_at: now,
    updated_at: now,
  });
  const child = await live.insertCategory(db, {
    name: '编程直播',
    parent_id: parent,
    sort: 1,
    created_at: now,
    updated_at: now,
  });
  const other = await live.insertCategory(db, {
    name: '学历提升',
    parent_id: 0,
    sort: 2,
    created_at: now,
    updated_at: now,
  });
  const teacher = await live.insertTeacher(db, {
    name: '李明',
    avatar: '',
    short_desc: '数据工程师',
    created_at: now,
  });
  const course = (title: string, charge: number, category: number, vip = 0) =>
    live.insertCourse(db, {
      category_id: category,
      teacher_id: teacher,
      title,
      thumb: '/media/covers/live-1.svg',
      poster: '/media/covers/live-1.svg',
      charge,
      short_description: `${title}简介`,
      render_desc: `<p>${title}</p>`,
      status: 1,
      vip_can_view: vip,
      published_at: at(-MINUTE),
      created_at: now,
      updated_at: now,
    });
  const paid = await course('Python 数据分析直播', 99, child, 1);
  const free = await course('Git 公开课', 0, other);
  const hidden = await live.insertCourse(db, {
    category_id: child,
    teacher_id: 0,
    title: '未发布',
    thumb: '',
    poster: '',
    charge: 1,
    short_description: '',
    render_desc: '',
    status: 0,
    vip_can_view: 0,
    published_at: at(60 * MINUTE),
    created_at: now,
    updated_at: now,
  });
  const ch1 = await live.insertChapter(db, { course_id: paid, name: '第一章', sort: 1, created_at: now });
  const video = (courseId: number, title: string, status: number, chapter = 0, offset = 0) =>
    live.insertVideo(db, {
      course_id: courseId,
      chapter_id: chapter,
      title,
      status,
      published_at: at(offset),
      duration: status === 2 ? 20 : 0,
      replay_url: status === 2 ? 'media:clip2' : '',
      started_at: status === 0 ? null : at(-10 * MINUTE),
      ended_at: status === 2 ? at(-5 * MINUTE) : null,
      created_at: now,
      updated_at: now,
    });
  const ended = await video(paid, '第1讲', 2, ch1, -60 * MINUTE);
  const onAir = await video(paid, '第2讲', 1, ch1, -10 * MINUTE);
  const upcoming = await video(paid, '第3讲', 0, 0, 60 * MINUTE);
  const freeUpcoming = await video(free, '公开课第1讲', 0, 0, 120 * MINUTE);
  await live.insertAttachment(db, {
    course_id: paid,
    video_id: onAir,
    name: '讲义.txt',
    path: 'attachments/course-notes.txt',
    extension: 'txt',
    size: 10,
    created_at: now,
  });
  return { parent, child, other, paid, free, hidden, ended, onAir, upcoming, freeUpcoming };
}

export async function buy(ctx: TestContext, userId: number, courseId: number) {
  await ownership.grant(ctx.db, 'live', {
    userId,
    id: courseId,
    charge: 99,
    reason: 'seed',
    now: toDbTime(ctx.clock.now()),
  });
}

/**
 * A fresh context with the live catalogue and two members: `a` has bought the paid course, and `b` too when
 * `bothBuy` (otherwise `b` is a member who may not watch).
 */
export async function liveClass(o: { bothBuy?: boolean; nickName?: string } = {}) {
  const ctx = await createTestContext();
  const f = await liveFixture(ctx);
  const a = await ctx.member(o.nickName === undefined ? {} : { nick_name: o.nickName });
  const b = await ctx.member();
  await buy(ctx, a.id, f.paid);
  if (o.bothBuy) await buy(ctx, b.id, f.paid);
  return { ctx, f, a, b };
}

export const LIVE_CATEGORY: FieldList<LiveCategory> = {
  id: true,
  name: true,
  parent_id: true,
  children: true,
};
export const LIVE_ITEM: FieldList<LiveListItem> = {
  id: true,
  title: true,
  thumb: true,
  charge: true,
  status: true,
  status_text: true,
  videos_count: true,
  category: 'optional',
};
export const LIVE_DETAIL: FieldList<LiveDetailReply> = {
  course: true,
  chapters: true,
  videos: true,
  is_buy: true,
};
export const LIVE_COURSE: FieldList<LiveCourse> = {
  id: true,
  title: true,
  thumb: true,
  charge: true,
  short_description: true,
  render_desc: true,
  status: true,
  status_text: true,
  vip_can_view: true,
  teacher: true,
  poster: 'optional',
};
export const LIVE_VIDEO: FieldList<LiveVideo> = {
  id: true,
  title: true,
  status: true,
  published_at: true,
  duration: true,
};
export const LIVE_COMMENT: FieldList<LiveComment> = {
  id: true,
  user_id: true,
  content: true,
  created_at: true,
};
export const LIVE_PLAY: FieldList<LivePlayReply> = {
  course: true,
  video: true,
  play_url: true,
  ali_rts: true,
  web_rtc_play_url: true,
  record_exists: true,
  chat: true,
  room_is_ban: true,
  user_is_ban: true,
  sign_in_record: true,
};
export const CHAT_RECORD: FieldList<ChatRecord> = { id: true, msg_body: true };
export const LIVE_ATTACH: FieldList<LiveAttachment> = {
  id: true,
  name: true,
  course_id: true,
  video_id: true,
};

/** A member's socket: every frame it receives, and a wait for the next ones. */
export function connect(url: string) {
  const ws = new WebSocket(url);
  const frames: LiveFrame[] = [];
  ws.on('message', (raw: Buffer) => frames.push(JSON.parse(raw.toString()) as LiveFrame));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() })),
  );
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused ${String(res.statusCode)}`)));
    ws.once('error', reject);
  });
  return {
    ws,
    frames,
    opened,
    /** The close code and reason, once the socket is closed (by either side). */
    closed,
    async until(pred: (f: LiveFrame) => boolean): Promise<LiveFrame> {
      for (let i = 0; i < 250; i++) {
        const hit = frames.find(pred);
        if (hit) return hit;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`frame not received; got ${JSON.stringify(frames)}`);
    },
  };
}
