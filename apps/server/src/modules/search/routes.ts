import type { SearchReply, SearchRequest } from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps } from '../../deps.ts';
import { ApiError, ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { paging, query, requestSchema } from '../../lib/validate.ts';
import { SEARCH_TYPES, search } from './service.ts';
import { nowDb } from '../../lib/http.ts';

const searchQuery = requestSchema<SearchRequest>()(
  z
    .object({
      keywords: z.string({ error: '请输入关键字' }).trim().min(1, '请输入关键字').max(100, '关键字过长'),
      type: z
        .string()
        .optional()
        .transform((t) => (t === undefined || t === '' || t === '0' ? null : t)),
    })
    .and(paging(10)),
);

/** contract catalog §10.1. */
export const searchRoutes: ApiModule = (app, deps) => {
  app.get('/api/v3/search', find(deps));
};

const find = (deps: AppDeps) => async (c: Context) => {
  const q = query(c, searchQuery);
  const type = q.type === null ? null : SEARCH_TYPES.find((t) => t === q.type);
  if (type === undefined) throw new ApiError('参数错误');
  const now = nowDb(deps.clock);
  return ok<SearchReply>(
    c,
    await search(deps.db, deps.store.dialect, { ...q, type }, now, publicBase(c, deps.config)),
  );
};
