import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type {
  ListPage,
  MemberDetail,
  MemberDetailV430,
  MobileSignReply,
  Notification,
  UploadedImage,
} from '@meedu/contract';
import { toDbTime } from '../../src/lib/dates.ts';
import { maskIdNumber, maskRealName } from '../../src/modules/member/service.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { expectShape, expectShapes, type FieldList } from '../support/contract-shape.ts';
import { insertMonthlyPlan } from '../support/rows.ts';
import { dataOf, inParallel, passwordLogin, smsCode } from '../auth/support.ts';

const DETAIL: FieldList<MemberDetailV430> = {
  id: true,
  avatar: true,
  nick_name: true,
  mobile: true,
  is_lock: true,
  is_active: true,
  role_id: true,
  role_expired_at: true,
  role: true,
  invite_balance: true,
  is_password_set: true,
  is_set_nickname: true,
  created_at: true,
  credit1: true,
  credit2: true,
  credit3: true,
  is_bind_qq: true,
  is_bind_wechat: true,
  is_bind_mobile: true,
  invite_people_count: true,
  is_face_verify: true,
  profile_real_name: true,
  profile_id_number: true,
  // MeEdu 4.9.30's, sent in the default dialect (both)
  agreement_status: true,
};
const NOTIFICATION: FieldList<Notification> = {
  id: true,
  notifiable_id: true,
  data: true,
  read_at: true,
  created_at: true,
};
const PAGE: FieldList<ListPage<Notification>> = { data: true, total: true };
const UPLOADED: FieldList<UploadedImage> = {
  path: true,
  url: true,
  disk: true,
  name: true,
  expired_time: true,
  encryptData: true,
};

const detail = async (ctx: TestContext, token: string) =>
  dataOf<MemberDetail>((await ctx.call('GET', '/api/v2/member/detail', { token })).json);

async function notify(
  ctx: TestContext,
  userId: number,
  message: string,
  secondsAgo: number,
  read = false,
): Promise<string> {
  const id = randomUUID();
  const at = toDbTime(new Date(ctx.clock.now().getTime() - secondsAgo * 1000));
  await ctx.db
    .insertInto('notifications')
    .values({ id, user_id: userId, message, read_at: read ? at : null, created_at: at })
    .execute();
  return id;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function fileForm(bytes: Uint8Array, name: string, type = 'image/png'): FormData {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  return form;
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'meedu-acct-'));

/** A member on a fresh context with its own upload directory; `up(form)` posts the form to `url` as them. */
async function uploader(url: string) {
  const uploadDir = tempDir();
  const ctx = await createTestContext({ uploadDir });
  const m = await ctx.member();
  const up = (form: FormData) => ctx.call('POST', url, { token: m.token, form });
  return { uploadDir, ctx, m, up };
}

