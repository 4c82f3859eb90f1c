import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { latestAnnouncementQuery } from '../api/home-announcement.ts';
import { homeBlocksQuery } from '../api/home-blocks.ts';
import { slidersQuery } from '../api/home-sliders.ts';

/** `/`: the carousel, the blocks and the announcement line. */
export const prefetch: Prefetch = ({ client }) => {
  void client.prefetchQuery(slidersQuery);
  void client.prefetchQuery(homeBlocksQuery);
  void client.prefetchQuery(latestAnnouncementQuery);
};
