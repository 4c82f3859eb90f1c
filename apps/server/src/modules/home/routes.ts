import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { query } from '../../lib/validate.ts';
import type { ApiModule } from '../index.ts';
import { renderBlocks } from './blocks.ts';
import { listSliders } from '../system/service.ts';

const blocksQuery = z.object({
  platform: z.string({ error: '参数错误' }).trim().min(1, '参数错误'),
  page_name: z.string({ error: '参数错误' }).trim().min(1, '参数错误'),
});

export const homeModule: ApiModule = (app, deps) => {
  app.get('/api/v2/sliders', async (c) => {
    const platform = c.req.query('platform') ?? '';
    return ok(c, await listSliders(deps.db, platform, publicBase(c, deps.config)));
  });

  app.get('/api/v2/viewBlock/page/blocks', (c) => {
    const q = query(c, blocksQuery);
    return ok(c, renderBlocks(c, deps, q.platform, q.page_name));
  });
};