/** Where a file served at `/uploads/<rest>` is stored. */
const storedFile = (uploadDir: string, servedPath: string) =>
  path.join(uploadDir, servedPath.replace(/^\/uploads\//, ''));

/** The sign that proves the member owns their current mobile (an SMS code sent to it, then verified). */
async function mobileSign(ctx: TestContext, m: { token: string; mobile: string }): Promise<string> {
  const code = await smsCode(ctx, m.mobile, 'mobile_bind');
  const reply = await ctx.call('POST', '/api/v2/member/verify', {
    token: m.token,
    body: { mobile: m.mobile, mobile_code: code },
  });
  return dataOf<{ sign: string }>(reply.json).sign;
}

describe('GET /api/v2/member/detail', () => {
  it('answers every field of contract 5.1', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member({ nick_name: '小明' });
    const now = toDbTime(ctx.clock.now());
    await insertMonthlyPlan(ctx.db, now, 2);
    await ctx.db
      .updateTable('users')
      .set({
        role_id: 2,
        role_expired_at: '2027-01-01 00:00:00',
        is_verify: 1,
        real_name: '张三丰',
        id_number: '110101199003078515',
        credit1: 7,
      })
      .where('id', '=', m.id)
      .execute();
    await ctx.member(); // an invitee
    await ctx.db.updateTable('users').set({ inviter_id: m.id }).where('id', '!=', m.id).execute();
    const reply = (await ctx.call('GET', '/api/v2/member/detail', { token: m.token })).json.data;
    expectShape<MemberDetailV430>(reply, DETAIL);
    const d = await detail(ctx, m.token);
    expect(d).toEqual({
      id: m.id,
      avatar: 'http://localhost:8080/brand/avatar.svg',
      nick_name: '小明',
      mobile: m.mobile,
      is_lock: 0,
      is_active: 1,
      role_id: 2,
      // Stored in UTC, sent as the site's wall time (Asia/Shanghai).
      role_expired_at: '2027-01-01 08:00:00',
      role: { id: 2, name: '月度会员' },
      invite_balance: 0,
      is_password_set: 1,
      is_set_nickname: 0,
      created_at: '2026-11-21T08:00:00.000000Z',
      credit1: 7,
      credit2: 0,
      credit3: 0,
      is_bind_qq: 0,
      is_bind_wechat: 0,
      is_bind_mobile: 1,
      invite_people_count: 1,
      is_face_verify: true,
      profile_real_name: '张*丰',
      profile_id_number: '110101****8515',
      agreement_status: { user_agreement_agreed: true, privacy_policy_agreed: true },
    });
  });

  it('answers each member their own detail, for the address asked, and a change at once', async () => {
    // No APP_URL: avatars are addressed at the request's own origin.
    const ctx = await createTestContext({ appUrl: '' });
    const one = await ctx.member({ nick_name: '甲' });
    const two = await ctx.member({ nick_name: '乙' });
    const at = async (token: string, host: string) =>
      (await ctx.call('GET', '/api/v2/member/detail', { token, headers: { host } })).json
        .data as MemberDetail;
    expect(await at(one.token, 'a.example')).toMatchObject({
      id: one.id,
      avatar: 'http://a.example/brand/avatar.svg',
    });
    expect(await at(one.token, 'b.example')).toMatchObject({
      id: one.id,
      avatar: 'http://b.example/brand/avatar.svg',
    });
    expect(await at(two.token, 'a.example')).toMatchObject({ id: two.id, nick_name: '乙' });
    expect(await at(one.token, 'a.example')).toMatchObject({ id: one.id, nick_name: '甲' });
    const named = await ctx.call('POST', '/api/v2/member/detail/nickname', {
      token: one.token,
      body: { nick_name: '甲乙丙' },
    });
    expect(named.json.code).toBe(0);
    expect(await at(one.token, 'a.example')).toMatchObject({ nick_name: '甲乙丙', is_set_nickname: 1 });
    expect(await at(two.token, 'a.example')).toMatchObject({ nick_name: '乙' });
  });

  it('reports a placeholder mobile as not bound', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member({ mobile: '234567890' });
    expect((await detail(ctx, m.token)).is_bind_mobile).toBe(0);
  });

  it('masks names and id numbers', () => {
    expect(maskRealName('')).toBe('');
    expect(maskRealName('李')).toBe('李');
    expect(maskRealName('李四')).toBe('李*');
    expect(maskRealName('欧阳锋华')).toBe('欧*华');
    expect(maskIdNumber('110101900307851')).toBe('110101****851');
  });

  it('answers v2 {code:401} and v3 HTTP 401 without a valid token', async () => {
    const ctx = await createTestContext();
    const v2 = await ctx.call('GET', '/api/v2/member/detail', { token: 'garbage' });
    expect(v2.status).toBe(200);
    expect(v2.json).toEqual({ code: 401, message: '错误', data: [] });
    const v3 = await ctx.call('POST', '/api/v3/member/destroy');
    expect(v3.status).toBe(401);
    expect(v3.json).toEqual({ message: 'Unauthenticated.' });
  });
});

const unread = async (ctx: TestContext, token: string) =>
  (await ctx.call('GET', '/api/v2/member/unreadNotificationCount', { token })).json.data;

