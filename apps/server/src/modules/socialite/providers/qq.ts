import type { QqConfig } from '../../../config.ts';
import {
  jsonObject,
  type OAuthLoginProvider,
  ProviderFailure,
  type ProviderIdentity,
  providerGet,
  str,
  withQuery,
} from './types.ts';

const REASON = 'QQ授权登录失败，请稍后再试';

/**
 * QQ's replies come in three shapes: JSON, JSONP (`callback( {...} );`, what /oauth2.0/me and the token endpoint's
 * errors use) and, for a token without `fmt=json`, a query string. All three become one object.
 */
export function parseQqReply(text: string): Record<string, unknown> {
  const trimmed = text.trim();
  const jsonp = /^callback\(\s*([\s\S]*?)\s*\);?$/.exec(trimmed);
  if (jsonp?.[1]) return jsonObject(jsonp[1], REASON);
  if (trimmed.startsWith('{')) return jsonObject(trimmed, REASON);
  const params = new URLSearchParams(trimmed);
  if (params.has('access_token')) return Object.fromEntries(params);
  throw new ProviderFailure(REASON, `unreadable QQ reply: ${trimmed.slice(0, 200)}`);
}

/** QQ signals errors as `error`/`error_description` (OAuth) or a non-zero `ret` with `msg` (OpenAPI). */
function failIfError(reply: Record<string, unknown>, step: string): void {
  if (reply.error !== undefined && str(reply.error) !== '0')
    throw new ProviderFailure(
      REASON,
      `QQ ${step}: error ${str(reply.error)} ${str(reply.error_description)}`,
    );
  if (reply.ret !== undefined && Number(reply.ret) !== 0)
    throw new ProviderFailure(REASON, `QQ ${step}: ret ${str(reply.ret)} ${str(reply.msg)}`);
}

/**
 * QQ Connect (QQ互联) website login: /oauth2.0/authorize → /oauth2.0/token (the code and our secret) →
 * /oauth2.0/me (the openid, for our client id only) → /user/get_user_info (nickname and avatar).
 */
export function qqConnectProvider(config: QqConfig): OAuthLoginProvider {
  return {
    name: 'qq',
    authorizeUrl: ({ state, redirectUri }) =>
      withQuery(`${config.endpoint}/oauth2.0/authorize`, {
        response_type: 'code',
        client_id: config.appId,
        redirect_uri: redirectUri,
        state,
        scope: 'get_user_info',
      }),
    async identify(code, redirectUri): Promise<ProviderIdentity> {
      const token = parseQqReply(
        await providerGet(
          withQuery(`${config.endpoint}/oauth2.0/token`, {
            grant_type: 'authorization_code',
            client_id: config.appId,
            client_secret: config.appKey,
            code,
            redirect_uri: redirectUri,
            fmt: 'json',
          }),
          REASON,
        ),
      );
      failIfError(token, 'token');
      const accessToken = str(token.access_token);
      if (!accessToken) throw new ProviderFailure(REASON, 'QQ token: no access_token');
      const me = parseQqReply(
        await providerGet(withQuery(`${config.endpoint}/oauth2.0/me`, { access_token: accessToken }), REASON),
      );
      failIfError(me, 'me');
      const openid = str(me.openid);
      // The token must have been issued to us: a token of another app would name its own client id.
      if (!openid || str(me.client_id) !== config.appId)
        throw new ProviderFailure(REASON, `QQ me: openid for client ${str(me.client_id)}`);
      const info = parseQqReply(
        await providerGet(
          withQuery(`${config.endpoint}/user/get_user_info`, {
            access_token: accessToken,
            oauth_consumer_key: config.appId,
            openid,
          }),
          REASON,
        ),
      );
      failIfError(info, 'get_user_info');
      return {
        openid,
        nickname: str(info.nickname),
        avatar: str(info.figureurl_qq_2) || str(info.figureurl_qq_1) || str(info.figureurl_2),
      };
    },
  };
}
