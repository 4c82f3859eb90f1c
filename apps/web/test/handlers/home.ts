import type { Announcement, AnnouncementListItem, Block, ListPage, Slider } from '@meedu/contract';
import { onGet, type Id, type Reply } from './http.ts';

/** The home page's blocks and carousel, and the announcements (contract catalog §1, account §4.6). */
export const homeApi = {
  sliders: (reply: Reply<Slider[]>) => onGet('/api/v2/sliders', reply),
  blocks: (reply: Reply<Block[]>) => onGet('/api/v2/viewBlock/page/blocks', reply),
  /** The newest announcement, or `[]` when there is none. */
  latestAnnouncement: (reply: Reply<Announcement | []>) => onGet('/api/v2/announcement/latest', reply),
  announcements: (reply: Reply<ListPage<AnnouncementListItem>>) => onGet('/api/v2/announcements', reply),
  announcement: (id: Id, reply: Reply<Announcement>) => onGet(`/api/v2/announcement/${id}`, reply),
};