describe('notifications', () => {
  it('counts unread, lists newest first with paging, marks one and all as read', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member();
    const old = await notify(ctx, m.id, '旧消息', 300);
    const fresh = await notify(ctx, m.id, '新消息', 10);
    await notify(ctx, m.id, '已读消息', 200, true);
    const count = await ctx.call('GET', '/api/v2/member/unreadNotificationCount', { token: m.token });
    expect(count.json).toEqual({ code: 0, message: '', data: 2 });

    const list = await ctx.call('GET', '/api/v2/member/messages?page=1&page_size=2', { token: m.token });
    expectShape<ListPage<Notification>>(list.json.data, PAGE);
    const page = dataOf<{ data: Notification[]; total: number }>(list.json);
    expectShapes<Notification>(page.data, NOTIFICATION);
    expect(page.total).toBe(3);
    expect(page.data.map((n) => n.data.message)).toEqual(['新消息', '已读消息']);
    expect(page.data[0]).toEqual({
      id: fresh,
      notifiable_id: m.id,
      data: { message: '新消息' },
      read_at: null,
      created_at: '2026-11-21T07:59:50.000000Z',
    });
    const second = dataOf<{ data: Notification[] }>(
      (await ctx.call('GET', '/api/v2/member/messages?page=2&page_size=2', { token: m.token })).json,
    );
    expect(second.data.map((n) => n.id)).toEqual([old]);
    const defaults = dataOf<{ data: Notification[] }>(
      (await ctx.call('GET', '/api/v2/member/messages', { token: m.token })).json,
    );
    expect(defaults.data).toHaveLength(3);

    expect(
      (await ctx.call('GET', `/api/v2/member/notificationMarkAsRead/${fresh}`, { token: m.token })).json.code,
    ).toBe(0);
    expect(await unread(ctx, m.token)).toBe(1);
    expect(
      (await ctx.call('GET', '/api/v2/member/notificationMarkAsRead/unknown', { token: m.token })).json.code,
    ).toBe(0);
    expect(
      (await ctx.call('GET', '/api/v2/member/notificationMarkAsRead/%00', { token: m.token })).json.code,
    ).toBe(0);
    await ctx.call('GET', '/api/v2/member/notificationMarkAllAsRead', { token: m.token });
    expect(await unread(ctx, m.token)).toBe(0);
  });

  it("never shows or marks another member's messages", async () => {
    const ctx = await createTestContext();
    const a = await ctx.member();
    const b = await ctx.member();
    const mine = await notify(ctx, a.id, 'A 的消息', 10);
    const listB = dataOf<{ data: Notification[]; total: number }>(
      (await ctx.call('GET', '/api/v2/member/messages', { token: b.token })).json,
    );
    expect(listB).toEqual({ data: [], total: 0 });
    await ctx.call('GET', `/api/v2/member/notificationMarkAsRead/${mine}`, { token: b.token });
    await ctx.call('GET', '/api/v2/member/notificationMarkAllAsRead', { token: b.token });
    expect(await unread(ctx, a.token)).toBe(1);
  });

  it('needs a token', async () => {
    const ctx = await createTestContext();
    for (const p of [
      'unreadNotificationCount',
      'messages',
      'notificationMarkAllAsRead',
      'notificationMarkAsRead/x',
    ])
      expect((await ctx.call('GET', `/api/v2/member/${p}`)).json.code).toBe(401);
  });
});

describe('POST /api/v2/member/detail/nickname', () => {
  it('sets the nickname once', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member();
    const set = (nick_name?: string) =>
      ctx.call('POST', '/api/v2/member/detail/nickname', { token: m.token, body: { nick_name } });
    expect((await set()).json.message).toBe('请输入昵称');
    await ctx.member({ nick_name: '已有昵称' });
    expect((await set('已有昵称')).json.message).toBe('昵称已经存在');
    expect((await set('新昵称')).json.code).toBe(0);
    expect(await detail(ctx, m.token)).toMatchObject({ nick_name: '新昵称', is_set_nickname: 1 });
    expect((await set('再改一次')).json.message).toBe('当前用户已配置昵称');
  });
});

