import { capabilitiesOf } from '../../../api/capabilities.ts';
import { configQuery } from '../../../api/system.ts';
import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { decorationHomeQuery } from '../api/home-decoration.ts';
import { latestAnnouncementQuery } from '../api/home-announcement.ts';
import { homeBlocksQuery } from '../api/home-blocks.ts';
import { slidersQuery } from '../api/home-sliders.ts';

/**
 * `/`: the carousel, the blocks and the announcement line. Which calls give the carousel and the blocks depends
 * on the server (capability `homeBlocks`), so they wait for the config start-up is asking for anyway.
 */
export const prefetch: Prefetch = ({ client }) => {
  void client.prefetchQuery(latestAnnouncementQuery);
  void client
    .fetchQuery(configQuery)
    .catch(() => null)
    .then((config) => {
      if (capabilitiesOf(config).homeBlocks === 'decoration') {
        void client.prefetchQuery(decorationHomeQuery);
        return;
      }
      void client.prefetchQuery(slidersQuery);
      void client.prefetchQuery(homeBlocksQuery);
    });
};
