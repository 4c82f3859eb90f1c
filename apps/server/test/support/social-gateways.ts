import { createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local fakes of QQ Connect, WeChat (Open Platform website login and Official Account API) and Tencent Cloud
 * FaceID. Each checks what the real gateway checks (app ids, secrets, redirect_uri, codes and tokens, TC3
 * signatures) and answers in the provider's own formats, errors included.
 */
export interface FakeGateway {
  url: string;
  /** Every request received, as `METHOD path?query`. */
  requests: string[];
  close(): Promise<void>;
}

type Handler = (
  req: http.IncomingMessage,
  url: URL,
  body: string,
) => { status?: number; type?: string; body: string; location?: string };

async function serve(handler: Handler): Promise<FakeGateway> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      requests.push(`${req.method ?? 'GET'} ${url.pathname}${url.search}`);
      const out = handler(req, url, body);
      const headers: Record<string, string> = { 'content-type': out.type ?? 'application/json' };
      if (out.location) headers.location = out.location;
      res.writeHead(out.status ?? (out.location ? 302 : 200), headers);
      res.end(out.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const token = () => randomBytes(12).toString('hex');
const json = (v: unknown) => ({ body: JSON.stringify(v) });
const withQuery = (base: string, params: Record<string, string>) => {
  const u = new URL(base);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
};

export interface FakeUser {
  openid: string;
  nickname: string;
  avatar: string;
}

// ---------------------------------------------------------------- QQ Connect

export interface FakeQq extends FakeGateway {
  /** Who the next authorization is given as (the person on QQ's authorize page). */
  authorizeAs: FakeUser;
}

/** QQ Connect: authorize → code; token (fmt=json) → access token; me (JSONP) → openid; get_user_info. */
export async function startFakeQq(app: { appId: string; appKey: string }): Promise<FakeQq> {
  const codes = new Map<string, { redirectUri: string; user: FakeUser }>();
  const tokens = new Map<string, FakeUser>();
  // QQ answers OAuth errors as JSONP, as its /me does.
  const jsonp = (v: unknown) => ({ type: 'text/html', body: `callback( ${JSON.stringify(v)} );\n` });
  const oauthError = (error: number, description: string) => jsonp({ error, error_description: description });
  const fake: FakeQq = {
    ...(await serve((_req, url) => {
      const q = Object.fromEntries(url.searchParams);
      switch (url.pathname) {
        case '/oauth2.0/authorize': {
          if (q.client_id !== app.appId)
            return { status: 200, type: 'text/html', body: '<p>应用不存在 100008</p>' };
          if (q.response_type !== 'code' || !q.redirect_uri || !q.state)
            return { type: 'text/html', body: '<p>参数错误 100000</p>' };
          const code = token();
          codes.set(code, { redirectUri: q.redirect_uri, user: fake.authorizeAs });
          return { location: withQuery(q.redirect_uri, { code, state: q.state }), body: '' };
        }
        case '/oauth2.0/token': {
          if (q.grant_type !== 'authorization_code') return oauthError(100005, 'param grant_type is wrong');
          if (q.client_id !== app.appId) return oauthError(100008, 'client_id is illegal');
          if (q.client_secret !== app.appKey) return oauthError(100009, 'client secret is illegal');
          const issued = q.code ? codes.get(q.code) : undefined;
          if (!issued) return oauthError(100019, 'code to access token error');
          if (issued.redirectUri !== q.redirect_uri) return oauthError(100010, 'redirect uri is illegal');
          codes.delete(q.code ?? '');
          const accessToken = token();
          tokens.set(accessToken, issued.user);
          const reply = { access_token: accessToken, expires_in: '7776000', refresh_token: token() };
          return q.fmt === 'json'
            ? json(reply)
            : { type: 'text/plain', body: new URLSearchParams(reply).toString() };
        }
        case '/oauth2.0/me': {
          const user = tokens.get(q.access_token ?? '');
          if (!user) return oauthError(100016, 'access token check failed');
          return jsonp({ client_id: app.appId, openid: user.openid });
        }
        case '/user/get_user_info': {
          const user = tokens.get(q.access_token ?? '');
          if (!user || q.oauth_consumer_key !== app.appId || q.openid !== user.openid)
            return json({ ret: 100030, msg: 'this api without user authorization' });
          return json({
            ret: 0,
            msg: '',
            nickname: user.nickname,
            figureurl_qq_1: `${user.avatar}?40`,
            figureurl_qq_2: user.avatar,
          });
        }
        default:
          return { status: 404, body: 'not found' };
      }
    })),
    authorizeAs: { openid: 'QQOPENID0001', nickname: 'QQ小明', avatar: 'https://thirdqq.qlogo.cn/a.png' },
  };
  return fake;
}

// ---------------------------------------------------------------- WeChat

export interface FakeWechat extends FakeGateway {
  authorizeAs: FakeUser & { unionid?: string };
  /** The scenes of the temporary QRs created, in order. */
  scenes: string[];
  /** openids that follow the Official Account. */
  followers: Map<string, FakeUser>;
  /** How many client_credential tokens were issued. */
  tokensIssued: number;
  /** Expires every issued MP access token (WeChat then answers 42001). */
  expireTokens(): void;
}

/** WeChat: qrconnect → code; sns/oauth2/access_token; sns/userinfo; cgi-bin/token; qrcode/create; user/info. */
export async function startFakeWechat(apps: {
  open: { appId: string; secret: string };
  mp: { appId: string; secret: string };
}): Promise<FakeWechat> {
  const codes = new Map<string, FakeUser & { unionid?: string }>();
  const snsTokens = new Map<string, FakeUser & { unionid?: string }>();
  let mpTokens = new Set<string>();
  const expired = new Set<string>();
  const err = (errcode: number, errmsg: string) => json({ errcode, errmsg });
  const fake: FakeWechat = {
    ...(await serve((req, url, body) => {
      const q = Object.fromEntries(url.searchParams);
      const mpToken = () => {
        if (expired.has(q.access_token ?? '')) return err(42001, 'access_token expired');
        if (!mpTokens.has(q.access_token ?? ''))
          return err(40001, 'invalid credential, access_token is invalid');
        return null;
      };
      switch (url.pathname) {
        case '/connect/qrconnect': {
          if (q.appid !== apps.open.appId || q.scope !== 'snsapi_login' || q.response_type !== 'code')
            return { type: 'text/html', body: '<p>参数错误</p>' };
          const code = token();
          codes.set(code, fake.authorizeAs);
          return { location: withQuery(q.redirect_uri ?? '', { code, state: q.state ?? '' }), body: '' };
        }
        case '/sns/oauth2/access_token': {
          if (q.appid !== apps.open.appId) return err(40013, 'invalid appid');
          if (q.secret !== apps.open.secret) return err(40125, 'invalid appsecret');
          if (q.grant_type !== 'authorization_code') return err(40002, 'invalid grant_type');
          const user = codes.get(q.code ?? '');
          if (!user) return err(40029, 'invalid code');
          codes.delete(q.code ?? '');
          const accessToken = token();
          snsTokens.set(accessToken, user);
          return json({
            access_token: accessToken,
            expires_in: 7200,
            refresh_token: token(),
            openid: user.openid,
            scope: 'snsapi_login',
            ...(user.unionid && { unionid: user.unionid }),
          });
        }
        case '/sns/userinfo': {
          const user = snsTokens.get(q.access_token ?? '');
          if (!user || user.openid !== q.openid) return err(40001, 'invalid credential');
          return json({
            openid: user.openid,
            nickname: user.nickname,
            headimgurl: user.avatar,
            ...(user.unionid && { unionid: user.unionid }),
          });
        }
        case '/cgi-bin/token': {
          if (q.grant_type !== 'client_credential') return err(40002, 'invalid grant_type');
          if (q.appid !== apps.mp.appId) return err(40013, 'invalid appid');
          if (q.secret !== apps.mp.secret) return err(40125, 'invalid appsecret');
          const accessToken = token();
          mpTokens.add(accessToken);
          fake.tokensIssued += 1;
          return json({ access_token: accessToken, expires_in: 7200 });
        }
        case '/cgi-bin/qrcode/create': {
          if (req.method !== 'POST') return err(43002, 'require POST method');
          const bad = mpToken();
          if (bad) return bad;
          const r = JSON.parse(body) as {
            action_name?: string;
            action_info?: { scene?: { scene_str?: string } };
          };
          const scene = r.action_info?.scene?.scene_str;
          if (r.action_name !== 'QR_STR_SCENE' || !scene) return err(40053, 'invalid action info');
          fake.scenes.push(scene);
          const ticket = token();
          return json({ ticket, expire_seconds: 3600, url: `http://weixin.qq.com/q/${ticket}` });
        }
        case '/cgi-bin/user/info': {
          const bad = mpToken();
          if (bad) return bad;
          const user = fake.followers.get(q.openid ?? '');
          if (!user) return json({ subscribe: 0, openid: q.openid });
          return json({
            subscribe: 1,
            openid: user.openid,
            nickname: user.nickname,
            headimgurl: user.avatar,
          });
        }
        default:
          return { status: 404, body: 'not found' };
      }
    })),
    authorizeAs: { openid: 'oOPEN0001', nickname: '微信小红', avatar: 'https://wx.qlogo.cn/a.png' },
    scenes: [],
    followers: new Map(),
    tokensIssued: 0,
    expireTokens() {
      for (const t of mpTokens) expired.add(t);
      mpTokens = new Set();
    },
  };
  return fake;
}

/** The query WeChat adds to a push to the event URL, signed with `token` (sha1 of the sorted token/timestamp/nonce). */
export function signedPushQuery(mpToken: string, timestamp: number, nonce = token()): URLSearchParams {
  const ts = String(timestamp);
  const signature = createHash('sha1').update([mpToken, ts, nonce].sort().join('')).digest('hex');
  return new URLSearchParams({ signature, timestamp: ts, nonce, openid: 'ignored' });
}

/** A subscribe (`qrscene_` key) or SCAN event push, as WeChat sends it in plain mode. */
export function scanEventXml(o: { openid: string; event: 'subscribe' | 'SCAN'; scene: string; at: number }) {
  const key = o.event === 'subscribe' ? `qrscene_${o.scene}` : o.scene;
  return `<xml><ToUserName><![CDATA[gh_fakeaccount]]></ToUserName><FromUserName><![CDATA[${o.openid}]]></FromUserName><CreateTime>${o.at}</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[${o.event}]]></Event><EventKey><![CDATA[${key}]]></EventKey><Ticket><![CDATA[TICKET]]></Ticket></xml>`;
}

// ---------------------------------------------------------------- Tencent Cloud FaceID

export interface FakeFaceId extends FakeGateway {
  /** The attempts opened with DetectAuth, by BizToken: pending until the test finishes them. */
  attempts: Map<
    string,
    { redirectUrl: string; result: 'pending' | { errCode: number; name: string; idCard: string } }
  >;
}

const sha256Hex = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac = (key: string | Buffer, s: string) => createHmac('sha256', key).update(s).digest();

/**
 * The TC3-HMAC-SHA256 check, written from Tencent Cloud's signature v3 documentation apart from the server's own
 * implementation: the canonical request over the signed headers as received, the date-scoped derived key.
 */
function tc3Valid(
  req: http.IncomingMessage,
  body: string,
  creds: { secretId: string; secretKey: string },
): string | null {
  const auth = req.headers.authorization ?? '';
  const m =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return 'AuthFailure.InvalidAuthorization';
  const [, secretId, date, service, signedHeaders, signature] = m as unknown as string[];
  if (secretId !== creds.secretId) return 'AuthFailure.SecretIdNotFound';
  const timestamp = Number(req.headers['x-tc-timestamp']);
  if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) return 'AuthFailure.SignatureFailure';
  if (Math.abs(Date.now() / 1000 - timestamp) > 300) return 'AuthFailure.SignatureExpire';
  const names = (signedHeaders ?? '').split(';');
  if (!names.includes('host') || !names.includes('content-type')) return 'AuthFailure.SignatureFailure';
  const canonicalHeaders = names
    .map(
      (n) =>
        `${n}:${String(req.headers[n] ?? '')
          .trim()
          .toLowerCase()}\n`,
    )
    .join('');
  const canonical = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256Hex(body)].join('\n');
  const toSign = [
    'TC3-HMAC-SHA256',
    String(timestamp),
    `${date}/${service}/tc3_request`,
    sha256Hex(canonical),
  ].join('\n');
  const key = hmac(hmac(hmac(`TC3${creds.secretKey}`, date ?? ''), service ?? ''), 'tc3_request');
  return createHmac('sha256', key).update(toSign).digest('hex') === signature
    ? null
    : 'AuthFailure.SignatureFailure';
}