describe('POST /api/v2/member/detail/avatar', () => {
  it('stores an image and answers its absolute URL in detail', async () => {
    const { uploadDir, ctx, m, up } = await uploader('/api/v2/member/detail/avatar');
    const res = await up(fileForm(PNG, 'a.png'));
    expect(res.json).toEqual({ code: 0, message: '', data: [] });
    const { avatar } = await detail(ctx, m.token);
    expect(avatar).toMatch(/^http:\/\/localhost:8080\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
    const file = storedFile(uploadDir, new URL(avatar).pathname);
    expect(fs.readFileSync(file)).toEqual(PNG);
    // A second upload replaces (and removes) the first file.
    await up(fileForm(PNG, 'b.png'));
    expect(fs.existsSync(file)).toBe(false);
  });

  it('refuses a missing file, a non-image and a file over 1 MB', async () => {
    const { up } = await uploader('/api/v2/member/detail/avatar');
    expect((await up(new FormData())).json.message).toBe('请上传文件');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await up(fileForm(svg, 'x.png'))).json.message).toBe('请上传图片文件');
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    expect((await up(fileForm(big, 'big.png'))).json.message).toBe('文件不能超过1M');
  });

  it('needs a token', async () => {
    const ctx = await createTestContext({ uploadDir: tempDir() });
    expect(
      (await ctx.call('POST', '/api/v2/member/detail/avatar', { form: fileForm(PNG, 'a.png') })).json.code,
    ).toBe(401);
  });
});

describe('POST /api/v2/member/detail/password', () => {
  it('changes the password, ends the other sessions and keeps the current one', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member({ password: 'old-pass' });
    const otherDevice = await ctx.tokens.issue(m.id);
    ctx.clock.advance(30_000); // the current token is from an earlier second than the change
    const code = await smsCode(ctx, m.mobile, 'password_reset');
    const res = await ctx.call('POST', '/api/v2/member/detail/password', {
      token: m.token,
      body: { mobile: m.mobile, mobile_code: code, password: 'new-pass' },
    });
    expect(res.json.code).toBe(0);
    expect((await ctx.call('GET', '/api/v2/member/detail', { token: m.token })).json.code).toBe(0);
    ctx.clock.advance(5_000);
    expect((await ctx.call('GET', '/api/v2/member/detail', { token: m.token })).json.code).toBe(0);
    expect((await ctx.call('GET', '/api/v2/member/detail', { token: otherDevice })).json.code).toBe(401);
    const login = await passwordLogin(ctx, m.mobile, 'new-pass');
    const fresh = dataOf<{ token: string }>(login.json).token;
    expect((await ctx.call('GET', '/api/v2/member/detail', { token: fresh })).json.code).toBe(0);
  });

  it('validates, refuses another mobile and wrong codes', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member();
    const change = (body: object) =>
      ctx.call('POST', '/api/v2/member/detail/password', { token: m.token, body });
    expect((await change({})).json.message).toBe('请输入手机号,请输入短信验证码,请输入密码');
    // The code is checked first (as the reference), then that it went to the member's own mobile.
    expect((await change({ mobile: '13712345678', mobile_code: '1', password: 'x' })).json.message).toBe(
      '短信验证码错误',
    );
    const otherCode = await smsCode(ctx, '13712345678', 'password_reset');
    expect((await change({ mobile: '13712345678', mobile_code: otherCode, password: 'x' })).json).toEqual({
      code: 1,
      message: '请绑定手机号',
      data: [],
    });
    expect((await change({ mobile: m.mobile, mobile_code: '000000', password: 'x' })).json.message).toBe(
      '短信验证码错误',
    );
    expect((await ctx.call('POST', '/api/v2/member/detail/password', { body: {} })).json.code).toBe(401);
  });
});

