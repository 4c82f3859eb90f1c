import { z } from 'zod';
import { toDbTime } from '../../lib/dates.ts';
import { ApiError, ok } from '../../lib/envelope.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { consumeSmsCode, smsCodeFields } from '../../lib/sms.ts';
import { jsonBody, query, required } from '../../lib/validate.ts';
import { requireMember } from '../../middleware/auth.ts';
import { publicBase } from '../../lib/public-url.ts';
import type { ApiModule } from '../index.ts';
import type { AppDeps } from '../../deps.ts';
import {
  type Identity,
  createUser,
  findUserByMobile,
  issueLogin,
  loginWithIdentity,
  passwordField,
  registerIdentityWithMobile,
} from './accounts.ts';
import { findLoginCode, deleteLoginCode } from '../socialite/login-codes.ts';
import { createScan, scanIdentity, deleteScan, scanImage, wechatScanEnabled } from '../socialite/wechat.ts';

/** Failed password logins per mobile: the 11th attempt within 10 minutes is refused. */
const LOGIN_MAX_FAILURES = 10;
const LOGIN_FAILURE_WINDOW_MS = 10 * 60 * 1000;

const optionalText = z.string().optional();

/**
 * A code field that is not validated as "required": an empty or missing code fails the SMS check itself with
 * `短信验证码错误` (contract §3.2, §3.8, §3.11 list no "请输入短信验证码" for these forms).
 */
const uncheckedCode = z.string().catch('').default('');

/** Body of the two "bind a mobile to the pending third-party login" forms: only mobile and code are required. */
const identityRegisterFields = {
  mobile: required('参数错误'),
  code: required('参数错误'),
  mobile_code: uncheckedCode,
  msv: optionalText,
};

