import type {
  EmptyReply,
  LoginCodeRequest,
  PasswordLoginRequest,
  PasswordResetRequest,
  PendingRegisterRequest,
  RegisterRequest,
  ScanQueryRequest,
  SmsLoginRequest,
  SocialiteLoginReply,
  TokenReply,
  WechatScanPollReply,
  WechatScanQr,
} from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps, AppEnv } from '../../deps.ts';
import { clientAddress, requestClient } from '../../lib/client-address.ts';
import { ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { smsCodeFields } from '../../lib/sms.ts';
import { jsonBody, passwordField, query, requestSchema, required } from '../../lib/validate.ts';
import { requireMember } from '../../middleware/auth.ts';
import {
  exchangeLoginCode,
  loginWithPassword,
  loginWithSms,
  logout,
  pollLoginScan,
  registerWithLoginCode,
  registerWithScan,
  registerWithSms,
  resetPassword,
} from './service.ts';
import { createLoginScan } from '../socialite/service.ts';

const optionalText = z.string().optional();

/**
 * A code field that is not validated as "required": an empty or missing code fails the SMS check itself with
 * `短信验证码错误` (contract §3.2, §3.8, §3.11 list no "请输入短信验证码" for these forms).
 */
const uncheckedCode = z.string().catch('').default('');

/** The captcha fields are sent only when the server asked for them ('请输入图形验证码', docs/decisions.md). */
const PasswordLoginBody = requestSchema<PasswordLoginRequest>()(
  z.object({
    mobile: required('请输入手机号'),
    password: passwordField,
    image_key: z.string({ error: '参数错误' }).optional(),
    image_captcha: z.string({ error: '参数错误' }).optional(),
  }),
);
// Only the mobile is a validation rule (contract §3.2); a missing code is `短信验证码错误`. The captcha fields as
// for the password login.
const SmsLoginBody = requestSchema<SmsLoginRequest>()(
  z.object({
    mobile: required('请输入手机号'),
    mobile_code: uncheckedCode,
    msv: optionalText,
    image_key: z.string({ error: '参数错误' }).optional(),
    image_captcha: z.string({ error: '参数错误' }).optional(),
  }),
);
const RegisterBody = requestSchema<RegisterRequest>()(
  z.object({
    ...smsCodeFields,
    // An empty password fails "required" only; the length rules apply to a given password.
    password: passwordField.pipe(
      z.string().min(6, '密码长度不能少于6个字符').max(16, '密码长度不能多于16个字符'),
    ),
    msv: optionalText,
  }),
);
const ResetBody = requestSchema<PasswordResetRequest>()(
  z.object({ ...smsCodeFields, password: passwordField }),
);
const LoginCodeBody = requestSchema<LoginCodeRequest>()(
  z.object({ code: required('参数错误'), msv: optionalText }),
);
/** Body of the two "bind a mobile to the pending third-party login" forms: only mobile and code are required. */
const PendingRegisterBody = requestSchema<PendingRegisterRequest>()(
  z.object({
    mobile: required('参数错误'),
    code: required('参数错误'),
    mobile_code: uncheckedCode,
    msv: optionalText,
  }),
);
const ScanQuery = requestSchema<ScanQueryRequest>()(z.object({ code: required('参数错误') }));

/** contract account §3. */
export const authRoutes: ApiModule = (app, deps) => {
  app.post('/api/v2/login/password', passwordLogin(deps));
  app.post('/api/v2/login/mobile', smsLogin(deps));
  app.post('/api/v2/register/sms', register(deps));
  app.post('/api/v2/password/reset', reset(deps));
  app.post('/api/v2/logout', requireMember(deps, 'v2'), logoutHandler(deps));
  // v3: login codes (socialite) and WeChat scan
  app.post('/api/v3/auth/login/code', loginCode(deps));
  app.post('/api/v3/auth/register/withSocialite', withSocialite(deps));
  app.get('/api/v3/auth/login/wechat/scan', wechatScan(deps));
  app.get('/api/v3/auth/login/wechat/scan/query', wechatScanQuery(deps));
  app.post('/api/v3/auth/register/withWechatScan', withWechatScan(deps));
};

const passwordLogin = (deps: AppDeps) => async (c: Context) => {
  const body = await jsonBody(c, PasswordLoginBody);
  return ok<TokenReply>(c, await loginWithPassword(deps, body, clientAddress(c, deps.config.trustProxy)));
};

const smsLogin = (deps: AppDeps) => async (c: Context) => {
  const body = await jsonBody(c, SmsLoginBody);
  return ok<TokenReply>(c, await loginWithSms(deps, body, requestClient(c, deps.config.trustProxy)));
};

const register = (deps: AppDeps) => async (c: Context) => {
  await registerWithSms(deps, await jsonBody(c, RegisterBody), requestClient(c, deps.config.trustProxy));
  return ok<EmptyReply>(c, []);
};

const reset = (deps: AppDeps) => async (c: Context) => {
  await resetPassword(deps, await jsonBody(c, ResetBody));
  return ok<EmptyReply>(c, []);
};

const logoutHandler = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  await logout(deps, c.get('tokenJti'), c.get('tokenExp'));
  return ok<EmptyReply>(c, []);
};

const loginCode = (deps: AppDeps) => async (c: Context) => {
  const { code } = await jsonBody(c, LoginCodeBody);
  return ok<SocialiteLoginReply>(c, await exchangeLoginCode(deps, code));
};

const withSocialite = (deps: AppDeps) => async (c: Context) =>
  ok<TokenReply>(c, await registerWithLoginCode(deps, await jsonBody(c, PendingRegisterBody)));

const wechatScan = (deps: AppDeps) => async (c: Context) =>
  ok<WechatScanQr>(c, await createLoginScan(deps, publicBase(c, deps.config)));

const wechatScanQuery = (deps: AppDeps) => async (c: Context) => {
  const { code } = query(c, ScanQuery);
  return ok<WechatScanPollReply>(c, await pollLoginScan(deps, code));
};

const withWechatScan = (deps: AppDeps) => async (c: Context) =>
  ok<TokenReply>(c, await registerWithScan(deps, await jsonBody(c, PendingRegisterBody)));