describe('mobile change: POST /api/v2/member/verify then PUT /api/v2/member/mobile', () => {
  it('changes the mobile with a sign from the old one', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member();
    const oldCode = await smsCode(ctx, m.mobile, 'mobile_bind');
    const verify = await ctx.call('POST', '/api/v2/member/verify', {
      token: m.token,
      body: { mobile: m.mobile, mobile_code: oldCode },
    });
    expectShape<MobileSignReply>(verify.json.data, { sign: true });
    const { sign } = dataOf<{ sign: string }>(verify.json);
    const newCode = await smsCode(ctx, '13788889999', 'mobile_bind');
    const put = await ctx.call('PUT', '/api/v2/member/mobile', {
      token: m.token,
      body: { mobile: '13788889999', mobile_code: newCode, sign },
    });
    expect(put.json).toEqual({ code: 0, message: '', data: [] });
    expect((await detail(ctx, m.token)).mobile).toBe('13788889999');
    // The sign is spent once the mobile changed.
    ctx.clock.advance(61_000);
    const again = await smsCode(ctx, '13788880000', 'mobile_bind');
    const reuse = await ctx.call('PUT', '/api/v2/member/mobile', {
      token: m.token,
      body: { mobile: '13788880000', mobile_code: again, sign },
    });
    expect(reuse.json.message).toBe('参数错误');
  });

  it('verify refuses another mobile and wrong codes', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member();
    const verify = (body: object) => ctx.call('POST', '/api/v2/member/verify', { token: m.token, body });
    // No validation rules: a missing code fails the code check; a code for another mobile is '参数错误'.
    expect((await verify({})).json).toEqual({ code: 1, message: '短信验证码错误', data: [] });
    expect((await verify({ mobile: '13712345678', mobile_code: '1' })).json.message).toBe('短信验证码错误');
    const otherCode = await smsCode(ctx, '13712345678', 'mobile_bind');
    expect((await verify({ mobile: '13712345678', mobile_code: otherCode })).json).toEqual({
      code: 1,
      message: '参数错误',
      data: [],
    });
    expect((await verify({ mobile: m.mobile, mobile_code: '000000' })).json.message).toBe('短信验证码错误');
    expect((await ctx.call('POST', '/api/v2/member/verify', { body: {} })).json.code).toBe(401);
  });

  it("refuses expired, forged and another member's signs, and taken mobiles", async () => {
    const ctx = await createTestContext();
    const a = await ctx.member();
    const b = await ctx.member();
    const sign = await mobileSign(ctx, a);
    const put = (token: string, body: object) => ctx.call('PUT', '/api/v2/member/mobile', { token, body });
    // mobile and mobile_code are the validation rules; the sign is checked after them.
    expect((await put(a.token, {})).json).toEqual({
      code: 1,
      message: '请输入手机号,请输入短信验证码',
      data: [],
    });
    expect((await put(a.token, { mobile: '13700001111', mobile_code: '1' })).json.message).toBe('参数错误');
    expect((await put(b.token, { mobile: '13700001111', mobile_code: '1', sign })).json.message).toBe(
      '参数错误',
    );
    expect(
      (await put(a.token, { mobile: '13700001111', mobile_code: '1', sign: `${sign}x` })).json.message,
    ).toBe('参数错误');
    const taken = await smsCode(ctx, b.mobile, 'mobile_bind');
    expect((await put(a.token, { mobile: b.mobile, mobile_code: taken, sign })).json.message).toBe(
      '手机号已存在',
    );
    ctx.clock.advance(3601_000);
    const late = await smsCode(ctx, '13700001111', 'mobile_bind');
    expect((await put(a.token, { mobile: '13700001111', mobile_code: late, sign })).json.message).toBe(
      '参数错误',
    );
  });
});

