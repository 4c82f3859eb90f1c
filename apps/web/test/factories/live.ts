import type { LiveListItem } from '@meedu/contract';

/** A live course of the catalogue (contract live). */
export const makeLiveListItem = (id: number, over: Partial<LiveListItem> = {}): LiveListItem => ({
  id,
  title: `直播课${id}`,
  thumb: `/l${id}.svg`,
  charge: 99,
  status: 0,
  status_text: '未开始',
  videos_count: 3,
  category: { id: 7, name: '编程直播' },
  ...over,
});
