import type {
  TopicCommentReply,
  TopicCommentRequest,
  TopicCommentsReply,
  TopicCommentsRequest,
  TopicDetailReply,
  TopicListReply,
  TopicListRequest,
  TopicRecItem,
  TopicToggleReply,
} from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps, AppEnv } from '../../deps.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { jsonBody, paging, query, requestSchema } from '../../lib/validate.ts';
import { optionalMember, requireMember } from '../../middleware/auth.ts';
import { commentsPaging, contentCommentSchema } from '../book/service.ts';
import {
  addTopicComment,
  recommendedTopics,
  toggleCollect,
  toggleVote,
  topicComments,
  topicDetail,
  topicPage,
} from './service.ts';
import { idParam, nowDb } from '../../lib/http.ts';

const id0 = z.coerce.number().int().min(0).catch(0).default(0);

const listQuery = requestSchema<TopicListRequest>()(
  z.object({ cid: id0, scene: z.string().catch('').default('') }).and(paging(10)),
);
const commentsQuery = requestSchema<TopicCommentsRequest>()(
  z.object({ comment_id: id0 }).and(commentsPaging),
);
const commentBody = requestSchema<TopicCommentRequest>()(contentCommentSchema);

const BASE = '/addons/MeeduTopics/api';

/** contract catalog §8 (MeeduTopics). */
export const topicRoutes: ApiModule = (app, deps) => {
  const member = requireMember(deps, 'v2');
  app.get(`${BASE}/v1/topics`, list(deps));
  app.get(`${BASE}/v1/config/pcListPageRec`, recommended(deps));
  app.get(`${BASE}/v1/topic/:id`, optionalMember(deps), detail(deps));
  app.get(`${BASE}/v2/topic/:id/comments`, comments(deps));
  app.post(`${BASE}/v1/topic/:id/comment`, member, comment(deps));
  app.post(`${BASE}/v1/topic/:id/vote`, member, vote(deps));
  app.post(`${BASE}/v1/topic/:id/collect`, member, collect(deps));
};

const list = (deps: AppDeps) => async (c: Context) => {
  const q = query(c, listQuery);
  return ok<TopicListReply>(
    c,
    await topicPage(deps.db, q.cid, q, nowDb(deps.clock), publicBase(c, deps.config)),
  );
};

const recommended = (deps: AppDeps) => async (c: Context) =>
  ok<TopicRecItem[]>(c, await recommendedTopics(deps.db, nowDb(deps.clock), publicBase(c, deps.config)));

const detail = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  c.header('Cache-Control', 'private, no-store');
  const userId: number | undefined = c.get('userId');
  const id = idParam(c.req.param('id'));
  return ok<TopicDetailReply>(
    c,
    await topicDetail(deps.db, id, userId, nowDb(deps.clock), publicBase(c, deps.config)),
  );
};

const comments = (deps: AppDeps) => async (c: Context) => {
  const q = query(c, commentsQuery);
  const id = idParam(c.req.param('id'));
  return ok<TopicCommentsReply>(
    c,
    await topicComments(deps.db, id, q.comment_id, q, nowDb(deps.clock), publicBase(c, deps.config)),
  );
};

const comment = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const id = idParam(c.req.param('id'));
  const body = await jsonBody(c, commentBody);
  const ip = clientAddress(c, deps.config.trustProxy);
  return ok<TopicCommentReply>(
    c,
    await addTopicComment(deps.db, id, c.get('userId'), body, ip, nowDb(deps.clock)),
  );
};

const vote = (deps: AppDeps) => async (c: Context<AppEnv>) =>
  ok<TopicToggleReply>(
    c,
    await toggleVote(deps.db, c.get('userId'), idParam(c.req.param('id')), nowDb(deps.clock)),
  );

const collect = (deps: AppDeps) => async (c: Context<AppEnv>) =>
  ok<TopicToggleReply>(
    c,
    await toggleCollect(deps.db, c.get('userId'), idParam(c.req.param('id')), nowDb(deps.clock)),
  );
