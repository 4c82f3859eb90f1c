import type { MemberCertsReply } from '@meedu/contract';
import type { Context } from 'hono';
import type { ApiModule, AppDeps, AppEnv } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { paging, query } from '../../lib/validate.ts';
import { memberFromQueryToken, requireMember } from '../../middleware/auth.ts';
import { certPng } from './render.ts';
import { memberCertSvg, memberCerts } from './service.ts';
import { idParam, nowDb } from '../../lib/http.ts';

/** contract commerce-exam §7 (Cert). */
export const certRoutes: ApiModule = (app, deps) => {
  app.get('/addons/Cert/api/v1/member/cert', requireMember(deps, 'v2'), list(deps));
  app.get('/addons/Cert/api/v1/member/cert/:id/download', download(deps));
};

const list = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const page = query(c, paging(10));
  const now = nowDb(deps.clock);
  return ok<MemberCertsReply>(
    c,
    await memberCerts(deps.db, c.get('userId'), page, now, publicBase(c, deps.config)),
  );
};

// Opened in a new window, so the token comes in the query string (the header is accepted too). The id is the
// certificate template's (contract §7).
const download = (deps: AppDeps) => async (c: Context) => {
  const userId = await memberFromQueryToken(deps, c);
  if (userId === null) return c.json({ code: 401, message: '错误', data: [] });
  const certId = idParam(c.req.param('id'));
  const png = await certPng(await memberCertSvg(deps, userId, certId, nowDb(deps.clock)));
  return c.body(new Uint8Array(png), 200, {
    'Content-Type': 'image/png',
    'Content-Length': String(png.length),
    'Content-Disposition': `attachment; filename="cert-${certId}.png"; filename*=UTF-8''${encodeURIComponent('证书')}-${certId}.png`,
    'Cache-Control': 'private, no-store',
  });
};
