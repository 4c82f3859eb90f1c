import type { LearnedCourseRow, SearchItem } from '@meedu/contract';

/** A course of the study centre's 在学 list (contract account §7.1): 40% done, last at video 300 + id. */
export const makeLearnedCourseRow = (id: number, over: Partial<LearnedCourseRow> = {}): LearnedCourseRow => ({
  id,
  course_id: id,
  user_id: 1,
  is_watched: 0,
  watched_at: null,
  progress: 40,
  created_at: '2024-01-01T00:00:00.000000Z',
  updated_at: '2024-01-01T00:00:00.000000Z',
  learned_count: 2,
  is_subscribe: 1,
  last_view_video: {
    id: 1,
    user_id: 1,
    course_id: id,
    video_id: 300 + id,
    watch_seconds: 10,
    watched_at: null,
    created_at: '',
    updated_at: '',
  },
  course: { id, title: `在学课程${id}`, thumb: '/c.png', charge: 0, videos_count: 5 },
  ...over,
});

/** A search hit (contract catalog §3). */
export const makeSearchItem = (id: number, over: Partial<SearchItem> = {}): SearchItem => ({
  id,
  resource_type: 'vod',
  resource_id: id * 10,
  title: `Python 数据分析 ${id}`,
  p: '',
  ...over,
});
