import { createHash, timingSafeEqual } from 'node:crypto';
import type { WechatMpConfig } from '../../../config.ts';
import {
  ProviderFailure,
  type ProviderIdentity,
  providerGet,
  providerPostJson,
  str,
  withQuery,
} from './types.ts';
import { WECHAT_REASON, wechatReply } from './wechat-open.ts';

/** A temporary QR lives as long as a scan code (contract §3.9: 1 h). */
const QR_SECONDS = 3600;
/** access_token errors after which a fresh token is fetched once: invalid (40001), expired (42001), not latest (40014). */
const STALE_TOKEN = new Set([40001, 40014, 42001]);

/** The signature WeChat puts on every push to our event URL: sha1 of token, timestamp and nonce, sorted. */
export function mpSignature(token: string, timestamp: string, nonce: string): string {
  return createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');
}

export function mpSignatureValid(
  token: string,
  q: { signature?: string; timestamp?: string; nonce?: string },
) {
  if (!q.signature || !q.timestamp || !q.nonce) return false;
  const expected = Buffer.from(mpSignature(token, q.timestamp, q.nonce));
  const given = Buffer.from(q.signature.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The fields of a pushed message (plain-text mode), CDATA or not. */
export function mpMessage(xml: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of xml.matchAll(/<(\w+)>(?:<!\[CDATA\[([\s\S]*?)\]\]>|([^<]*))<\/\1>/g)) {
    const [, name, cdata, plain] = m;
    if (name && name !== 'xml') out[name] = cdata ?? plain ?? '';
  }
  return out;
}

const cdata = (s: string) => `<![CDATA[${s.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** A passive text reply to a pushed message (WeChat shows it to the person in the chat). */
export function mpTextReply(to: string, from: string, text: string, now: Date): string {
  return (
    `<xml><ToUserName>${cdata(to)}</ToUserName><FromUserName>${cdata(from)}</FromUserName>` +
    `<CreateTime>${Math.floor(now.getTime() / 1000)}</CreateTime><MsgType>${cdata('text')}</MsgType>` +
    `<Content>${cdata(text)}</Content></xml>`
  );
}

export interface MpClient {
  /** The address a temporary QR with this scene encodes (what the storefront's QR image shows). */
  qrUrl(scene: string): Promise<string>;
  /** The follower's profile (nickname and avatar when WeChat still gives them; the unionid when bound). */
  follower(openid: string): Promise<ProviderIdentity>;
}

/**
 * WeChat Official Account API: a client_credential access token (kept by this instance until shortly before it
 * expires), cgi-bin/qrcode/create for a temporary string-scene QR, cgi-bin/user/info for the follower who scanned.
 */
export function wechatMpClient(config: WechatMpConfig, now: () => Date): MpClient {
  let cached: { token: string; until: number } | undefined;
  const accessToken = async (): Promise<string> => {
    if (cached && cached.until > now().getTime()) return cached.token;
    const reply = wechatReply(
      await providerGet(
        withQuery(`${config.endpoint}/cgi-bin/token`, {
          grant_type: 'client_credential',
          appid: config.appId,
          secret: config.appSecret,
        }),
        WECHAT_REASON,
      ),
      'cgi-bin/token',
    );
    const token = str(reply.access_token);
    if (!token) throw new ProviderFailure(WECHAT_REASON, 'WeChat cgi-bin/token: no access_token');
    const seconds = Number(reply.expires_in) || 7200;
    cached = { token, until: now().getTime() + Math.max(60, seconds - 300) * 1000 };
    return token;
  };
  /** Runs a call with the token, once more with a fresh one when WeChat says the token went stale. */
  const withToken = async <T>(call: (token: string) => Promise<T>): Promise<T> => {
    try {
      return await call(await accessToken());
    } catch (e) {
      if (!(e instanceof ProviderFailure) || e.code === undefined || !STALE_TOKEN.has(e.code)) throw e;
      cached = undefined;
      return call(await accessToken());
    }
  };
  return {
    qrUrl: (scene) =>
      withToken(async (token) => {
        const reply = wechatReply(
          await providerPostJson(
            withQuery(`${config.endpoint}/cgi-bin/qrcode/create`, { access_token: token }),
            {
              expire_seconds: QR_SECONDS,
              action_name: 'QR_STR_SCENE',
              action_info: { scene: { scene_str: scene } },
            },
            WECHAT_REASON,
          ),
          'cgi-bin/qrcode/create',
        );
        const url = str(reply.url);
        if (!url) throw new ProviderFailure(WECHAT_REASON, 'WeChat qrcode/create: no url');
        return url;
      }),
    follower: (openid) =>
      withToken(async (token) => {
        const info = wechatReply(
          await providerGet(
            withQuery(`${config.endpoint}/cgi-bin/user/info`, { access_token: token, openid, lang: 'zh_CN' }),
            WECHAT_REASON,
          ),
          'cgi-bin/user/info',
        );
        // Only a follower of this account has a profile here: anyone else cannot have scanned our QR.
        if (Number(info.subscribe) !== 1)
          throw new ProviderFailure('请先关注公众号后再扫码', `WeChat user/info: ${openid} does not follow`);
        return {
          openid: str(info.unionid) || openid,
          nickname: str(info.nickname),
          avatar: str(info.headimgurl),
        };
      }),
  };
}
