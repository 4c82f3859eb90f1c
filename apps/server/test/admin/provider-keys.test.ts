import type { AdminErrorReply, ProviderKeys } from '@meedu/contract/admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileTrust } from '../../src/lib/client-address.ts';
import { resolveProviderKeys } from '../../src/settings/provider-keys.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { adminAgent, auditRows, type AdminAgent } from './support.ts';

const ENV = { ALIYUN_SMS_SIGN_NAME: '环境签名', TENCENT_SECRET_KEY: 'env-tencent-secret' };

describe('provider keys in the console', () => {
  let ctx: TestContext;
  let editor: AdminAgent;
  let viewer: AdminAgent;
  let outsider: AdminAgent;

  beforeAll(async () => {
    ctx = await createTestContext({ trustProxy: compileTrust('1'), providerEnv: ENV });
    editor = await adminAgent(ctx, ['settings.edit']);
    viewer = await adminAgent(ctx, ['settings.view']);
    outsider = await adminAgent(ctx, ['home.edit']);
  }, 60_000);

  const aliyunOf = (list: ProviderKeys[]) => list.find((p) => p.provider === 'aliyun_sms')!;
  const fieldOf = (list: ProviderKeys[], provider: string, key: string) =>
    list.find((p) => p.provider === provider)!.fields.find((f) => f.key === key)!;

  it('lists every provider; env values show as env; a role without settings is refused', async () => {
    const r = await viewer.call<ProviderKeys[]>('GET', '/settings/providers');
    expect(r.status).toBe(200);
    expect(r.body.map((p) => p.provider)).toEqual(
      expect.arrayContaining(['sms', 'aliyun_sms', 'tencent_sms']),
    );
    expect(fieldOf(r.body, 'aliyun_sms', 'sign_name')).toMatchObject({
      source: 'env',
      is_set: true,
      value: '环境签名',
      env: 'ALIYUN_SMS_SIGN_NAME',
    });
    expect(fieldOf(r.body, 'tencent_sms', 'secret_key')).toMatchObject({
      source: 'env',
      is_set: true,
      value: null,
      secret: true,
    });
    expect(JSON.stringify(r.body)).not.toContain('env-tencent-secret');
    expect(aliyunOf(r.body)).toMatchObject({ configured: false, source: null });

    const refused = await outsider.call<AdminErrorReply>('GET', '/settings/providers');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('没有权限：系统设置（查看）');
    const write = await viewer.call('PUT', '/settings/providers/aliyun_sms', { values: { sign_name: 'x' } });
    expect(write.status).toBe(403);
  });

  it('saves secrets write-only, audited without the value; the provider resolves from the database', async () => {
    const values = {
      access_key_id: 'LTAI-test',
      access_key_secret: 'very-secret-value',
      template_register: 'SMS_1',
      template_login: 'SMS_2',
      template_password_reset: 'SMS_3',
      template_mobile_bind: 'SMS_4',
    };
    const r = await editor.call<ProviderKeys[]>('PUT', '/settings/providers/aliyun_sms', { values });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(JSON.stringify(r.body)).not.toContain('very-secret-value');
    expect(fieldOf(r.body, 'aliyun_sms', 'access_key_secret')).toMatchObject({
      is_set: true,
      value: null,
      source: 'database',
    });
    expect(fieldOf(r.body, 'aliyun_sms', 'access_key_id')).toMatchObject({ value: 'LTAI-test' });
    expect(aliyunOf(r.body)).toMatchObject({ configured: true, source: 'database' });

    const resolved = await resolveProviderKeys(ctx.db, ENV, 'aliyun_sms');
    expect(resolved.values).toMatchObject({ access_key_secret: 'very-secret-value', sign_name: '环境签名' });

    const [row] = await auditRows(ctx, 'provider_keys');
    expect(row).toMatchObject({ action: 'update', entity_id: 'aliyun_sms', admin_name: editor.name });
    expect(row!.summary).toContain('阿里云短信');
    expect(JSON.stringify(row)).not.toContain('very-secret-value');

    // Clearing a secret; a field absent stays as it is.
    const cleared = await editor.call<ProviderKeys[]>('PUT', '/settings/providers/aliyun_sms', {
      values: { access_key_secret: null },
    });
    expect(fieldOf(cleared.body, 'aliyun_sms', 'access_key_secret')).toMatchObject({ is_set: false });
    expect(fieldOf(cleared.body, 'aliyun_sms', 'access_key_id')).toMatchObject({ value: 'LTAI-test' });
    expect(aliyunOf(cleared.body).configured).toBe(false);
  });

  it('refuses a field set by the environment, an unknown field or provider, and a value outside the options', async () => {
    const envField = await editor.call<AdminErrorReply>('PUT', '/settings/providers/aliyun_sms', {
      values: { sign_name: '数据库签名' },
    });
    expect(envField.status).toBe(400);
    expect(envField.body.fields?.['values.sign_name']).toContain('由环境变量设置');
    const unknown = await editor.call<AdminErrorReply>('PUT', '/settings/providers/aliyun_sms', {
      values: { nope: 'x' },
    });
    expect(unknown.status).toBe(400);
    const option = await editor.call<AdminErrorReply>('PUT', '/settings/providers/sms', {
      values: { provider: 'twilio' },
    });
    expect(option.status).toBe(400);
    expect((await editor.call('PUT', '/settings/providers/nope', { values: {} })).status).toBe(404);
    expect((await resolveProviderKeys(ctx.db, ENV, 'aliyun_sms')).values.sign_name).toBe('环境签名');
  });
});
