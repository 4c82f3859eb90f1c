import type {
  ChatHistoryReply,
  ChatHistoryRequest,
  ChatSendRequest,
  EmptyReply,
  LiveAttachmentsReply,
  LiveCommentsReply,
  LiveCommentsRequest,
  LiveDetailReply,
  LiveDurationRequest,
  LiveListReply,
  LiveListRequest,
  LivePlayReply,
} from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps, AppEnv } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { jsonBody, paging, query, requestSchema } from '../../lib/validate.ts';
import { memberFromQueryToken, optionalMember, requireMember } from '../../middleware/auth.ts';
import {
  addLiveComment,
  attachmentForDownload,
  attachments,
  chatHistory,
  liveComments,
  liveDetail,
  livePage,
  livePlaylist,
  liveReplayKey,
  liveSegment,
  playInfo,
  recordWatch,
  sendChat,
  signIn,
} from './service.ts';
import { idParam, nowDb } from '../../lib/http.ts';
import { addPackagedKeyOwner } from '../video/service.ts';
import { commentSchema } from '../../lib/comments.ts';
import { downloadReply } from '../../lib/download.ts';

const listQuery = requestSchema<LiveListRequest>()(
  z.object({ cid: z.coerce.number().int().min(0).catch(0).default(0) }).and(paging(16)),
);

/** The client asks for 10000 comments at once; the service caps the page (contract open question 13). */
const commentsQuery = requestSchema<LiveCommentsRequest>()(
  z.object({
    page: z.coerce.number().int().min(1).catch(1).default(1),
    size: z.coerce.number().int().min(1).catch(10).default(10),
  }),
);

const historyQuery = requestSchema<ChatHistoryRequest>()(paging(100));

const durationSchema = z.coerce
  .number({ error: '参数错误' })
  .int('参数错误')
  .min(1, '参数错误')
  .max(24 * 3600, '参数错误');

const sendSchema = requestSchema<ChatSendRequest>()(
  z.object({
    content: z.string({ error: '请输入消息内容' }),
    duration: z.coerce.number().min(0).catch(0).default(0),
  }),
);

const watchSchema = requestSchema<LiveDurationRequest>()(z.object({ duration: durationSchema }));

const GO = '/addons/zhibo/api/v1/course/:courseId/video/:videoId';

/** contract catalog §6.1–6.6 (the go-meedu endpoints are served here too: `meedu_api_go_url` points at us). */
export const liveRoutes: ApiModule = (app, deps) => {
  // A streamed lesson's replay is a packaged asset: its key goes to members who may watch the lesson.
  addPackagedKeyOwner(liveReplayKey);
  const member = requireMember(deps, 'v2');
  app.get('/addons/zhibo/api/v1/courses', list(deps));
  app.get('/addons/zhibo/api/v1/course/:id', optionalMember(deps), detail(deps));
  app.get('/addons/zhibo/api/v1/course/:id/comments', comments(deps));
  app.post('/addons/zhibo/api/v1/course/:id/comment', member, comment(deps));
  app.get('/addons/zhibo/api/v1/course/:id/play', member, play(deps));
  app.get(`${GO}/chat/msg`, member, history(deps));
  app.post(`${GO}/chat/send`, member, send(deps));
  app.post(`${GO}/signIn/:recordId`, member, sign(deps));
  app.post(`${GO}/liveWatchRecord`, member, watch(deps, 'live'));
  app.post(`${GO}/vodWatchRecord`, member, watch(deps, 'replay'));
  app.get(`${GO}/attach/index`, member, attachIndex(deps));
  app.get(`${GO}/attach/:id/download`, download(deps));
  app.get('/addons/zhibo/stream/:videoId/live.m3u8', stream(deps));
  app.get('/addons/zhibo/stream/:videoId/:segment', segment(deps));
};

const lessonIds = (c: Context) => ({
  courseId: idParam(c.req.param('courseId')),
  videoId: idParam(c.req.param('videoId')),
});

