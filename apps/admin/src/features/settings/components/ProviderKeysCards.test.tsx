import type { ProviderKeyField, ProviderKeys, ProviderKeysRequest } from '@meedu/contract/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onGet, onWrite, refuse, renderScreen, server } from '../../../../test/render.tsx';
import { ProviderKeysCards } from './ProviderKeysCards.tsx';

const field = (
  over: Partial<ProviderKeyField> & Pick<ProviderKeyField, 'key' | 'label'>,
): ProviderKeyField => ({
  env: over.key.toUpperCase(),
  secret: false,
  optional: false,
  options: null,
  hint: '',
  source: null,
  is_set: false,
  value: null,
  ...over,
});

const ALIYUN: ProviderKeys = {
  provider: 'aliyun_sms',
  label: '阿里云短信',
  configured: false,
  source: null,
  fields: [
    field({ key: 'access_key_id', label: 'AccessKey ID', source: 'database', is_set: true, value: 'LTAI-1' }),
    field({
      key: 'access_key_secret',
      label: 'AccessKey Secret',
      secret: true,
      source: 'database',
      is_set: true,
    }),
    field({
      key: 'sign_name',
      label: '短信签名',
      env: 'ALIYUN_SMS_SIGN_NAME',
      source: 'env',
      is_set: true,
      value: '环境签名',
    }),
    field({ key: 'template_login', label: '登录模板' }),
  ],
};
const SMS: ProviderKeys = {
  provider: 'sms',
  label: '短信服务',
  configured: true,
  source: 'env',
  fields: [
    field({
      key: 'provider',
      label: '短信服务商',
      env: 'SMS_PROVIDER',
      options: ['sandbox', 'aliyun', 'tencent'],
      source: 'env',
      is_set: true,
      value: 'aliyun',
    }),
  ],
};

describe('ProviderKeysCards', () => {
  it('shows secrets only as set, env values read-only, and saves a new secret and text without the old secret', async () => {
    let sent: ProviderKeysRequest | null = null;
    server.use(
      onGet('/settings/providers', [SMS, ALIYUN]),
      onWrite('put', '/settings/providers/aliyun_sms', [SMS, ALIYUN], {
        seen: (json) => (sent = json as ProviderKeysRequest),
      }),
    );
    const { user } = renderScreen(<ProviderKeysCards />, { route: '/settings', me: 'super' });
    const form = await screen.findByRole('form', { name: '阿里云短信密钥' });
    expect(within(form).getByText('已设置')).toBeInTheDocument();
    const secret = within(form).getByLabelText(/AccessKey Secret/);
    expect(secret).toHaveValue('');
    expect(within(form).getByLabelText('短信签名')).toHaveValue('环境签名');
    expect(within(form).getByLabelText('短信签名')).toBeDisabled();
    expect(within(form).getByText(/由环境变量设置（ALIYUN_SMS_SIGN_NAME）/)).toBeInTheDocument();
    const smsForm = screen.getByRole('form', { name: '短信服务密钥' });
    expect(within(smsForm).getByLabelText('短信服务商')).toHaveValue('aliyun');
    expect(screen.getByText('已配置（环境变量）')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('登录模板'), 'SMS_100');
    await user.click(within(form).getByRole('button', { name: '保存阿里云短信' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(sent).toEqual({ values: { access_key_id: 'LTAI-1', template_login: 'SMS_100' } });

    await user.type(within(form).getByLabelText(/AccessKey Secret/), 'new-secret');
    await user.click(within(form).getByRole('button', { name: '保存阿里云短信' }));
    await waitFor(() => expect(sent).toMatchObject({ values: { access_key_secret: 'new-secret' } }));
  });

  it('clears a secret after asking', async () => {
    let sent: ProviderKeysRequest | null = null;
    server.use(
      onGet('/settings/providers', [ALIYUN]),
      onWrite('put', '/settings/providers/aliyun_sms', [ALIYUN], {
        seen: (json) => (sent = json as ProviderKeysRequest),
      }),
    );
    const { user } = renderScreen(<ProviderKeysCards />, { route: '/settings', me: 'super' });
    await user.click(await screen.findByRole('button', { name: '清除 AccessKey Secret' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('已清除')).toBeInTheDocument();
    expect(sent).toEqual({ values: { access_key_secret: null } });
  });

  it('shows a refusal at its field; a view-only role cannot save', async () => {
    server.use(
      onGet('/settings/providers', [ALIYUN]),
      refuse('put', '/settings/providers/aliyun_sms', 400, {
        message: '登录模板过长',
        fields: { 'values.template_login': '登录模板过长' },
      }),
    );
    const { user } = renderScreen(<ProviderKeysCards />, { route: '/settings', me: 'super' });
    const form = await screen.findByRole('form', { name: '阿里云短信密钥' });
    await user.type(within(form).getByLabelText('登录模板'), 'x');
    await user.click(within(form).getByRole('button', { name: '保存阿里云短信' }));
    expect(await within(form).findByText('登录模板过长')).toBeInTheDocument();
  });

  it('is read-only for a view-only role', async () => {
    server.use(onGet('/settings/providers', [ALIYUN]));
    renderScreen(<ProviderKeysCards />, { route: '/settings', me: ['settings.view'] });
    const form = await screen.findByRole('form', { name: '阿里云短信密钥' });
    expect(within(form).getByLabelText('登录模板')).toBeDisabled();
    expect(within(form).queryByRole('button', { name: '保存阿里云短信' })).not.toBeInTheDocument();
  });
});