export async function startFakeFaceId(o: {
  secretId: string;
  secretKey: string;
  ruleId: string;
}): Promise<FakeFaceId> {
  const attempts: FakeFaceId['attempts'] = new Map();
  const reply = (r: Record<string, unknown>) => json({ Response: { ...r, RequestId: token() } });
  const error = (code: string, message: string) => reply({ Error: { Code: code, Message: message } });
  const gateway = await serve((req, _url, body) => {
    const failure = tc3Valid(req, body, o);
    if (failure) return error(failure, 'The provided credentials could not be validated.');
    if (req.headers['x-tc-version'] !== '2018-03-01') return error('InvalidParameter', 'version');
    const p = JSON.parse(body) as { RuleId?: string; RedirectUrl?: string; BizToken?: string };
    if (p.RuleId !== o.ruleId) return error('InvalidParameterValue.RuleId', 'RuleId不存在');
    switch (req.headers['x-tc-action']) {
      case 'DetectAuth': {
        const bizToken = `BIZ${token()}`.toUpperCase();
        attempts.set(bizToken, { redirectUrl: p.RedirectUrl ?? '', result: 'pending' });
        return reply({ Url: `https://faceid.qq.com/api/web/index?token=${bizToken}`, BizToken: bizToken });
      }
      case 'GetDetectInfoEnhanced': {
        const a = attempts.get(p.BizToken ?? '');
        if (!a) return error('InvalidParameterValue.BizTokenIllegal', 'BizToken不合法');
        if (a.result === 'pending')
          return reply({ Text: { ErrCode: null, ErrMsg: null, Name: '', IdCard: '' } });
        return reply({
          Text: {
            ErrCode: a.result.errCode,
            ErrMsg: a.result.errCode === 0 ? '成功' : '比对失败',
            Name: a.result.name,
            IdCard: a.result.idCard,
          },
        });
      }
      default:
        return error('InvalidAction', 'unknown action');
    }
  });
  return { ...gateway, attempts };
}
