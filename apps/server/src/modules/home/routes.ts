import type {
  BlocksQueryRequest,
  DecorationBlocksQuery,
  DecorationBlocksReply,
  PageBlocksReply,
  Slider,
} from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { query, requestSchema } from '../../lib/validate.ts';
import { listSliders } from '../system/service.ts';
import { decorationBlocks, renderBlocks } from './service.ts';

const blocksQuery = requestSchema<BlocksQueryRequest>()(
  z.object({
    platform: z.string({ error: '参数错误' }).trim().min(1, '参数错误'),
    page_name: z.string({ error: '参数错误' }).trim().min(1, '参数错误'),
  }),
);

const decorationQuery = requestSchema<DecorationBlocksQuery>()(
  z.object({
    page_name: z.string({ error: 'page_name参数不能为空' }).trim().min(1, 'page_name参数不能为空'),
  }),
);

/** contract catalog §1.1–1.2; MeEdu 4.9.30's decoration blocks (upstream-4.9.30.md §7) from the same store. */
export const homeRoutes: ApiModule = (app, deps) => {
  app.get('/api/v2/sliders', sliders(deps));
  app.get('/api/v2/viewBlock/page/blocks', blocks(deps));
  app.get('/api/v2/decorationPage/blocks', decoration(deps));
};

const decoration = (deps: AppDeps) => async (c: Context) => {
  const q = query(c, decorationQuery);
  return ok<DecorationBlocksReply>(
    c,
    await decorationBlocks(deps.db, q.page_name, deps.clock.now(), publicBase(c, deps.config)),
  );
};

const sliders = (deps: AppDeps) => async (c: Context) =>
  ok<Slider[]>(c, await listSliders(deps.db, c.req.query('platform') ?? '', publicBase(c, deps.config)));

const blocks = (deps: AppDeps) => async (c: Context) => {
  const q = query(c, blocksQuery);
  return ok<PageBlocksReply>(
    c,
    await renderBlocks(deps.db, q.platform, q.page_name, deps.clock.now(), publicBase(c, deps.config)),
  );
};
