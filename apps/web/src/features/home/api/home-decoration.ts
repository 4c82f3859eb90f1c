import { queryOptions } from '@tanstack/react-query';
import type { Block, DecorationBlock, DecorationBlocksReply, PcSliderBlock, Slider } from '@meedu/contract';
import { preferModern } from '../../../api/capabilities.ts';
import { api } from '../../../api/client.ts';
import { fetchHomeBlocks } from './home-blocks.ts';
import { fetchSliders } from './home-sliders.ts';

/** Home's carousel and blocks, whichever endpoints they came from. */
export interface HomeContent {
  sliders: Slider[];
  blocks: Block[];
}

const record = (x: unknown): Record<string, unknown> =>
  typeof x === 'object' && x !== null ? (x as Record<string, unknown>) : {};
const text = (x: unknown): string => (typeof x === 'string' ? x : '');

/**
 * The slides of a `pc-slider` block (upstream-4.9.30 §7.2): its `config_render` is an array of `{src, href}`;
 * a slide without an image is left out (the editor's default row is `{src: null, href: null}`).
 */
export function slidesOf(block: PcSliderBlock): Slider[] {
  const rows = Array.isArray(block.config_render) ? (block.config_render as unknown[]) : [];
  return rows.flatMap((row) => {
    const thumb = text(record(row).src);
    return thumb ? [{ thumb, url: text(record(row).href) }] : [];
  });
}

/** The blocks of the page: `pc-slider` blocks become the carousel, every other block renders as on 4.9.8. */
export function splitDecoration(rows: DecorationBlock[]): HomeContent {
  const ordered = [...rows].sort((a, b) => a.sort - b.sort);
  return {
    sliders: ordered.filter((b): b is PcSliderBlock => b.sign === 'pc-slider').flatMap(slidesOf),
    // The other signs are the ones of the 4.9.8 view blocks (contract catalog §1.2); unknown ones render nothing.
    blocks: ordered.filter((b) => b.sign !== 'pc-slider') as Block[],
  };
}

/** GET /api/v2/decorationPage/blocks?page_name=pc-page-index (§7.1): the default PC home page's blocks. */
export const fetchDecorationBlocks = () =>
  api.get<DecorationBlocksReply>(
    '/api/v2/decorationPage/blocks',
    { page_name: 'pc-page-index' },
    { silent: true },
  );

/**
 * Home where the server decorates it (capability `homeBlocks`): one call for the carousel and the blocks; on a
 * 404 the 4.9.8 sliders and view blocks.
 */
export const decorationHomeQuery = queryOptions({
  queryKey: ['home', 'decoration'],
  queryFn: () =>
    preferModern(
      'homeBlocks',
      async (): Promise<HomeContent> => splitDecoration(await fetchDecorationBlocks()),
      async (): Promise<HomeContent> => {
        const [sliders, blocks] = await Promise.all([fetchSliders(), fetchHomeBlocks()]);
        return { sliders, blocks };
      },
    ),
});
