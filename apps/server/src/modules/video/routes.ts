import type {
  CommentsReply,
  EmptyReply,
  PlayInfoReply,
  ProgressBeaconRequest,
  ProgressBeaconTokenReply,
  VideoDetailReply,
  WatchRecordRequest,
} from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps, AppEnv } from '../../deps.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { ApiError, ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { jsonBody, parseWith, requestSchema } from '../../lib/validate.ts';
import { optionalMember, requireMember } from '../../middleware/auth.ts';
import { serveMedia } from './media.ts';
import { keyReply, servePackaged } from './packaged.ts';
import { captionReply } from './captions.ts';
import {
  addVideoComment,
  beaconToken,
  captionFile,
  packagedKey,
  playInfo,
  recordBeacon,
  recordProgress,
  videoComments,
  videoDetailReply,
} from './service.ts';
import { idParam, nowDb } from '../../lib/http.ts';
import { commentSchema } from '../../lib/comments.ts';

const recordSchema = requestSchema<WatchRecordRequest>()(
  z.object({
    duration: z.coerce.number({ error: '参数错误' }).int('参数错误').positive('参数错误'),
  }),
);

const beaconSchema = requestSchema<ProgressBeaconRequest>()(
  z.object({
    token: z.string().max(1000),
    videos: z
      .array(z.object({ id: z.number().int().positive(), duration: z.number().int().positive() }))
      .max(50),
    books: z
      .array(
        z.object({ article_id: z.number().int().positive(), position: z.number().int().min(0).max(100) }),
      )
      .max(50)
      .optional(),
  }),
);

/** contract catalog §2.8–2.12, the demo media under /media, and packaged uploads (src/media) under /media too. */
export const videoRoutes: ApiModule = (app, deps) => {
  app.get('/media/hls/:asset/:file', (c) => servePackaged(c, deps));
  app.get('/media/keys/:asset', key(deps));
  app.get('/media/captions/:file', captions(deps));
  app.get('/media/*', (c) => serveMedia(c, deps.signer));
  app.get('/api/v2/video/:id', optionalMember(deps), detail(deps));
  app.get('/api/v2/video/:id/playinfo', requireMember(deps, 'v2'), play(deps));
  app.post('/api/v2/video/:id/record', requireMember(deps, 'v2'), record(deps));
  app.get('/api/v2/progress/beacon-token', requireMember(deps, 'v2'), (c) =>
    ok<ProgressBeaconTokenReply>(c, beaconToken(deps.signer, c.get('userId'))),
  );
  app.post('/api/v2/progress/beacon', beacon(deps));
  app.get('/api/v2/video/:id/comments', comments(deps));
  app.post('/api/v2/video/:id/comment', requireMember(deps, 'v2'), comment(deps));
};

const detail = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const userId: number | undefined = c.get('userId');
  const id = idParam(c.req.param('id'));
  return ok<VideoDetailReply>(
    c,
    await videoDetailReply(deps.db, id, userId, nowDb(deps.clock), publicBase(c, deps.config)),
  );
};

/**
 * 4.9.8 plays a trial when the client asks (`is_try`; the reference treats any value as "try", we read it);
 * 4.9.30 ignores `is_try` and plays the trial whenever the member may not watch the whole video (upstream-4.9.30.md
 * §9.5), and answers `{urls: []}` for a video without a source. Under `both`, a request without `is_try` is read
 * the 4.9.30 way.
 */
const play = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const id = idParam(c.req.param('id'));
  const dialect = deps.config.apiDialect;
  const isTry = c.req.query('is_try');
  const serverDecides = dialect === '4.9.30' || (dialect === 'both' && isTry === undefined);
  const wantsTry = serverDecides || isTry === '1';
  return ok<PlayInfoReply>(
    c,
    await playInfo(deps, id, c.get('userId'), wantsTry, nowDb(deps.clock), publicBase(c, deps.config), {
      emptyIsError: dialect !== '4.9.30',
      ip: clientAddress(c, deps.config.trustProxy),
    }),
  );
};

const key = (deps: AppDeps) => async (c: Context) => {
  const assetId = Number(c.req.param('asset'));
  if (!Number.isSafeInteger(assetId) || assetId <= 0) return c.text('Not Found', 404);
  return keyReply(c, await packagedKey(deps, assetId, c.req.query('sign'), nowDb(deps.clock)));
};

/** `/media/captions/<id>.vtt?sign=` (modules/video/captions.ts). */
const captions = (deps: AppDeps) => async (c: Context) => {
  const id = /^(\d{1,15})\.vtt$/.exec(c.req.param('file') ?? '')?.[1];
  if (id === undefined) return c.text('Not Found', 404);
  return captionReply(c, await captionFile(deps, Number(id), c.req.query('sign'), nowDb(deps.clock)));
};

const record = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const id = idParam(c.req.param('id'));
  const { duration } = await jsonBody(c, recordSchema);
  await recordProgress(deps.db, id, c.get('userId'), duration, nowDb(deps.clock));
  return ok<EmptyReply>(c, []);
};

/**
 * A closing tab's last positions (`navigator.sendBeacon`): the body is text holding JSON, since a beacon cannot
 * send an Authorization header or a JSON content type without a preflight; the signed token inside names the member.
 */
const beacon = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError('参数错误');
  }
  const body = parseWith(beaconSchema, raw);
  await recordBeacon(deps, body, nowDb(deps.clock));
  return ok<EmptyReply>(c, []);
};

const comments = (deps: AppDeps) => async (c: Context) =>
  ok<CommentsReply>(
    c,
    await videoComments(deps.db, idParam(c.req.param('id')), nowDb(deps.clock), publicBase(c, deps.config)),
  );

const comment = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const id = idParam(c.req.param('id'));
  const { content } = await jsonBody(c, commentSchema);
  const ip = clientAddress(c, deps.config.trustProxy);
  await addVideoComment(deps.db, id, c.get('userId'), content, ip, nowDb(deps.clock));
  return ok<EmptyReply>(c, []);
};
