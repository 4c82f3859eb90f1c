import type {
  CommentsReply,
  CourseCategory,
  CourseChapter,
  CourseDetail,
  CourseDetailReply,
  CourseListItem,
  SystemConfig,
  VideoDetailReply,
  VideoItem,
  WatchRecord,
} from '@meedu/contract';
import { makeMember } from './member.ts';
import { makeConfig } from './system.ts';

/** Recorded courses and their videos (contract catalog §2); override what a case needs. */

export function makeCourseListItem(id: number, over: Partial<CourseListItem> = {}): CourseListItem {
  return {
    id,
    title: `课程${id}`,
    slug: '',
    thumb: `/c${id}.png`,
    charge: 99,
    short_description: '',
    published_at: '2024-01-01 00:00:00',
    is_rec: 0,
    user_count: 1,
    category_id: 3,
    is_free: 0,
    videos_count: 3,
    category: { id: 3, name: '编程' },
    ...over,
  };
}

export const makeCourseCategory = (
  id: number,
  name: string,
  over: Partial<CourseCategory> = {},
): CourseCategory => ({
  id,
  name,
  parent_id: 0,
  children: [],
  ...over,
});

export function makeCourse(over: Partial<CourseDetail> = {}): CourseDetail {
  return {
    id: 1,
    title: 'Python & 数据分析',
    slug: '',
    thumb: '/c1.png',
    charge: 99,
    short_description: '从零开始学数据分析',
    published_at: '2024-01-01 00:00:00',
    is_rec: 0,
    user_count: 10,
    category_id: 3,
    is_free: 0,
    videos_count: 3,
    category: { id: 3, name: '编程' },
    render_desc: '<p>课程介绍正文</p>',
    ...over,
  };
}

export function makeVideo(id: number, over: Partial<VideoItem> = {}): VideoItem {
  return {
    id,
    course_id: 1,
    title: `第${id}节`,
    published_at: '2024-01-01 00:00:00',
    charge: 0,
    chapter_id: 5,
    duration: 600,
    is_ban_sell: 0,
    free_seconds: 0,
    ban_drag: 0,
    ...over,
  };
}

/** `GET /api/v2/course/:id`: a course nobody has bought, without chapters, videos or attachments. */
export function makeCourseDetailReply(over: Partial<CourseDetailReply> = {}): CourseDetailReply {
  return {
    course: makeCourse(),
    chapters: [],
    videos: [],
    isBuy: false,
    isCollect: false,
    videoWatchedProgress: [],
    attach: [],
    buyVideos: [],
    ...over,
  };
}

export const noComments = (): CommentsReply => ({ comments: [], users: [] });

export function makeWatchRecord(
  videoId: number,
  seconds: number,
  over: Partial<WatchRecord> = {},
): WatchRecord {
  return {
    id: 1,
    user_id: 1,
    course_id: playerCourse.id,
    video_id: videoId,
    watch_seconds: seconds,
    watched_at: null,
    created_at: '2024-01-01T00:00:00.000000Z',
    updated_at: '2024-01-01T00:00:00.000000Z',
    ...over,
  };
}

// ------------------------------------------------ the player's course: 7, two chapters, videos 101, 102 | 201

export const playerCourse = makeCourse({
  id: 7,
  title: 'Python 入门',
  slug: 'python',
  thumb: '/covers/7.svg',
  short_description: '从零开始',
  user_count: 3,
  category_id: 1,
  category: { id: 1, name: '编程' },
  render_desc: '<p>介绍</p>',
});

export const playerChapters: CourseChapter[] = [
  { id: 1, course_id: 7, title: '第一章 基础' },
  { id: 2, course_id: 7, title: '第二章 进阶' },
];

/** A video of the player's course in chapter `chapterId` (0: none). */
export const playerVideo = (id: number, chapterId: number, over: Partial<VideoItem> = {}): VideoItem =>
  makeVideo(id, { course_id: playerCourse.id, chapter_id: chapterId, duration: 120, ...over });

/** `GET /api/v2/video/101` of the player's course, watchable; `videoOver` changes the video itself. */
export function makeVideoDetailReply(
  over: Partial<VideoDetailReply> & { videoOver?: Partial<VideoItem> } = {},
): VideoDetailReply {
  const { videoOver, ...rest } = over;
  const v1 = playerVideo(101, 1, videoOver);
  return {
    video: v1,
    videos: { '1': [v1, playerVideo(102, 1)], '2': [playerVideo(201, 2)] },
    chapters: playerChapters,
    course: playerCourse,
    is_watch: true,
    video_watched_progress: [],
    buy_videos: [],
    ...rest,
  };
}

/** `GET /api/v2/course/7` as the player reads it: bought, with one attachment. */
export const makePlayerCourseReply = (over: Partial<CourseDetailReply> = {}): CourseDetailReply =>
  makeCourseDetailReply({
    course: playerCourse,
    chapters: playerChapters,
    isBuy: true,
    attach: [{ id: 5, name: '课件.pdf', size: 1024, extension: 'pdf' }],
    ...over,
  });

export const playerMember = makeMember({ id: 42, avatar: '/a.png', nick_name: '小明' });

/** The site configuration the player tests run with: the player's cover and marquee settings overridden. */
export function makePlayerConfig(player: Partial<SystemConfig['player']> = {}): SystemConfig {
  return makeConfig({
    webname: 'MeEdu',
    name: 'MeEdu',
    logo: { logo: '', white_logo: '' },
    url: '',
    pc_url: '',
    user_protocol: '',
    user_private_protocol: '',
    aboutus: '',
    player: { ...makeConfig().player, cover: '/player-cover.png', ...player },
  });
}
