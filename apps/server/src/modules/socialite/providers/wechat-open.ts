import type { WechatOpenConfig } from '../../../config.ts';
import {
  jsonObject,
  type OAuthLoginProvider,
  ProviderFailure,
  type ProviderIdentity,
  providerGet,
  str,
  withQuery,
} from './types.ts';

export const WECHAT_REASON = '微信授权登录失败，请稍后再试';

/** WeChat's API errors: a reply with a non-zero `errcode` and its `errmsg`. */
export function wechatReply(text: string, step: string): Record<string, unknown> {
  const reply = jsonObject(text, WECHAT_REASON);
  if (reply.errcode !== undefined && Number(reply.errcode) !== 0)
    throw new ProviderFailure(
      WECHAT_REASON,
      `WeChat ${step}: errcode ${str(reply.errcode)} ${str(reply.errmsg)}`,
      Number(reply.errcode),
    );
  return reply;
}

/**
 * WeChat Open Platform website login (网站应用微信登录): the browser opens /connect/qrconnect (scope
 * snsapi_login), WeChat returns to the callback with a code, which sns/oauth2/access_token turns into an openid
 * and sns/userinfo into a nickname and avatar. The unionid, when the app has one, is the identity (the same
 * person across the operator's WeChat apps); else the openid.
 */
export function wechatOpenProvider(config: WechatOpenConfig): OAuthLoginProvider {
  return {
    name: 'wechat-open',
    authorizeUrl: ({ state, redirectUri }) =>
      `${withQuery(`${config.connectEndpoint}/connect/qrconnect`, {
        appid: config.appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      })}#wechat_redirect`,
    async identify(code): Promise<ProviderIdentity> {
      const token = wechatReply(
        await providerGet(
          withQuery(`${config.endpoint}/sns/oauth2/access_token`, {
            appid: config.appId,
            secret: config.appSecret,
            code,
            grant_type: 'authorization_code',
          }),
          WECHAT_REASON,
        ),
        'sns/oauth2/access_token',
      );
      const accessToken = str(token.access_token);
      const openid = str(token.openid);
      if (!accessToken || !openid) throw new ProviderFailure(WECHAT_REASON, 'WeChat token: no openid');
      const info = wechatReply(
        await providerGet(
          withQuery(`${config.endpoint}/sns/userinfo`, { access_token: accessToken, openid }),
          WECHAT_REASON,
        ),
        'sns/userinfo',
      );
      return {
        openid: str(info.unionid) || str(token.unionid) || openid,
        nickname: str(info.nickname),
        avatar: str(info.headimgurl),
      };
    },
  };
}
