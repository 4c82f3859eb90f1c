import type { LearnedVideo, LikedResourceRow, ListPage } from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps, AppEnv } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { paging, query } from '../../lib/validate.ts';
import { requireMember } from '../../middleware/auth.ts';
import { learnedVideos } from '../course/service.ts';
import {
  bookViews,
  boughtTopics,
  collectedTopics,
  learnedCourses,
  likedResources,
  liveLearned,
  liveSubscribed,
  memberBooks,
  memberCourses,
  topicViews,
  type PageArgs,
} from './service.ts';
import { idParam, nowDb } from '../../lib/http.ts';

const pageQuery = paging(10);
const likeListQuery = z.object({ type: z.enum(['live', 'book'], { error: '参数错误' }) }).and(paging(10));

/** The study centre (contract account §7): every list is the caller's own rows only. */
export const studyRoutes: ApiModule = (app, deps) => {
  const v3 = requireMember(deps, 'v3');
  const v2 = requireMember(deps, 'v2');
  app.get(
    '/api/v3/member/courses/learned',
    v3,
    list(deps, (a) => learnedCourses(a.db, a.userId, a.page, a.now, a.base)),
  );
  app.get(
    '/api/v3/member/courses',
    v3,
    list(deps, (a) => memberCourses(a.db, 'user_courses', a.userId, a.page, a.now, a.base)),
  );
  app.get(
    '/api/v3/member/courses/like',
    v3,
    list(deps, (a) => memberCourses(a.db, 'course_likes', a.userId, a.page, a.now, a.base)),
  );
  app.get('/api/v3/member/learned/course/:id', v3, learnedCourse(deps));
  app.get(
    '/addons/zhibo/api/v1/member/courses/learned',
    v2,
    list(deps, (a) => liveLearned(a.db, a.userId, a.page, a.base)),
  );
  app.get(
    '/addons/zhibo/api/v1/member/courses',
    v2,
    list(deps, (a) => liveSubscribed(a.db, a.userId, a.page, a.base)),
  );
  app.get('/addons/templateOne/api/v1/like/courses', v2, likedCourses(deps));
  app.get(
    '/addons/MeeduBooks/api/v2/member/book/view',
    v2,
    list(deps, (a) => bookViews(a.db, a.userId, a.page, a.base)),
  );
  app.get(
    '/addons/MeeduBooks/api/v2/member/books',
    v2,
    list(deps, (a) => memberBooks(a.db, a.userId, a.page, a.base)),
  );
  app.get(
    '/addons/MeeduTopics/api/v2/member/topics/view',
    v2,
    list(deps, (a) => topicViews(a.db, a.userId, a.page, a.base)),
  );
  // These two answer double-nested `{data: {data, total}}` (account §1.5).
  app.get(
    '/addons/MeeduTopics/api/v1/user/buyTopics',
    v2,
    list(deps, (a) => boughtTopics(a.db, a.userId, a.page, a.base), true),
  );
  app.get(
    '/addons/MeeduTopics/api/v1/user/collect',
    v2,
    list(deps, (a) => collectedTopics(a.db, a.userId, a.page, a.base), true),
  );
};

interface ListArgs {
  db: AppDeps['db'];
  userId: number;
  page: PageArgs;
  now: string;
  base: string;
}

/** A paged list of the member's rows (`page`/`size`); `nested` wraps it as `{data: {data, total}}`. */
const list =
  <R>(deps: AppDeps, load: (a: ListArgs) => Promise<R>, nested = false) =>
  async (c: Context<AppEnv>) => {
    const page = query(c, pageQuery);
    const args = {
      db: deps.db,
      userId: c.get('userId'),
      page,
      now: nowDb(deps.clock),
      base: publicBase(c, deps.config),
    };
    const data: R = await load(args);
    return ok<R | { data: R }>(c, nested ? { data } : data);
  };

const learnedCourse = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const id = idParam(c.req.param('id'));
  return ok<LearnedVideo[]>(c, await learnedVideos(deps.db, id, c.get('userId'), nowDb(deps.clock)));
};

const likedCourses = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const q = query(c, likeListQuery);
  return ok<ListPage<LikedResourceRow>>(
    c,
    await likedResources(deps.db, c.get('userId'), q.type, q, publicBase(c, deps.config)),
  );
};
