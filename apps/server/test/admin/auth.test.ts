import type {
  AdminErrorReply,
  AdminMe,
  AdminSessionItem,
  LoginReply,
  TotpSetupReply,
} from '@meedu/contract/admin';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { totpCode } from '../../src/modules/admin/totp.ts';
import { compileTrust } from '../../src/lib/client-address.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { expectShape, type FieldList } from '../support/contract-shape.ts';
import {
  adminAgent,
  auditRows,
  captcha,
  consoleCall,
  consoleContext,
  freshAddress,
  insertAdmin,
  loginAs,
  sessionCookieOf,
} from './support.ts';

const ME_FIELDS: FieldList<AdminMe> = {
  id: true,
  name: true,
  is_super: true,
  role_id: true,
  role_name: true,
  permissions: true,
  totp_enabled: true,
  last_login_at: true,
  last_login_ip: true,
};

const MINUTE = 60_000;

async function tryLogin(ctx: TestContext, name: string, password: string, address = freshAddress()) {
  return consoleCall<LoginReply & AdminErrorReply>(ctx, 'POST', '/auth/login', {
    body: { name, password, ...(await captcha(ctx)) },
    address,
  });
}

describe('console sign-in', () => {
  it('logs in with captcha, name and password: the session cookie is HttpOnly, SameSite=Strict, on /admin', async () => {
    const ctx = await consoleContext();
    const who = await insertAdmin(ctx, { super: true });
    const r = await tryLogin(ctx, who.name, who.password);
    expect(r.status).toBe(200);
    expect(r.body.step).toBe('done');
    if (r.body.step !== 'done') return;
    expectShape<AdminMe>(r.body.me, ME_FIELDS);
    expect(r.body.me.is_super).toBe(true);
    expect(r.body.me.permissions).toContain('admins.edit');
    const setCookie = r.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/zxt_admin=[\w-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Path=\/admin/);
    expect(setCookie).not.toMatch(/Secure/i);
    // The token never appears in the body, and only its hash is stored.
    const token = /zxt_admin=([^;]+)/.exec(setCookie)?.[1] ?? '';
    expect(JSON.stringify(r.body)).not.toContain(token);
    const stored = await ctx.db.selectFrom('admin_sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);

    const me = await consoleCall<AdminMe>(ctx, 'GET', '/auth/me', { cookie: sessionCookieOf(r) ?? '' });
    expect(me.status).toBe(200);
    expect(me.body.name).toBe(who.name);
    const [login] = await auditRows(ctx, 'admin_session');
    expect(login).toMatchObject({ action: 'login', admin_id: who.id, admin_name: who.name });
  });

  it('marks the cookie Secure when the site is reached over HTTPS', async () => {
    const ctx = await createTestContext({ trustProxy: compileTrust('1'), appUrl: undefined });
    const who = await insertAdmin(ctx, { super: true });
    const r = await consoleCall(ctx, 'POST', '/auth/login', {
      body: { name: who.name, password: who.password, ...(await captcha(ctx)) },
      headers: { 'x-forwarded-proto': 'https' },
      address: freshAddress(),
    });
    expect(r.headers.get('set-cookie')).toMatch(/Secure/i);
  });

  it('refuses a wrong captcha at its field, and a wrong name or password with one message', async () => {
    const ctx = await consoleContext();
    const who = await insertAdmin(ctx, { super: true });
    const bad = await consoleCall<AdminErrorReply>(ctx, 'POST', '/auth/login', {
      body: {
        name: who.name,
        password: who.password,
        captcha_key: (await captcha(ctx)).captcha_key,
        captcha_code: 'zzzz',
      },
      address: freshAddress(),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: '验证码错误', fields: { captcha_code: '验证码错误' } });

    const wrongName = await tryLogin(ctx, 'nobody', who.password);
    const wrongPassword = await tryLogin(ctx, who.name, 'wrong-password1');
    expect(wrongName.status).toBe(400);
    expect(wrongPassword.status).toBe(400);
    expect(wrongName.body).toEqual({ message: '用户名或密码错误' });
    expect(wrongPassword.body).toEqual({ message: '用户名或密码错误' });

    const empty = await consoleCall<AdminErrorReply>(ctx, 'POST', '/auth/login', {
      body: {},
      address: freshAddress(),
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toMatchObject({
      name: '请输入用户名',
      password: '请输入密码',
      captcha_code: '请输入验证码',
    });
  });

  it('locks an account for 15 minutes after 5 misses within 15 minutes (423), even with the right password', async () => {
    const ctx = await consoleContext();
    const who = await insertAdmin(ctx, { super: true });
    for (let i = 0; i < 4; i += 1) expect((await tryLogin(ctx, who.name, 'wrong-pass1')).status).toBe(400);
    const fifth = await tryLogin(ctx, who.name, 'wrong-pass1');
    expect(fifth.status).toBe(423);
    expect(fifth.body.message).toBe('登录失败次数过多，账号已锁定，请 15 分钟后再试');
    expect((await tryLogin(ctx, who.name, who.password)).status).toBe(423);

    ctx.clock.advance(15 * MINUTE + 1000);
    expect((await tryLogin(ctx, who.name, who.password)).status).toBe(200);
  });

  it('counts misses in a 15-minute window: misses spread wider do not lock', async () => {
    const ctx = await consoleContext();
    const who = await insertAdmin(ctx, { super: true });
    for (let i = 0; i < 4; i += 1) await tryLogin(ctx, who.name, 'wrong-pass1');
    ctx.clock.advance(16 * MINUTE);
    for (let i = 0; i < 4; i += 1) expect((await tryLogin(ctx, who.name, 'wrong-pass1')).status).toBe(400);
    expect((await tryLogin(ctx, who.name, who.password)).status).toBe(200);
  });

  it('limits login attempts per client address (429)', async () => {
    const ctx = await consoleContext();
    const who = await insertAdmin(ctx, { super: true });
    const address = freshAddress();
    // The address is counted before the captcha is checked: a flood with wrong captchas is limited too (and these
    // attempts need no captcha image or bcrypt, so the test stays quick on a loaded machine).
    for (let i = 0; i < 30; i += 1) {
      const r = await consoleCall<AdminErrorReply>(ctx, 'POST', '/auth/login', {
        body: { name: `nobody${i}`, password: 'x', captcha_key: 'none', captcha_code: '0000' },
        address,
      });
      expect(r.status).toBe(400);
    }
    const r = await tryLogin(ctx, who.name, who.password, address);
    expect(r.status).toBe(429);
    expect(r.body.message).toBe('登录尝试过于频繁，请稍后再试');
    expect((await tryLogin(ctx, who.name, who.password)).status).toBe(200);
  });

  it('refuses a disabled administrator with the right password', async () => {
    const ctx = await consoleContext();
    const who = await insertAdmin(ctx, { super: true, status: 0 });
    const r = await tryLogin(ctx, who.name, who.password);
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('账号已停用，请联系超级管理员');
  });
});

describe('console sessions', () => {
  it('answers 401 without a session, and 404 JSON for an unknown path to a signed-in administrator', async () => {
    const ctx = await consoleContext();
    const none = await consoleCall<AdminErrorReply>(ctx, 'GET', '/auth/me');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: '请先登录' });
    const forged = await consoleCall(ctx, 'GET', '/auth/me', { cookie: 'zxt_admin=forged' });
    expect(forged.status).toBe(401);
    const agent = await adminAgent(ctx, 'super');
    const unknown = await agent.call<AdminErrorReply>('GET', '/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: '接口不存在' });
    expect(unknown.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('sends no CORS headers and is not limited by the API-wide limit', async () => {
    const ctx = await consoleContext();
    const r = await consoleCall(ctx, 'GET', '/auth/captcha', { headers: { origin: 'https://evil.example' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a write without the console header (403), before anything else', async () => {
    const ctx = await consoleContext();
    const agent = await adminAgent(ctx, 'super');
    const r = await agent.call<AdminErrorReply>(
      'PUT',
      '/auth/password',
      { old_password: agent.password, new_password: 'newpass123' },
      { csrf: false },
    );
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('请求来源无效，请刷新页面后重试');
    const login = await consoleCall(ctx, 'POST', '/auth/login', { body: {}, csrf: false });
    expect(login.status).toBe(403);
  });

  it('ends a session after 2 hours idle, and after 12 hours however busy', async () => {
    const ctx = await consoleContext();
    const agent = await adminAgent(ctx, 'super');
    ctx.clock.advance(119 * MINUTE);
    expect((await agent.call('GET', '/auth/me')).status).toBe(200);
    ctx.clock.advance(119 * MINUTE);
    expect((await agent.call('GET', '/auth/me')).status).toBe(200);
    ctx.clock.advance(121 * MINUTE);
    const idle = await agent.call<AdminErrorReply>('GET', '/auth/me');
    expect(idle.status).toBe(401);
    expect(idle.body.message).toBe('登录已过期，请重新登录');

    const busy = await adminAgent(ctx, 'super');
    for (let i = 0; i < 12; i += 1) {
      ctx.clock.advance(59 * MINUTE);
      expect((await busy.call('GET', '/auth/me')).status).toBe(200);
    }
    ctx.clock.advance(13 * MINUTE);
    expect((await busy.call('GET', '/auth/me')).status).toBe(401);
  });

  it('logs out: the session ends, the cookie is cleared and the logout is audited', async () => {
    const ctx = await consoleContext();
    const agent = await adminAgent(ctx, 'super');
    const r = await agent.call('POST', '/auth/logout');
    expect(r.status).toBe(204);
    expect(r.headers.get('set-cookie')).toMatch(/zxt_admin=;/);
    expect((await agent.call('GET', '/auth/me')).status).toBe(401);
    const [row] = await auditRows(ctx, 'admin_session');
    expect(row).toMatchObject({ action: 'logout', admin_id: agent.id });
    // A second logout, or one without a cookie, still answers 204.
    expect((await agent.call('POST', '/auth/logout')).status).toBe(204);
    expect((await consoleCall(ctx, 'POST', '/auth/logout')).status).toBe(204);
  });

  it('lists my sessions and revokes one; its next request is 401', async () => {
    const ctx = await consoleContext();
    const who = await insertAdmin(ctx, { super: true });
    const first = await loginAs(ctx, who);
    const second = await loginAs(ctx, who);
    const list = await second.call<AdminSessionItem[]>('GET', '/auth/sessions');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    const current = list.body.find((s) => s.current);
    const other = list.body.find((s) => !s.current);
    expect(current?.ip).toBe(second.address);
    expect(other?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    expect((await second.call('DELETE', `/auth/sessions/${other?.id}`)).status).toBe(204);
    expect((await first.call('GET', '/auth/me')).status).toBe(401);
    expect((await second.call('GET', '/auth/me')).status).toBe(200);
    // Another administrator's session is not mine to end.
    const stranger = await adminAgent(ctx, 'super');
    expect((await stranger.call('DELETE', `/auth/sessions/${current?.id}`)).status).toBe(404);
    const rows = await auditRows(ctx, 'admin_session');
    expect(rows.find((r) => r.action === 'revoke_session')).toMatchObject({
      admin_id: who.id,
      entity_id: String(other?.id),
    });
  });

  it('changes my password: the old password is checked, the other sessions end, nothing secret is audited', async () => {
    const ctx = await consoleContext();
    const who = await insertAdmin(ctx, { super: true });
    const other = await loginAs(ctx, who);
    const agent = await loginAs(ctx, who);
    const wrong = await agent.call<AdminErrorReply>('PUT', '/auth/password', {
      old_password: 'nope',
      new_password: 'newpass123',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ old_password: '密码不正确' });
    const weak = await agent.call<AdminErrorReply>('PUT', '/auth/password', {
      old_password: who.password,
      new_password: 'short',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.fields).toEqual({ new_password: '密码至少 8 位，且须同时包含字母和数字' });

    const ok = await agent.call('PUT', '/auth/password', {
      old_password: who.password,
      new_password: 'newpass123',
    });
    expect(ok.status).toBe(204);
    expect((await other.call('GET', '/auth/me')).status).toBe(401);
    expect((await agent.call('GET', '/auth/me')).status).toBe(200);
    expect((await tryLogin(ctx, who.name, who.password)).status).toBe(400);
    expect((await tryLogin(ctx, who.name, 'newpass123')).status).toBe(200);
    const rows = await auditRows(ctx, 'admin');
    expect(rows[0]).toMatchObject({ action: 'change_password', admin_id: who.id });
    expect(JSON.stringify(rows)).not.toContain('newpass123');
  });

  it('ends the sessions of a disabled administrator at once', async () => {
    const ctx = await consoleContext();
    const boss = await adminAgent(ctx, 'super');
    const editor = await adminAgent(ctx, ['courses.view']);
    expect((await editor.call('GET', '/auth/me')).status).toBe(200);
    await ctx.db.updateTable('admins').set({ status: 0 }).where('id', '=', editor.id).execute();
    expect((await editor.call('GET', '/auth/me')).status).toBe(401);
    expect((await boss.call('GET', '/auth/me')).status).toBe(200);
  });

  it('shares sessions and lockouts between two instances on one database', async () => {
    const ctx = await consoleContext();
    const other = createApp(ctx);
    const who = await insertAdmin(ctx, { super: true });
    const agent = await loginAs(ctx, who);
    const onOther = await other.request('/admin/api/auth/me', { headers: { cookie: agent.cookie } });
    expect(onOther.status).toBe(200);
    // Logout on the first instance ends the session on the second.
    await agent.call('POST', '/auth/logout');
    expect((await other.request('/admin/api/auth/me', { headers: { cookie: agent.cookie } })).status).toBe(
      401,
    );
    // Misses counted on one instance lock the account on the other.
    for (let i = 0; i < 5; i += 1) await tryLogin(ctx, who.name, 'wrong-pass1');
    const body = JSON.stringify({ name: who.name, password: who.password, ...(await captcha(ctx)) });
    const locked = await other.request('/admin/api/auth/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'zxt-admin',
        'x-forwarded-for': freshAddress(),
      },
      body,
    });
    expect(locked.status).toBe(423);
  });
});

describe('two-step login (TOTP)', () => {
  async function withTotp(ctx: TestContext) {
    const who = await insertAdmin(ctx, { super: true });
    const agent = await loginAs(ctx, who);
    const setup = await agent.call<TotpSetupReply>('POST', '/auth/totp/setup');
    expect(setup.status).toBe(200);
    expect(setup.body.otpauth_url).toBe(
      `otpauth://totp/zxt:${who.name}?secret=${setup.body.secret}&issuer=zxt`,
    );
    expect(setup.body.qr).toMatch(/^data:image\/png;base64,/);
    const badCode = await agent.call<AdminErrorReply>('POST', '/auth/totp/enable', { code: '000000' });
    expect(badCode.status).toBe(400);
    const code = await totpCode(setup.body.secret, ctx.clock.now());
    const enabled = await agent.call<AdminMe>('POST', '/auth/totp/enable', { code });
    expect(enabled.status).toBe(200);
    expect(enabled.body.totp_enabled).toBe(true);
    return { who, agent, secret: setup.body.secret };
  }

  it('asks for the code after the password; a code made from the secret finishes the login', async () => {
    const ctx = await consoleContext();
    const { who, secret } = await withTotp(ctx);
    ctx.clock.advance(MINUTE);
    const first = await tryLogin(ctx, who.name, who.password);
    expect(first.status).toBe(200);
    expect(first.body.step).toBe('totp');
    expect(sessionCookieOf(first)).toBeNull();
    const ticket = first.body.step === 'totp' ? first.body.ticket : '';
    const wrong = await consoleCall<AdminErrorReply>(ctx, 'POST', '/auth/totp', {
      body: { ticket, code: '12345' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ code: '请输入 6 位数字验证码' });

    const code = await totpCode(secret, ctx.clock.now());
    const done = await consoleCall<LoginReply>(ctx, 'POST', '/auth/totp', { body: { ticket, code } });
    expect(done.status).toBe(200);
    expect(done.body.step).toBe('done');
    expect(sessionCookieOf(done)).not.toBeNull();
    const rows = await auditRows(ctx);
    expect(rows.find((r) => r.action === 'totp_enable')).toMatchObject({ entity: 'admin', admin_id: who.id });
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it('accepts a code once, and a ticket once; a ticket runs out after 5 minutes', async () => {
    const ctx = await consoleContext();
    const { who, secret } = await withTotp(ctx);
    ctx.clock.advance(MINUTE);
    const ticketOf = async () => {
      const r = await tryLogin(ctx, who.name, who.password);
      return r.body.step === 'totp' ? r.body.ticket : '';
    };
    const ticket = await ticketOf();
    const code = await totpCode(secret, ctx.clock.now());
    expect((await consoleCall(ctx, 'POST', '/auth/totp', { body: { ticket, code } })).status).toBe(200);

    // The same code again, with a new ticket: refused.
    const again = await consoleCall<AdminErrorReply>(ctx, 'POST', '/auth/totp', {
      body: { ticket: await ticketOf(), code },
    });
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual({ code: '该验证码已使用，请等待下一个验证码' });

    // The used ticket with the next code: refused.
    ctx.clock.advance(31_000);
    const next = await totpCode(secret, ctx.clock.now());
    const reused = await consoleCall<AdminErrorReply>(ctx, 'POST', '/auth/totp', {
      body: { ticket, code: next },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('登录已超时，请重新登录');

    const late = await ticketOf();
    ctx.clock.advance(5 * MINUTE + 1000);
    const lateCode = await totpCode(secret, ctx.clock.now());
    const expired = await consoleCall<AdminErrorReply>(ctx, 'POST', '/auth/totp', {
      body: { ticket: late, code: lateCode },
    });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('登录已超时，请重新登录');
  });

  it('counts wrong codes towards the lockout', async () => {
    const ctx = await consoleContext();
    const { who } = await withTotp(ctx);
    const r = await tryLogin(ctx, who.name, who.password);
    const ticket = r.body.step === 'totp' ? r.body.ticket : '';
    for (let i = 0; i < 4; i += 1) {
      const miss = await consoleCall<AdminErrorReply>(ctx, 'POST', '/auth/totp', {
        body: { ticket, code: '000000' },
      });
      expect(miss.body.fields).toEqual({ code: '验证码错误' });
    }
    const locked = await consoleCall(ctx, 'POST', '/auth/totp', { body: { ticket, code: '000000' } });
    expect(locked.status).toBe(423);
  });

  it('disables with the password and a current code', async () => {
    const ctx = await consoleContext();
    const { agent, secret } = await withTotp(ctx);
    ctx.clock.advance(MINUTE);
    const code = await totpCode(secret, ctx.clock.now());
    const wrongPassword = await agent.call<AdminErrorReply>('POST', '/auth/totp/disable', {
      password: 'nope',
      code,
    });
    expect(wrongPassword.body.fields).toEqual({ password: '密码不正确' });
    const off = await agent.call<AdminMe>('POST', '/auth/totp/disable', { password: agent.password, code });
    expect(off.status).toBe(200);
    expect(off.body.totp_enabled).toBe(false);
    expect((await agent.call('POST', '/auth/totp/disable', { password: agent.password, code })).status).toBe(
      409,
    );
  });
});
