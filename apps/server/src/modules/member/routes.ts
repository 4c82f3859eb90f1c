import type {
  BindMobileRequest,
  BindWithCodeRequest,
  ChangeMobileRequest,
  ChangePasswordRequest,
  EmptyReply,
  ListPage,
  MobileSignReply,
  NicknameRequest,
  Notification,
  UnreadCountReply,
  VerifyMobileRequest,
  WechatScanQr,
} from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps, AppEnv } from '../../deps.ts';
import { ApiError, ok, sendEnvelope } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { smsCodeFields } from '../../lib/sms.ts';
import { readImageUpload } from '../../lib/uploads.ts';
import { jsonBody, paging, passwordField, query, requestSchema, required } from '../../lib/validate.ts';
import { requireMember } from '../../middleware/auth.ts';
import { bindWithLoginCode, createBindScan, unbindIdentity } from '../socialite/service.ts';
import {
  bindFirstMobile,
  changeMobileWithSign,
  changePassword,
  destroyAccount,
  markAllRead,
  markRead,
  memberDetailReply,
  notificationPage,
  setNickname,
  unreadCount,
  uploadAvatar,
  verifyCurrentMobile,
} from './service.ts';

/** A body field without a validation rule: anything but a string reads as ''. */
const optionalString = z.string().catch('').default('');

const NicknameBody = requestSchema<NicknameRequest>()(
  z.object({ nick_name: required('请输入昵称').max(30, '昵称不能超过30个字符') }),
);
const PasswordBody = requestSchema<ChangePasswordRequest>()(
  z.object({ ...smsCodeFields, password: passwordField }),
);
// No validation rules (contract §5.9): a missing code is `短信验证码错误`, another mobile `参数错误`.
const VerifyBody = requestSchema<VerifyMobileRequest>()(
  z.object({ mobile: optionalString, mobile_code: optionalString }),
);
// mobile and mobile_code are the validation rules; a missing or bad sign is checked after them.
const MobileBody = requestSchema<ChangeMobileRequest>()(z.object({ ...smsCodeFields, sign: optionalString }));
const FirstMobileBody = requestSchema<BindMobileRequest>()(z.object(smsCodeFields));
const BindCodeBody = requestSchema<BindWithCodeRequest>()(z.object({ code: required('参数错误') }));

/** contract account §5 (member centre), except face verification (modules/face). */
export const memberRoutes: ApiModule = (app, deps) => {
  const v2 = requireMember(deps, 'v2');
  const v3 = requireMember(deps, 'v3');
  app.get('/api/v2/member/detail', v2, detail(deps));
  app.get('/api/v2/member/unreadNotificationCount', v2, unread(deps));
  app.get('/api/v2/member/messages', v2, messages(deps));
  app.get('/api/v2/member/notificationMarkAsRead/:id', v2, markOne(deps));
  app.get('/api/v2/member/notificationMarkAllAsRead', v2, markAll(deps));
  app.post('/api/v2/member/detail/nickname', v2, nickname(deps));
  app.post('/api/v2/member/detail/avatar', v2, avatar(deps));
  app.post('/api/v2/member/detail/password', v2, password(deps));
  app.post('/api/v2/member/verify', v2, verifyMobile(deps));
  app.put('/api/v2/member/mobile', v2, changeMobile(deps));
  app.post('/api/v2/member/detail/mobile', v2, firstMobile(deps));
  app.delete('/api/v2/member/socialite/:app', v2, unbind(deps));
  app.get('/api/v3/member/wechatScanBind', v3, wechatScanBind(deps));
  app.post('/api/v3/member/socialite/bindWithCode', v3, bindWithCode(deps));
  app.post('/api/v3/member/destroy', v3, destroy(deps));
};

type Handler = (deps: AppDeps) => (c: Context<AppEnv>) => Promise<Response>;

const detail: Handler = (deps) => async (c) =>
  sendEnvelope(
    c,
    await memberDetailReply(
      deps.db,
      publicBase(c, deps.config),
      c.get('userId'),
      c.get('arrivedAt'),
      deps.config.apiDialect,
    ),
  );

const unread: Handler = (deps) => async (c) =>
  ok<UnreadCountReply>(c, await unreadCount(deps.db, c.get('userId')));

const messages: Handler = (deps) => async (c) => {
  const { size, offset } = query(c, paging(5, 'page_size'));
  return ok<ListPage<Notification>>(c, await notificationPage(deps.db, c.get('userId'), size, offset));
};

const markOne: Handler = (deps) => async (c) => {
  await markRead(deps, c.get('userId'), c.req.param('id') ?? '');
  return ok<EmptyReply>(c, []);
};

const markAll: Handler = (deps) => async (c) => {
  await markAllRead(deps, c.get('userId'));
  return ok<EmptyReply>(c, []);
};

const nickname: Handler = (deps) => async (c) => {
  const { nick_name } = await jsonBody(c, NicknameBody);
  await setNickname(deps, c.get('userId'), nick_name);
  return ok<EmptyReply>(c, []);
};

const avatar: Handler = (deps) => async (c) => {
  const image = await readImageUpload(c, 1024, '文件不能超过1M');
  await uploadAvatar(deps, c.get('userId'), image);
  return ok<EmptyReply>(c, []);
};

const password: Handler = (deps) => async (c) => {
  await changePassword(deps, c.get('userId'), c.get('tokenJti'), await jsonBody(c, PasswordBody));
  return ok<EmptyReply>(c, []);
};

const verifyMobile: Handler = (deps) => async (c) =>
  ok<MobileSignReply>(c, await verifyCurrentMobile(deps, c.get('userId'), await jsonBody(c, VerifyBody)));

const changeMobile: Handler = (deps) => async (c) => {
  await changeMobileWithSign(deps, c.get('userId'), await jsonBody(c, MobileBody));
  return ok<EmptyReply>(c, []);
};

const firstMobile: Handler = (deps) => async (c) => {
  await bindFirstMobile(deps, c.get('userId'), await jsonBody(c, FirstMobileBody));
  return ok<EmptyReply>(c, []);
};

const unbind: Handler = (deps) => async (c) => {
  const target = c.req.param('app');
  if (target !== 'qq' && target !== 'wechat') throw new ApiError('参数错误');
  await unbindIdentity(deps.db, c.get('userId'), target);
  return ok<EmptyReply>(c, []);
};

const wechatScanBind: Handler = (deps) => async (c) =>
  ok<WechatScanQr>(c, await createBindScan(deps, c.get('userId'), publicBase(c, deps.config)));

const bindWithCode: Handler = (deps) => async (c) => {
  const { code } = await jsonBody(c, BindCodeBody);
  await bindWithLoginCode(deps, c.get('userId'), code);
  return ok<EmptyReply>(c, []);
};

const destroy: Handler = (deps) => async (c) => {
  await destroyAccount(deps, c.get('userId'), c.get('tokenJti'), c.get('tokenExp'));
  return ok<EmptyReply>(c, []);
};
