import type {
  CommentRepliesQueryV3,
  CommentRepliesReplyV3,
  CommentStoreReplyV3,
  CommentStoreRequestV3,
  CommentsQueryV3,
  CommentsReplyV3,
} from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps, AppEnv } from '../../deps.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { ok } from '../../lib/envelope.ts';
import { stripTags } from '../../lib/html.ts';
import { publicBase } from '../../lib/public-url.ts';
import { jsonBody, query, requestSchema } from '../../lib/validate.ts';
import { requireMember } from '../../middleware/auth.ts';
import { COMMENT_V3_MAX, commentsV3, repliesV3, storeCommentV3 } from './service.ts';

/** rt and rid as upstream reads them: integers, below 1 (or missing) read as 1; only rt 1 and 2 exist. */
const resource = {
  rt: z.coerce
    .number()
    .int()
    .catch(1)
    .transform((n) => (n === 2 ? 2 : 1) as 1 | 2),
  rid: z.coerce
    .number()
    .int()
    .catch(1)
    .transform((n) => Math.max(1, n)),
};
const ListQuery = requestSchema<CommentsQueryV3>()(z.object(resource));
const RepliesQuery = requestSchema<CommentRepliesQueryV3>()(
  z.object({ ...resource, parent_id: z.string().optional() }),
);
const StoreBody = requestSchema<CommentStoreRequestV3>()(
  z.object({
    rt: z.union([z.literal(1), z.literal(2), z.literal('1'), z.literal('2')], { error: '参数错误' }),
    rid: z.coerce.number({ error: '参数错误' }).int('参数错误').positive('参数错误'),
    content: z
      .string({ error: '请输入评论内容' })
      .transform(stripTags)
      .pipe(
        z
          .string()
          .trim()
          .min(1, '请输入评论内容')
          .refine((s) => [...s].length <= COMMENT_V3_MAX, `评论内容最多${COMMENT_V3_MAX}个字符`),
      ),
    parent_id: z.union([z.string(), z.number()]).optional(),
    reply_id: z.union([z.string(), z.number()]).optional(),
  }),
);

/** MeEdu 4.9.30 comments (contract upstream-4.9.30.md §6) on the course and lesson comment store. */
export const commentRoutes: ApiModule = (app, deps) => {
  app.get('/api/v3/comments', list(deps));
  app.get('/api/v3/comments/replies', replies(deps));
  app.post('/api/v3/comment/store', requireMember(deps, 'v3'), store(deps));
};

const list = (deps: AppDeps) => async (c: Context) => {
  const q = query(c, ListQuery);
  return ok<CommentsReplyV3>(c, await commentsV3(deps.db, q.rt, q.rid, publicBase(c, deps.config)));
};

const replies = (deps: AppDeps) => async (c: Context) => {
  const q = query(c, RepliesQuery);
  return ok<CommentRepliesReplyV3>(
    c,
    await repliesV3(deps.db, q.rt, q.rid, q.parent_id, publicBase(c, deps.config)),
  );
};

const store = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const body = await jsonBody(c, StoreBody);
  const reply = await storeCommentV3(
    deps.db,
    {
      userId: c.get('userId'),
      rt: Number(body.rt) === 2 ? 2 : 1,
      rid: body.rid,
      content: body.content,
      parentId: body.parent_id,
      replyId: body.reply_id,
      ip: clientAddress(c, deps.config.trustProxy),
      now: deps.clock.now(),
    },
    publicBase(c, deps.config),
  );
  return ok<CommentStoreReplyV3>(c, reply);
};
