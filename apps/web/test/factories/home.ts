import type { Announcement, Block, Slider, VodBlockItem } from '@meedu/contract';

/** The home page's carousel and blocks, and the announcements (contract catalog §1, account §4.6). */

export function makeAnnouncement(id: number, title: string, over: Partial<Announcement> = {}): Announcement {
  return {
    id,
    admin_id: 1,
    title,
    announcement: `<p>${title}</p>`,
    view_times: 0,
    created_at: '2024-01-01T00:00:00.000000Z',
    updated_at: '2024-01-01T00:00:00.000000Z',
    ...over,
  };
}

export const makeSlider = (sort: number, url: string, over: Partial<Slider> = {}): Slider => ({
  thumb: `/s${sort}.png`,
  url,
  sort,
  platform: 'PC',
  ...over,
});

/** A recorded-course block of the home page (`pc-vod-v1`). */
export const makeVodBlock = (id: number, sort: number, title: string, items: VodBlockItem[]): Block => ({
  id,
  platform: 'pc',
  page: 'pc-page-index',
  config: '{}',
  sign: 'pc-vod-v1',
  sort,
  config_render: { title, items },
});
