import type { PathCategory, PathDetailReply, PathListReply, PathListRequest } from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps, AppEnv } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { paging, query, requestSchema } from '../../lib/validate.ts';
import { optionalMember } from '../../middleware/auth.ts';
import { pathCategoryTree, pathDetailReply, pathPage } from './service.ts';
import { idParam, nowDb } from '../../lib/http.ts';

const listQuery = requestSchema<PathListRequest>()(
  z.object({ category_id: z.coerce.number().int().min(0).catch(0).default(0) }).and(paging(16, 'size')),
);

/** contract catalog §9 (LearnPaths addon). */
export const learnPathRoutes: ApiModule = (app, deps) => {
  app.get('/addons/LearnPaths/api/v1/categories', categories(deps));
  app.get('/addons/LearnPaths/api/v1/all', list(deps));
  app.get('/addons/LearnPaths/api/v1/path/:id', optionalMember(deps), detail(deps));
};

const categories = (deps: AppDeps) => async (c: Context) =>
  ok<PathCategory[]>(c, await pathCategoryTree(deps.db));

const list = (deps: AppDeps) => async (c: Context) => {
  const q = query(c, listQuery);
  const filter = { now: nowDb(deps.clock), categoryId: q.category_id };
  return ok<PathListReply>(c, await pathPage(deps.db, filter, q, publicBase(c, deps.config)));
};

const detail = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const userId: number | undefined = c.get('userId');
  const id = idParam(c.req.param('id'));
  return ok<PathDetailReply>(
    c,
    await pathDetailReply(deps.db, id, userId, nowDb(deps.clock), publicBase(c, deps.config)),
  );
};
