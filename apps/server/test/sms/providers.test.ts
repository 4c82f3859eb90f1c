import type { AdminErrorReply, DashboardReply, ListReply, SmsSendLogItem } from '@meedu/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileTrust } from '../../src/lib/client-address.ts';
import { writeProviderKeys } from '../../src/settings/provider-keys.ts';
import { adminAgent, type AdminAgent } from '../admin/support.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { solvedCaptcha } from '../support/captcha.ts';
import { startFakeAliyun, startFakeTencent, type FakeGateway } from '../support/sms-gateways.ts';

const ALIYUN = {
  accessKeyId: 'LTAI5tFakeKeyId',
  accessKeySecret: 'aliyun-fake-secret',
  signName: '知学堂',
  templates: ['SMS_REG', 'SMS_LOGIN', 'SMS_RESET', 'SMS_BIND'],
};
const TENCENT = {
  secretId: 'AKIDfakeSecretId',
  secretKey: 'tencent-fake-secret',
  sdkAppId: '1400000001',
  signName: '知学堂',
  templates: ['1001', '1002', '1003', '1004'],
};
const templateKeys = (t: string[]) => ({
  template_register: t[0]!,
  template_login: t[1]!,
  template_password_reset: t[2]!,
  template_mobile_bind: t[3]!,
});

