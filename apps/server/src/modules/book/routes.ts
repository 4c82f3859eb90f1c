import type {
  BookArticleCommentReply,
  BookArticleCommentRequest,
  BookArticleCommentsReply,
  BookArticleCommentsRequest,
  BookCommentsReply,
  BookDetailReply,
  BookListReply,
  BookListRequest,
  BookReadReply,
  BookReadRecordRequest,
  BookRecItem,
  CommentRequest,
  ContentCommentsRequest,
  EmptyReply,
} from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps, AppEnv } from '../../deps.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { jsonBody, paging, query, requestSchema } from '../../lib/validate.ts';
import { optionalMember, requireMember } from '../../middleware/auth.ts';
import {
  addArticleComment,
  addBookComment,
  articleComments,
  bookComments,
  bookDetail,
  bookPage,
  commentsPaging,
  contentCommentSchema,
  readArticle,
  readPositionSchema,
  recommendedBooks,
  recordReading,
} from './service.ts';
import { idParam, nowDb } from '../../lib/http.ts';
import { commentSchema } from '../../lib/comments.ts';

const id0 = z.coerce.number().int().min(0).catch(0).default(0);

const listQuery = requestSchema<BookListRequest>()(
  z.object({ cid: id0, scene: z.string().catch('').default('') }).and(paging(10)),
);

const commentsQuery = requestSchema<ContentCommentsRequest>()(commentsPaging);
const articleCommentsQuery = requestSchema<BookArticleCommentsRequest>()(
  z.object({ parent_id: id0 }).and(commentsPaging),
);
const bookCommentBody = requestSchema<CommentRequest>()(commentSchema);
const articleCommentBody = requestSchema<BookArticleCommentRequest>()(contentCommentSchema);
const readRecordBody = requestSchema<BookReadRecordRequest>()(readPositionSchema);

const BASE = '/addons/MeeduBooks/api';

/** contract catalog §7 (MeeduBooks). */
export const bookRoutes: ApiModule = (app, deps) => {
  const member = requireMember(deps, 'v2');
  app.get(`${BASE}/v1/books`, list(deps));
  app.get(`${BASE}/v1/config/pcListPageRec`, recommended(deps));
  app.get(`${BASE}/v1/book/:id`, optionalMember(deps), detail(deps));
  app.get(`${BASE}/v1/book/:id/comments`, comments(deps));
  app.post(`${BASE}/v1/book/:id/comment`, member, comment(deps));
  app.get(`${BASE}/v1/book/:id/read`, member, read(deps));
  app.get(`${BASE}/v2/book/article/:id/comments`, articleCommentList(deps));
  app.post(`${BASE}/v1/book/article/:id/comment`, member, articleComment(deps));
  // Ours (issue 30): reading records; the storefront sends them only when the read reply has `read_record`.
  app.post(`${BASE}/v1/book/article/:id/record`, member, readRecord(deps));
};

const list = (deps: AppDeps) => async (c: Context) => {
  const q = query(c, listQuery);
  return ok<BookListReply>(
    c,
    await bookPage(deps.db, q.cid, q, nowDb(deps.clock), publicBase(c, deps.config)),
  );
};

const recommended = (deps: AppDeps) => async (c: Context) =>
  ok<BookRecItem[]>(c, await recommendedBooks(deps.db, nowDb(deps.clock), publicBase(c, deps.config)));

const detail = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const userId: number | undefined = c.get('userId');
  const id = idParam(c.req.param('id'));
  return ok<BookDetailReply>(
    c,
    await bookDetail(deps.db, id, userId, nowDb(deps.clock), publicBase(c, deps.config)),
  );
};

const comments = (deps: AppDeps) => async (c: Context) => {
  const p = query(c, commentsQuery);
  const id = idParam(c.req.param('id'));
  return ok<BookCommentsReply>(
    c,
    await bookComments(deps.db, id, p, nowDb(deps.clock), publicBase(c, deps.config)),
  );
};

const comment = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const id = idParam(c.req.param('id'));
  const { content } = await jsonBody(c, bookCommentBody);
  const ip = clientAddress(c, deps.config.trustProxy);
  await addBookComment(deps.db, id, c.get('userId'), content, ip, nowDb(deps.clock));
  return ok<EmptyReply>(c, []);
};

const read = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  c.header('Cache-Control', 'private, no-store');
  const id = idParam(c.req.param('id'));
  return ok<BookReadReply>(
    c,
    await readArticle(deps.db, id, c.get('userId'), nowDb(deps.clock), publicBase(c, deps.config)),
  );
};

const readRecord = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const id = idParam(c.req.param('id'));
  const { position } = await jsonBody(c, readRecordBody);
  await recordReading(deps.db, id, c.get('userId'), position, nowDb(deps.clock));
  return ok<EmptyReply>(c, []);
};

const articleCommentList = (deps: AppDeps) => async (c: Context) => {
  const q = query(c, articleCommentsQuery);
  const id = idParam(c.req.param('id'));
  return ok<BookArticleCommentsReply>(
    c,
    await articleComments(deps.db, id, q.parent_id, q, nowDb(deps.clock), publicBase(c, deps.config)),
  );
};

const articleComment = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const id = idParam(c.req.param('id'));
  const body = await jsonBody(c, articleCommentBody);
  const ip = clientAddress(c, deps.config.trustProxy);
  return ok<BookArticleCommentReply>(
    c,
    await addArticleComment(deps.db, id, c.get('userId'), body, ip, nowDb(deps.clock)),
  );
};
