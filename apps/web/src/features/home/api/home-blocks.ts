import { queryOptions } from '@tanstack/react-query';
import type { Block } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /api/v2/viewBlock/page/blocks?platform=pc&page_name=pc-page-index (contract catalog §1.2) */
export const fetchHomeBlocks = () =>
  api.get<Block[]>('/api/v2/viewBlock/page/blocks', { platform: 'pc', page_name: 'pc-page-index' });

export const homeBlocksQuery = queryOptions({ queryKey: ['home', 'blocks'], queryFn: fetchHomeBlocks });