describe('POST /api/v2/member/detail/mobile', () => {
  it('binds a first mobile to a member without one', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member({ mobile: '298765432' });
    const bind = (body: object) => ctx.call('POST', '/api/v2/member/detail/mobile', { token: m.token, body });
    expect((await bind({})).json.message).toBe('请输入手机号,请输入短信验证码');
    expect((await bind({ mobile: '13722223333', mobile_code: '000000' })).json.message).toBe(
      '短信验证码错误',
    );
    const other = await ctx.member();
    const takenCode = await smsCode(ctx, other.mobile, 'mobile_bind');
    expect((await bind({ mobile: other.mobile, mobile_code: takenCode })).json.message).toBe('手机号已存在');
    const code = await smsCode(ctx, '13722223333', 'mobile_bind');
    expect((await bind({ mobile: '13722223333', mobile_code: code })).json.code).toBe(0);
    expect(await detail(ctx, m.token)).toMatchObject({ mobile: '13722223333', is_bind_mobile: 1 });
    // The code is checked before '已绑定' (as the reference).
    expect((await bind({ mobile: '13722224444', mobile_code: '1' })).json.message).toBe('短信验证码错误');
    const more = await smsCode(ctx, '13722224444', 'mobile_bind');
    expect((await bind({ mobile: '13722224444', mobile_code: more })).json).toEqual({
      code: 1,
      message: '已绑定',
      data: [],
    });
  });
});

describe('DELETE /api/v2/member/socialite/{app}', () => {
  it('unbinds only the caller and validates the app', async () => {
    const ctx = await createTestContext();
    const a = await ctx.member();
    const b = await ctx.member();
    const now = toDbTime(ctx.clock.now());
    const bind = (userId: number, openid: string) =>
      ctx.db
        .insertInto('user_socialites')
        .values({ user_id: userId, app: 'qq', app_user_id: openid, created_at: now })
        .execute();
    await bind(a.id, 'qq-a');
    await bind(b.id, 'qq-b');
    expect((await detail(ctx, a.token)).is_bind_qq).toBe(1);
    expect(
      (await ctx.call('DELETE', '/api/v2/member/socialite/weibo', { token: a.token })).json.message,
    ).toBe('参数错误');
    expect((await ctx.call('DELETE', '/api/v2/member/socialite/qq', { token: a.token })).json.code).toBe(0);
    expect((await ctx.call('DELETE', '/api/v2/member/socialite/wechat', { token: a.token })).json.code).toBe(
      0,
    );
    expect((await detail(ctx, a.token)).is_bind_qq).toBe(0);
    expect((await detail(ctx, b.token)).is_bind_qq).toBe(1);
    expect((await ctx.call('DELETE', '/api/v2/member/socialite/qq')).json.code).toBe(401);
  });
});

describe('POST /api/v3/member/destroy', () => {
  it('records one deletion request and ends the session', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member({ password: 'meedu123' });
    expect((await ctx.call('POST', '/api/v3/member/destroy', { token: m.token, body: {} })).json).toEqual({
      code: 0,
      message: '',
      data: [],
    });
    expect((await ctx.call('GET', '/api/v2/member/detail', { token: m.token })).json.code).toBe(401);
    const second = await ctx.tokens.issue(m.id);
    expect((await ctx.call('POST', '/api/v3/member/destroy', { token: second })).json.message).toBe(
      '用户已申请注销',
    );
  });
});

describe('POST /api/v2/upload/image', () => {
  it('stores an image of up to 2 MB and answers its URL', async () => {
    const { uploadDir, ctx, up } = await uploader('/api/v2/upload/image');
    const res = await up(fileForm(PNG, 'pic.png'));
    expectShape<UploadedImage>(res.json.data, UPLOADED);
    const data = dataOf<{
      path: string;
      url: string;
      disk: string;
      name: string;
      expired_time: number;
      encryptData: string;
    }>(res.json);
    expect(data.url).toBe(`http://localhost:8080${data.path}`);
    expect(data).toMatchObject({ disk: 'public', name: 'pic.png' });
    expect(data.expired_time).toBe(Math.floor(ctx.clock.now().getTime() / 1000) + 1800);
    expect(fs.existsSync(storedFile(uploadDir, data.path))).toBe(true);
    const mid = Buffer.concat([PNG, Buffer.alloc(1536 * 1024)]);
    expect((await up(fileForm(mid, 'm.png'))).json.code).toBe(0);
  });

  it('refuses missing files, non-images and files over 2 MB; needs a token', async () => {
    const { ctx, up } = await uploader('/api/v2/upload/image');
    expect((await up(new FormData())).json.message).toBe('请上传文件');
    expect((await up(fileForm(Buffer.from('hello'), 'a.txt', 'text/plain'))).json.message).toBe(
      '请上传图片文件',
    );
    const big = Buffer.concat([PNG, Buffer.alloc(2048 * 1024)]);
    expect((await up(fileForm(big, 'big.png'))).json.message).toBe('文件不能超过2M');
    expect((await ctx.call('POST', '/api/v2/upload/image', { form: fileForm(PNG, 'a.png') })).json.code).toBe(
      401,
    );
  });
});