export const authRoutes: ApiModule = (app, deps) => {
  /**
   * Creates the account of a pending third-party login (socialite login code or WeChat scan) with an
   * SMS-verified mobile, then spends the pending entry.
   */
  const registerPending = async (
    body: { mobile: string; mobile_code: string; code: string; msv?: string },
    find: (deps: AppDeps, code: string) => Identity | undefined,
    forget: (deps: AppDeps, code: string) => void,
  ) => {
    consumeSmsCode(deps, body.mobile, body.mobile_code, ['mobile_bind', 'login']);
    const pending = find(deps, body.code);
    if (!pending) throw new ApiError('已过期');
    const token = await registerIdentityWithMobile(deps, pending, body.mobile, body.msv);
    forget(deps, body.code);
    return { token };
  };

  const windowStart = () => toDbTime(new Date(deps.clock.now().getTime() - LOGIN_FAILURE_WINDOW_MS));

  app.post('/api/v2/login/password', async (c) => {
    const body = await jsonBody(c, z.object({ mobile: required('请输入手机号'), password: passwordField }));
    const { db } = deps;
    const failures = db
      .prepare<[string, string], { n: number }>(
        'SELECT COUNT(*) AS n FROM login_failures WHERE mobile = ? AND failed_at > ?',
      )
      .get(body.mobile, windowStart());
    if ((failures?.n ?? 0) >= LOGIN_MAX_FAILURES) throw new ApiError('登录失败次数过多，请10分钟后再试');
    const user = findUserByMobile(deps, body.mobile);
    if (!user || !verifyPassword(body.password, user.password)) {
      db.prepare('DELETE FROM login_failures WHERE failed_at <= ?').run(windowStart());
      db.prepare('INSERT INTO login_failures (mobile, failed_at) VALUES (?, ?)').run(
        body.mobile,
        toDbTime(deps.clock.now()),
      );
      throw new ApiError('手机号或密码错误');
    }
    const token = await issueLogin(deps, user, '账号已被锁定');
    db.prepare('DELETE FROM login_failures WHERE mobile = ?').run(body.mobile);
    return ok(c, { token });
  });

  app.post('/api/v2/login/mobile', async (c) => {
    const body = await jsonBody(
      c,
      // Only the mobile is a validation rule (contract §3.2); a missing code is `短信验证码错误`.
      z.object({ mobile: required('请输入手机号'), mobile_code: uncheckedCode, msv: optionalText }),
    );
    consumeSmsCode(deps, body.mobile, body.mobile_code, ['login', 'register']);
    let user = findUserByMobile(deps, body.mobile);
    if (!user) {
      createUser(deps, { mobile: body.mobile, msv: body.msv });
      user = findUserByMobile(deps, body.mobile);
    }
    if (!user) throw new ApiError('用户不存在');
    return ok(c, { token: await issueLogin(deps, user, '账号已被锁定') });
  });

  app.post('/api/v2/register/sms', async (c) => {
    const body = await jsonBody(
      c,
      z.object({
        ...smsCodeFields,
        // An empty password fails "required" only; the length rules apply to a given password.
        password: passwordField.pipe(
          z.string().min(6, '密码长度不能少于6个字符').max(16, '密码长度不能多于16个字符'),
        ),
        msv: optionalText,
      }),
    );
    consumeSmsCode(deps, body.mobile, body.mobile_code, ['login', 'register']);
    if (findUserByMobile(deps, body.mobile)) throw new ApiError('手机号已存在');
    createUser(deps, { mobile: body.mobile, password: body.password, msv: body.msv });
    return ok(c, []);
  });

  app.post('/api/v2/password/reset', async (c) => {
    const body = await jsonBody(c, z.object({ ...smsCodeFields, password: passwordField }));
    consumeSmsCode(deps, body.mobile, body.mobile_code, ['login', 'password_reset']);
    const user = findUserByMobile(deps, body.mobile);
    if (!user) throw new ApiError('手机号不存在');
    deps.db
      .prepare('UPDATE users SET password = ?, is_password_set = 1, updated_at = ? WHERE id = ?')
      .run(hashPassword(body.password), toDbTime(deps.clock.now()), user.id);
    // Someone who forgot the password may have lost a device: every existing session ends.
    deps.tokens.revokeAllBefore(user.id);
    return ok(c, []);
  });

  app.post('/api/v2/logout', requireMember(deps, 'v2'), (c) => {
    deps.tokens.revoke(c.get('tokenJti'), c.get('tokenExp'));
    return ok(c, []);
  });

  // ---- v3: login codes (socialite) and WeChat scan ----

  app.post('/api/v3/auth/login/code', async (c) => {
    const body = await jsonBody(c, z.object({ code: required('参数错误'), msv: optionalText }));
    const pending = findLoginCode(deps, body.code);
    if (!pending) throw new ApiError('已过期');
    return ok(c, await loginWithIdentity(deps, pending, body.code, () => deleteLoginCode(deps, body.code)));
  });

  app.post('/api/v3/auth/register/withSocialite', async (c) => {
    const body = await jsonBody(c, z.object(identityRegisterFields));
    return ok(c, await registerPending(body, findLoginCode, deleteLoginCode));
  });

  app.get('/api/v3/auth/login/wechat/scan', (c) => {
    if (!wechatScanEnabled(deps)) throw new ApiError('未开启微信公众号扫码登录');
    const code = createScan(deps);
    return ok(c, { code, image: scanImage(publicBase(c, deps.config), code) });
  });

  app.get('/api/v3/auth/login/wechat/scan/query', async (c) => {
    const { code } = query(c, z.object({ code: required('参数错误') }));
    const identity = scanIdentity(deps, code);
    if (!identity) return ok(c, { success: -1 });
    // Fixes the reference, which kept the entry: once a token is produced the scan code is spent.
    return ok(c, await loginWithIdentity(deps, identity, code, () => deleteScan(deps, code)));
  });

  app.post('/api/v3/auth/register/withWechatScan', async (c) => {
    const body = await jsonBody(c, z.object(identityRegisterFields));
    return ok(c, await registerPending(body, scanIdentity, deleteScan));
  });
};
