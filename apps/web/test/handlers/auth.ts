import type { SocialiteLoginReply, TokenReply, WechatScanPollReply, WechatScanQr } from '@meedu/contract';
import { onGet, onPost, type Reply } from './http.ts';

/** Logging in and out, registering, third-party login codes (contract account §2–§3). */
export const authApi = {
  loginPassword: (reply: Reply<TokenReply>) => onPost('/api/v2/login/password', reply),
  loginMobile: (reply: Reply<TokenReply>) => onPost('/api/v2/login/mobile', reply),
  logout: (reply: Reply<[]>) => onPost('/api/v2/logout', reply),
  registerSms: (reply: Reply<[]>) => onPost('/api/v2/register/sms', reply),
  loginCode: (reply: Reply<SocialiteLoginReply>) => onPost('/api/v3/auth/login/code', reply),
  wechatScan: (reply: Reply<WechatScanQr>) => onGet('/api/v3/auth/login/wechat/scan', reply),
  wechatScanQuery: (reply: Reply<WechatScanPollReply>) =>
    onGet('/api/v3/auth/login/wechat/scan/query', reply),
  registerWithWechatScan: (reply: Reply<TokenReply>) => onPost('/api/v3/auth/register/withWechatScan', reply),
  registerWithSocialite: (reply: Reply<TokenReply>) => onPost('/api/v3/auth/register/withSocialite', reply),
};