describe('single use under concurrency', () => {
  /** `n` new mobiles with a fresh code each (scene mobile_bind). */
  async function mobilesWithCodes(ctx: TestContext, prefix: string, n = 10) {
    const out: { mobile: string; code: string }[] = [];
    for (let i = 0; i < n; i += 1) {
      const mobile = `${prefix}${String(i).padStart(2, '0')}`;
      out.push({ mobile, code: await smsCode(ctx, mobile, 'mobile_bind') });
    }
    return out;
  }

  it('one mobile-change sign changes the mobile once for ten requests at the same time', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member();
    const sign = await mobileSign(ctx, m);
    const targets = await mobilesWithCodes(ctx, '137888800');
    const { successes } = await inParallel(10, (i) =>
      ctx.call('PUT', '/api/v2/member/mobile', {
        token: m.token,
        body: { mobile: targets[i]!.mobile, mobile_code: targets[i]!.code, sign },
      }),
    );
    expect(successes).toBe(1);
    expect(targets.map((t) => t.mobile)).toContain((await detail(ctx, m.token)).mobile);
  });

  it('a first mobile is bound once for ten requests at the same time', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member({ mobile: '298765433' });
    const targets = await mobilesWithCodes(ctx, '137222200');
    const { successes, replies } = await inParallel(10, (i) =>
      ctx.call('POST', '/api/v2/member/detail/mobile', {
        token: m.token,
        body: { mobile: targets[i]!.mobile, mobile_code: targets[i]!.code },
      }),
    );
    expect(successes).toBe(1);
    expect(replies.filter((r) => r.code !== 0).every((r) => r.message === '已绑定')).toBe(true);
  });

  it('the nickname is set once for ten requests at the same time', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member();
    const { successes } = await inParallel(10, (i) =>
      ctx.call('POST', '/api/v2/member/detail/nickname', { token: m.token, body: { nick_name: `昵称${i}` } }),
    );
    expect(successes).toBe(1);
    expect((await detail(ctx, m.token)).nick_name).toMatch(/^昵称\d$/);
  });

  it('ten members asking for one free nickname at the same time: one gets it', async () => {
    const ctx = await createTestContext();
    const members: { token: string }[] = [];
    for (let i = 0; i < 10; i += 1) members.push(await ctx.member());
    const { successes, replies } = await inParallel(10, (i) =>
      ctx.call('POST', '/api/v2/member/detail/nickname', {
        token: members[i]!.token,
        body: { nick_name: '抢手' },
      }),
    );
    expect(successes).toBe(1);
    expect(replies.filter((r) => r.code !== 0).every((r) => r.message === '昵称已经存在')).toBe(true);
  });

  it('one deletion request is recorded for ten requests at the same time', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member();
    const tokens = [m.token];
    for (let i = 1; i < 10; i += 1) tokens.push(await ctx.tokens.issue(m.id));
    const { successes, replies } = await inParallel(10, (i) =>
      ctx.call('POST', '/api/v3/member/destroy', { token: tokens[i], body: {} }),
    );
    expect(successes).toBe(1);
    expect(replies.filter((r) => r.code !== 0).every((r) => r.message === '用户已申请注销')).toBe(true);
  });
});