/** A production server (no sandbox); the providers' keys are saved as the console saves them. */
describe('SMS through the providers (production mode)', () => {
  let ctx: TestContext;
  let aliyun: FakeGateway;
  let tencent: FakeGateway;
  let viewer: AdminAgent;
  let outsider: AdminAgent;

  beforeAll(async () => {
    [aliyun, tencent] = await Promise.all([startFakeAliyun(ALIYUN), startFakeTencent(TENCENT)]);
    ctx = await createTestContext({
      demo: false,
      trustProxy: compileTrust('1'),
      smsLimits: { perAddressPer10Minutes: 10_000, perAddressPerDay: 10_000, perMobilePerDay: 3 },
    });
    viewer = await adminAgent(ctx, ['settings.view', 'dashboard.view']);
    outsider = await adminAgent(ctx, ['home.edit']);
  }, 60_000);
  afterAll(() => Promise.all([aliyun.close(), tencent.close()]));

  const saveKeys = (provider: 'sms' | 'aliyun_sms' | 'tencent_sms', values: Record<string, string>) =>
    writeProviderKeys(ctx.db, {}, provider, values, ctx.clock.now());
  const useAliyun = async (secret = ALIYUN.accessKeySecret) => {
    await saveKeys('aliyun_sms', {
      access_key_id: ALIYUN.accessKeyId,
      access_key_secret: secret,
      sign_name: ALIYUN.signName,
      ...templateKeys(ALIYUN.templates),
      endpoint: aliyun.url,
    });
    await saveKeys('sms', { provider: 'aliyun' });
  };

  const send = async (mobile: string, scene: string) => {
    const { key, answer } = await solvedCaptcha(ctx);
    const body = { mobile, image_key: key, image_captcha: answer, scene };
    return (await ctx.call('POST', '/api/v2/captcha/sms', { body })).json;
  };
  const storedCode = (mobile: string) =>
    ctx.db.selectFrom('sms_codes').select('code').where('mobile', '=', mobile).executeTakeFirst();
  const logsOf = (mobile: string) =>
    ctx.db.selectFrom('sms_send_logs').selectAll().where('mobile', '=', mobile).orderBy('id').execute();

  it('refuses to send without a provider (and with the sandbox), saying so; nothing is stored', async () => {
    const none = await send('13900000001', 'login');
    expect(none).toMatchObject({ code: 1, message: '短信服务未配置' });
    await saveKeys('sms', { provider: 'sandbox' });
    expect(await send('13900000001', 'login')).toMatchObject({ message: '短信服务未配置' });
    // Chosen but without all of its keys.
    await saveKeys('sms', { provider: 'aliyun' });
    expect(await send('13900000001', 'login')).toMatchObject({ message: '短信服务未配置' });
    expect(await storedCode('13900000001')).toBeUndefined();
    expect(await ctx.db.selectFrom('sms_outbox').selectAll().execute()).toEqual([]);
    expect((await ctx.call('GET', '/__dev/sms?mobile=13900000001')).status).toBe(404);
    const dashboard = await viewer.call<DashboardReply>('GET', '/dashboard');
    expect(dashboard.body.warnings).toEqual([
      expect.stringMatching(/^短信服务未配置（阿里云短信的密钥、签名或模板未填全）/),
    ]);
  });

  it('Aliyun: each scene reaches the gateway with its template and the code, and that code works', async () => {
    await useAliyun();
    const mobile = '13900000010';
    expect(await send(mobile, 'register')).toMatchObject({ code: 0 });
    expect(aliyun.received.at(-1)).toMatchObject({ mobile, template: 'SMS_REG', signName: '知学堂' });
    const registered = await ctx.call('POST', '/api/v2/register/sms', {
      body: { mobile, mobile_code: aliyun.lastCode(mobile), password: 'abc12345' },
    });
    expect(registered.json.code).toBe(0);

    ctx.clock.advance(61_000);
    expect(await send(mobile, 'login')).toMatchObject({ code: 0 });
    expect(aliyun.received.at(-1)?.template).toBe('SMS_LOGIN');
    const login = await ctx.call('POST', '/api/v2/login/mobile', {
      body: { mobile, mobile_code: aliyun.lastCode(mobile) },
    });
    expect(login.json.code).toBe(0);

    ctx.clock.advance(61_000);
    expect(await send(mobile, 'password_reset')).toMatchObject({ code: 0 });
    expect(aliyun.received.at(-1)?.template).toBe('SMS_RESET');
    const reset = await ctx.call('POST', '/api/v2/password/reset', {
      body: { mobile, mobile_code: aliyun.lastCode(mobile), password: 'new12345' },
    });
    expect(reset.json.code).toBe(0);

    const member = await ctx.member({ mobile: '13900000011' });
    expect(await send(member.mobile, 'mobile_bind')).toMatchObject({ code: 0 });
    expect(aliyun.received.at(-1)?.template).toBe('SMS_BIND');
    const verified = await ctx.call('POST', '/api/v2/member/verify', {
      token: member.token,
      body: { mobile: member.mobile, mobile_code: aliyun.lastCode(member.mobile) },
    });
    expect(verified.json.code).toBe(0);

    const logs = await logsOf(mobile);
    expect(logs.map((l) => [l.provider, l.scene, l.status])).toEqual([
      ['aliyun', 'register', 'sent'],
      ['aliyun', 'login', 'sent'],
      ['aliyun', 'password_reset', 'sent'],
    ]);
    expect(logs[0]!.request_id).toMatch(/^[0-9A-F-]{36}$/);
    expect(logs[0]!.biz_id).toMatch(/\^0$/);
    expect(aliyun.rejected).toEqual([]);
    expect(await ctx.db.selectFrom('sms_outbox').selectAll().execute()).toEqual([]);
    expect((await viewer.call<DashboardReply>('GET', '/dashboard')).body.warnings).toEqual([]);
  });

  it('Aliyun refuses: 短信发送失败，请稍后再试, no usable code, the log keeps the error; the daily limit counts it', async () => {
    await useAliyun();
    const mobile = '13900000020';
    aliyun.failNext('isv.BUSINESS_LIMIT_CONTROL', '触发小时级流控Permits:5');
    expect(await send(mobile, 'login')).toMatchObject({ code: 1, message: '短信发送失败，请稍后再试' });
    expect(await storedCode(mobile)).toBeUndefined();
    const [failed] = await logsOf(mobile);
    expect(failed).toMatchObject({
      provider: 'aliyun',
      status: 'failed',
      error_code: 'isv.BUSINESS_LIMIT_CONTROL',
      error_message: '触发小时级流控Permits:5',
    });
    expect(failed!.request_id).not.toBe('');

    // A wrong secret: the gateway's signature check refuses it, and the member sees the same message.
    await useAliyun('not-the-secret');
    expect(await send(mobile, 'login')).toMatchObject({ message: '短信发送失败，请稍后再试' });
    expect(aliyun.rejected).toEqual(['SignatureDoesNotMatch']);
    expect((await logsOf(mobile)).at(-1)).toMatchObject({
      status: 'failed',
      error_code: 'SignatureDoesNotMatch',
    });
    aliyun.rejected.length = 0;

    // No 60-s wait after a failure; the third send of the day is the last one (SMS_PER_MOBILE_PER_DAY 3 here).
    await useAliyun();
    expect(await send(mobile, 'login')).toMatchObject({ code: 0 });
    expect(await storedCode(mobile)).toEqual({ code: aliyun.lastCode(mobile) });
    ctx.clock.advance(61_000);
    expect(await send(mobile, 'login')).toMatchObject({ message: '今日短信发送次数已达上限' });
  });

  it('Tencent Cloud: each scene reaches the gateway with its template; its errors are logged and refused', async () => {
    await saveKeys('tencent_sms', {
      secret_id: TENCENT.secretId,
      secret_key: TENCENT.secretKey,
      sdk_app_id: TENCENT.sdkAppId,
      sign_name: TENCENT.signName,
      ...templateKeys(TENCENT.templates),
      endpoint: tencent.url,
    });
    await saveKeys('sms', { provider: 'tencent' });
    const scenes = ['register', 'login', 'password_reset', 'mobile_bind'];
    for (const [i, scene] of scenes.entries()) {
      const mobile = `1390000003${i}`;
      expect(await send(mobile, scene)).toMatchObject({ code: 0 });
      expect(tencent.received.at(-1)).toMatchObject({ mobile, template: TENCENT.templates[i] });
      expect(await storedCode(mobile)).toEqual({ code: tencent.lastCode(mobile) });
    }
    const login = await ctx.call('POST', '/api/v2/login/mobile', {
      body: { mobile: '13900000031', mobile_code: tencent.lastCode('13900000031') },
    });
    expect(login.json.code).toBe(0);

    tencent.failNext('LimitExceeded.PhoneNumberDailyLimit', '单个手机号日下发短信条数超过设定的上限');
    expect(await send('13900000040', 'login')).toMatchObject({ message: '短信发送失败，请稍后再试' });
    tencent.failNext('FailedOperation.InsufficientBalanceInSmsPackage', '套餐包余量不足');
    expect(await send('13900000040', 'login')).toMatchObject({ message: '短信发送失败，请稍后再试' });
    expect(await storedCode('13900000040')).toBeUndefined();
    expect((await logsOf('13900000040')).map((l) => [l.provider, l.status, l.error_code])).toEqual([
      ['tencent', 'failed', 'LimitExceeded.PhoneNumberDailyLimit'],
      ['tencent', 'failed', 'FailedOperation.InsufficientBalanceInSmsPackage'],
    ]);
    expect((await logsOf('13900000031'))[0]).toMatchObject({
      status: 'sent',
      biz_id: expect.stringMatching(/^2433:/),
    });
    expect(tencent.rejected).toEqual([]);

    // A wrong secret key: the gateway's TC3 check refuses it.
    await saveKeys('tencent_sms', { secret_key: 'not-the-secret' });
    expect(await send('13900000041', 'login')).toMatchObject({ message: '短信发送失败，请稍后再试' });
    expect(tencent.rejected).toEqual(['AuthFailure.SignatureFailure']);
    expect((await logsOf('13900000041'))[0]).toMatchObject({ error_code: 'AuthFailure.SignatureFailure' });
  });

  it('lists the send log for the console: newest first, filtered, masked, no code; settings permission only', async () => {
    const all = await viewer.call<ListReply<SmsSendLogItem>>('GET', '/sms/logs');
    expect(all.status).toBe(200);
    const ids = all.body.items.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const codes = [...aliyun.received, ...tencent.received].map((r) => r.code);
    const text = JSON.stringify(all.body);
    for (const code of codes) expect(text).not.toContain(`"${code}"`);

    const failed = await viewer.call<ListReply<SmsSendLogItem>>(
      'GET',
      '/sms/logs?status=failed&mobile=13900000040',
    );
    expect(failed.body.total).toBe(2);
    expect(failed.body.items[0]).toMatchObject({
      provider: 'tencent',
      mobile: '139****0040',
      status: 'failed',
      error_code: 'FailedOperation.InsufficientBalanceInSmsPackage',
    });
    expect((await viewer.call('GET', '/sms/logs?status=nope')).status).toBe(400);
    const refused = await outsider.call<AdminErrorReply>('GET', '/sms/logs');
    expect(refused.status).toBe(403);
  });
});
