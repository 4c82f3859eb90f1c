import { z } from 'zod';
import type { Notification } from '@meedu/contract';
import { isoTime, toDbTime } from '../../lib/dates.ts';
import { ApiError, ok } from '../../lib/envelope.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { publicBase } from '../../lib/public-url.ts';
import { createSigner } from '../../lib/signing.ts';
import { consumeSmsCode, smsCodeFields } from '../../lib/sms.ts';
import { readImageUpload, removeUpload, saveUpload } from '../../lib/uploads.ts';
import { jsonBody, paging, query, required } from '../../lib/validate.ts';
import { requireMember } from '../../middleware/auth.ts';
import type { ApiModule } from '../index.ts';
import {
  bindIdentity,
  findUser,
  isRealMobile,
  mobileTaken,
  nicknameTaken,
  passwordField,
  type UserRow,
} from '../auth/accounts.ts';
import { deleteLoginCode, findLoginCode } from '../socialite/login-codes.ts';
import { createBindScan, scanImage, wechatScanEnabled } from '../socialite/wechat.ts';
import { memberDetail } from './detail.ts';

/** The sign `POST /api/v2/member/verify` hands out for `PUT /api/v2/member/mobile` (contract §5.9). */
const MOBILE_SIGN_PURPOSE = 'mobile-change';
const MOBILE_SIGN_TTL_SECONDS = 3600;
interface MobileSign {
  uid: number;
  mobile: string;
}

/** A body field without a validation rule: anything but a string reads as ''. */
const optionalString = z.string().catch('').default('');

/** Deletion requests take effect after 7 days; logging in before that cancels them (contract §5.14). */
const DELETE_AFTER_DAYS = 7;

interface NotificationRow {
  id: string;
  user_id: number;
  message: string;
  read_at: string | null;
  created_at: string;
}

const toNotification = (r: NotificationRow): Notification => ({
  id: r.id,
  notifiable_id: r.user_id,
  data: { message: r.message },
  read_at: isoTime(r.read_at),
  created_at: isoTime(r.created_at) ?? '',
});

