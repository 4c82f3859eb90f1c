import type {
  AttachDownloadUrlReply,
  CommentsReply,
  CourseCategory,
  CourseDetailReply,
  CourseListItem,
  CourseListRequest,
  EmptyReply,
  LaravelPage,
  LikeToggleReply,
} from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps, AppEnv } from '../../deps.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { jsonBody, paging, query, requestSchema } from '../../lib/validate.ts';
import { memberFromQueryToken, optionalMember, requireMember } from '../../middleware/auth.ts';
import {
  attachmentBySign,
  attachmentDownloadSign,
  addCourseComment,
  attachmentForDownload,
  courseCategoryTree,
  courseComments,
  courseDetailReply,
  type CourseListScene,
  coursePage,
  toggleCourseLike,
} from './service.ts';
import { idParam, nowDb } from '../../lib/http.ts';
import { commentSchema } from '../../lib/comments.ts';
import { downloadReply } from '../../lib/download.ts';

const SCENES: Record<string, CourseListScene> = { free: 'free', sub: 'sub', recom: 'recom' };

const listQuery = requestSchema<CourseListRequest>()(
  z
    .object({
      category_id: z.coerce.number().int().min(0).catch(0).default(0),
      scene: z.string().catch('').default(''),
    })
    .and(paging(16, 'page_size')),
);

/** contract catalog §2.1–2.7. */
export const courseRoutes: ApiModule = (app, deps) => {
  app.get('/api/v2/course_categories', categories(deps));
  app.get('/api/v2/courses', list(deps));
  app.get('/api/v2/course/:id', optionalMember(deps), detail(deps));
  app.get('/api/v2/course/:id/comments', comments(deps));
  app.post('/api/v2/course/:id/comment', requireMember(deps, 'v2'), comment(deps));
  app.get('/api/v2/course/:id/like', requireMember(deps, 'v2'), like(deps));
  app.get('/api/v2/course/attach/:id/download', download(deps));
  app.get('/api/v3/course/:courseId/attach/:id', requireMember(deps, 'v3'), attachUrl(deps));
  app.get('/api/v3/course/attach-download', signedDownload(deps));
};

/** MeEdu 4.9.30 (upstream-4.9.30.md §9.2): the address the client opens in a new window. */
const attachUrl = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const sign = await attachmentDownloadSign(
    deps,
    c.get('userId'),
    idParam(c.req.param('courseId')),
    idParam(c.req.param('id')),
    nowDb(deps.clock),
  );
  const url = `${publicBase(c, deps.config)}/api/v3/course/attach-download?sign=${encodeURIComponent(sign)}`;
  return ok<AttachDownloadUrlReply>(c, { download_url: url });
};

const signedDownload = (deps: AppDeps) => async (c: Context) =>
  downloadReply(c, await attachmentBySign(deps, c.req.query('sign') ?? ''));

const categories = (deps: AppDeps) => async (c: Context) =>
  ok<CourseCategory[]>(c, await courseCategoryTree(deps.db));

const list = (deps: AppDeps) => async (c: Context) => {
  const q = query(c, listQuery);
  const base = publicBase(c, deps.config);
  const filter = { now: nowDb(deps.clock), categoryId: q.category_id, scene: SCENES[q.scene] ?? 'latest' };
  return ok<LaravelPage<CourseListItem>>(
    c,
    await coursePage(deps.db, filter, q, base, `${base}${new URL(c.req.url).pathname}`),
  );
};

const detail = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const userId: number | undefined = c.get('userId');
  const id = idParam(c.req.param('id'));
  return ok<CourseDetailReply>(
    c,
    await courseDetailReply(deps.db, id, userId, nowDb(deps.clock), publicBase(c, deps.config)),
  );
};

const comments = (deps: AppDeps) => async (c: Context) =>
  ok<CommentsReply>(
    c,
    await courseComments(deps.db, idParam(c.req.param('id')), nowDb(deps.clock), publicBase(c, deps.config)),
  );

const comment = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const id = idParam(c.req.param('id'));
  const { content } = await jsonBody(c, commentSchema);
  const ip = clientAddress(c, deps.config.trustProxy);
  await addCourseComment(deps.db, id, c.get('userId'), content, ip, nowDb(deps.clock));
  return ok<EmptyReply>(c, []);
};

// A GET that toggles (contract §2.6): never cached.
const like = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  c.header('Cache-Control', 'no-store');
  const id = idParam(c.req.param('id'));
  return ok<LikeToggleReply>(c, await toggleCourseLike(deps.db, c.get('userId'), id, nowDb(deps.clock)));
};

// Opened with window.open, so the token comes in the query string (the header is accepted too).
const download = (deps: AppDeps) => async (c: Context) => {
  const userId = await memberFromQueryToken(deps, c);
  if (userId === null) return c.json({ code: 401, message: '错误', data: [] });
  const attach = await attachmentForDownload(deps, userId, idParam(c.req.param('id')), nowDb(deps.clock));
  return downloadReply(c, attach);
};