const list = (deps: AppDeps) => async (c: Context) =>
  ok<LiveListReply>(
    c,
    await livePage(deps.db, query(c, listQuery), nowDb(deps.clock), publicBase(c, deps.config)),
  );

const detail = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const userId: number | undefined = c.get('userId');
  return ok<LiveDetailReply>(
    c,
    await liveDetail(
      deps.db,
      idParam(c.req.param('id')),
      userId,
      nowDb(deps.clock),
      publicBase(c, deps.config),
    ),
  );
};

const comments = (deps: AppDeps) => async (c: Context) =>
  ok<LiveCommentsReply>(
    c,
    await liveComments(
      deps.db,
      idParam(c.req.param('id')),
      query(c, commentsQuery),
      nowDb(deps.clock),
      publicBase(c, deps.config),
    ),
  );

const comment = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const { content } = await jsonBody(c, commentSchema);
  await addLiveComment(deps.db, idParam(c.req.param('id')), c.get('userId'), content, nowDb(deps.clock));
  return ok<EmptyReply>(c, []);
};

const play = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  c.header('Cache-Control', 'no-store');
  return ok<LivePlayReply>(
    c,
    await playInfo(deps, idParam(c.req.param('id')), c.get('userId'), publicBase(c, deps.config)),
  );
};

const history = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const { courseId, videoId } = lessonIds(c);
  return ok<ChatHistoryReply>(
    c,
    await chatHistory(deps, courseId, videoId, c.get('userId'), query(c, historyQuery)),
  );
};

const send = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const { courseId, videoId } = lessonIds(c);
  await sendChat(deps, courseId, videoId, c.get('userId'), await jsonBody(c, sendSchema));
  return ok<EmptyReply>(c, []);
};

const sign = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const { courseId, videoId } = lessonIds(c);
  await signIn(deps, courseId, videoId, idParam(c.req.param('recordId')), c.get('userId'));
  return ok<EmptyReply>(c, []);
};

const watch = (deps: AppDeps, kind: 'live' | 'replay') => async (c: Context<AppEnv>) => {
  const { courseId, videoId } = lessonIds(c);
  const { duration } = await jsonBody(c, watchSchema);
  await recordWatch(deps, courseId, videoId, c.get('userId'), kind, duration);
  return ok<EmptyReply>(c, []);
};

const attachIndex = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const { courseId, videoId } = lessonIds(c);
  return ok<LiveAttachmentsReply>(c, await attachments(deps, courseId, videoId, c.get('userId')));
};

// Opened with window.open, so the token comes in the query string (the header is accepted too).
const download = (deps: AppDeps) => async (c: Context) => {
  const userId = await memberFromQueryToken(deps, c);
  if (userId === null) return c.json({ code: 401, message: '错误', data: [] });
  const { courseId, videoId } = lessonIds(c);
  const attach = await attachmentForDownload(deps, courseId, videoId, idParam(c.req.param('id')), userId);
  return downloadReply(c, attach);
};

const stream = (deps: AppDeps) => async (c: Context) => {
  const text = await livePlaylist(deps, idParam(c.req.param('videoId')), c.req.query('sign'));
  if (text === null) return c.text('Forbidden', 403);
  return c.body(text, 200, {
    'Content-Type': 'application/vnd.apple.mpegurl',
    'Cache-Control': 'no-cache',
    'Access-Control-Allow-Origin': '*',
  });
};

const segment = (deps: AppDeps) => async (c: Context) => {
  const videoId = idParam(c.req.param('videoId'));
  const bytes = await liveSegment(deps, videoId, c.req.param('segment') ?? '', c.req.query('sign'));
  if (bytes === null) return c.text('Forbidden', 403);
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': 'video/mp2t',
    'Cache-Control': 'private, max-age=60',
    'Access-Control-Allow-Origin': '*',
  });
};