export const memberRoutes: ApiModule = (app, deps) => {
  const { db } = deps;
  const v2 = requireMember(deps, 'v2');
  const v3 = requireMember(deps, 'v3');
  const now = () => toDbTime(deps.clock.now());
  const me = (userId: number): UserRow => {
    const user = findUser(deps, userId);
    if (!user) throw new ApiError('用户不存在');
    return user;
  };

  app.get('/api/v2/member/detail', v2, (c) => ok(c, memberDetail(c, deps, me(c.get('userId')))));

  // ---- notifications ----

  app.get('/api/v2/member/unreadNotificationCount', v2, (c) => {
    const row = db
      .prepare<[number], { n: number }>(
        'SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL',
      )
      .get(c.get('userId'));
    return ok(c, row?.n ?? 0);
  });

  app.get('/api/v2/member/messages', v2, (c) => {
    const { size, offset } = query(c, paging(5, 'page_size'));
    const userId = c.get('userId');
    const rows = db
      .prepare<[number, number, number], NotificationRow>(
        'SELECT * FROM notifications WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?',
      )
      .all(userId, size, offset);
    const total = db
      .prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM notifications WHERE user_id = ?')
      .get(userId);
    return ok(c, { data: rows.map(toNotification), total: total?.n ?? 0 });
  });

  app.get('/api/v2/member/notificationMarkAsRead/:id', v2, (c) => {
    db.prepare('UPDATE notifications SET read_at = ? WHERE id = ? AND user_id = ? AND read_at IS NULL').run(
      now(),
      c.req.param('id'),
      c.get('userId'),
    );
    return ok(c, []);
  });

  app.get('/api/v2/member/notificationMarkAllAsRead', v2, (c) => {
    db.prepare('UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL').run(
      now(),
      c.get('userId'),
    );
    return ok(c, []);
  });

  // ---- profile ----

  app.post('/api/v2/member/detail/nickname', v2, async (c) => {
    const { nick_name } = await jsonBody(
      c,
      z.object({ nick_name: required('请输入昵称').max(30, '昵称不能超过30个字符') }),
    );
    const user = me(c.get('userId'));
    if (user.is_set_nickname === 1) throw new ApiError('当前用户已配置昵称');
    if (user.nick_name !== nick_name && nicknameTaken(deps, nick_name)) throw new ApiError('昵称已经存在');
    db.prepare('UPDATE users SET nick_name = ?, is_set_nickname = 1, updated_at = ? WHERE id = ?').run(
      nick_name,
      now(),
      user.id,
    );
    return ok(c, []);
  });

  app.post('/api/v2/member/detail/avatar', v2, async (c) => {
    const image = await readImageUpload(c, 1024, '文件不能超过1M');
    const user = me(c.get('userId'));
    const stored = saveUpload(deps.config.dataDir, 'avatars', image);
    db.prepare('UPDATE users SET avatar = ?, updated_at = ? WHERE id = ?').run(stored, now(), user.id);
    removeUpload(deps.config.dataDir, 'avatars', user.avatar);
    return ok(c, []);
  });

  app.post('/api/v2/member/detail/password', v2, async (c) => {
    const body = await jsonBody(c, z.object({ ...smsCodeFields, password: passwordField }));
    // As the reference: the code is checked first, then that it was sent to the member's own mobile.
    consumeSmsCode(deps, body.mobile, body.mobile_code, ['password_reset', 'login']);
    const user = me(c.get('userId'));
    if (body.mobile !== user.mobile || !isRealMobile(user.mobile)) throw new ApiError('请绑定手机号');
    db.prepare('UPDATE users SET password = ?, is_password_set = 1, updated_at = ? WHERE id = ?').run(
      hashPassword(body.password),
      now(),
      user.id,
    );
    // Every other session ends; the one that changed the password keeps working.
    deps.tokens.revokeAllBefore(user.id, c.get('tokenJti'));
    return ok(c, []);
  });

  // ---- mobile ----

  app.post('/api/v2/member/verify', v2, async (c) => {
    // No validation rules (contract §5.9): a missing code is `短信验证码错误`, another mobile `参数错误`.
    const body = await jsonBody(c, z.object({ mobile: optionalString, mobile_code: optionalString }));
    consumeSmsCode(deps, body.mobile, body.mobile_code, ['mobile_bind']);
    const user = me(c.get('userId'));
    if (body.mobile !== user.mobile) throw new ApiError('参数错误');
    const payload: MobileSign = { uid: user.id, mobile: user.mobile };
    return ok(c, {
      sign: createSigner(db, deps.clock).sign(MOBILE_SIGN_PURPOSE, payload, MOBILE_SIGN_TTL_SECONDS),
    });
  });

  app.put('/api/v2/member/mobile', v2, async (c) => {
    // mobile and mobile_code are the validation rules; a missing or bad sign is checked after them.
    const body = await jsonBody(c, z.object({ ...smsCodeFields, sign: optionalString }));
    const user = me(c.get('userId'));
    if (body.sign === '') throw new ApiError('参数错误');
    const sign = createSigner(db, deps.clock).verify<MobileSign>(MOBILE_SIGN_PURPOSE, body.sign);
    // Tied to the member and to the mobile it verified: once the mobile changed, the sign is spent.
    if (sign.status !== 'ok' || sign.data.uid !== user.id || sign.data.mobile !== user.mobile)
      throw new ApiError('参数错误');
    consumeSmsCode(deps, body.mobile, body.mobile_code, ['mobile_bind']);
    if (mobileTaken(deps, body.mobile)) throw new ApiError('手机号已存在');
    db.prepare('UPDATE users SET mobile = ?, updated_at = ? WHERE id = ?').run(body.mobile, now(), user.id);
    return ok(c, []);
  });

  app.post('/api/v2/member/detail/mobile', v2, async (c) => {
    const body = await jsonBody(c, z.object(smsCodeFields));
    consumeSmsCode(deps, body.mobile, body.mobile_code, ['mobile_bind', 'login']);
    const user = me(c.get('userId'));
    if (isRealMobile(user.mobile)) throw new ApiError('已绑定');
    if (mobileTaken(deps, body.mobile)) throw new ApiError('手机号已存在');
    db.prepare('UPDATE users SET mobile = ?, updated_at = ? WHERE id = ?').run(body.mobile, now(), user.id);
    return ok(c, []);
  });

  // ---- social accounts ----

  app.delete('/api/v2/member/socialite/:app', v2, (c) => {
    const target = c.req.param('app');
    if (target !== 'qq' && target !== 'wechat') throw new ApiError('参数错误');
    db.prepare('DELETE FROM user_socialites WHERE user_id = ? AND app = ?').run(c.get('userId'), target);
    return ok(c, []);
  });

  app.get('/api/v3/member/wechatScanBind', v3, (c) => {
    if (!wechatScanEnabled(deps)) throw new ApiError('未开启微信公众号扫码登录');
    const code = createBindScan(deps, c.get('userId'));
    return ok(c, { code, image: scanImage(publicBase(c, deps.config), code) });
  });

  app.post('/api/v3/member/socialite/bindWithCode', v3, async (c) => {
    const { code } = await jsonBody(c, z.object({ code: required('参数错误') }));
    const identity = findLoginCode(deps, code);
    if (!identity) throw new ApiError('已过期');
    bindIdentity(deps, c.get('userId'), identity, '同渠道账号已绑定其它用户');
    deleteLoginCode(deps, code);
    return ok(c, []);
  });

  // ---- account deletion ----

  app.post('/api/v3/member/destroy', v3, (c) => {
    const userId = c.get('userId');
    if (db.prepare('SELECT 1 FROM user_delete_jobs WHERE user_id = ?').get(userId))
      throw new ApiError('用户已申请注销');
    const due = new Date(deps.clock.now().getTime() + DELETE_AFTER_DAYS * 86_400_000);
    db.prepare('INSERT INTO user_delete_jobs (user_id, created_at, due_at) VALUES (?, ?, ?)').run(
      userId,
      now(),
      toDbTime(due),
    );
    // The client logs out; the token that asked stops working too (logging in again cancels the request).
    deps.tokens.revoke(c.get('tokenJti'), c.get('tokenExp'));
    return ok(c, []);
  });
};
