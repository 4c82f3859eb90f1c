import type { SiteSettings } from '@meedu/contract/admin';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onGet, onWrite, refuse, renderScreen, server } from '../../../../test/render.tsx';
import SettingsPage from './SettingsPage.tsx';

const SETTINGS: SiteSettings = {
  webname: '在线学习',
  logo: '/brand/logo.svg',
  white_logo: '/brand/logo-white.svg',
  pc_url: '',
  h5_url: '',
  icp: '京ICP备1号',
  icp_link: '',
  icp2: '',
  icp2_link: '',
  user_protocol_content: '<p>用户协议正文</p>',
  user_private_protocol_content: '',
  aboutus_content: '',
  vip_protocol_content: '',
  paid_content_purchase_protocol_content: '',
  course_purchase_notice: '',
  agreement_version: 1,
  enabled_addons: ['Wenda'],
  player: {
    cover: '',
    enabled_bullet_secret: false,
    bullet_secret: { text: '${user.mobile}', size: 14, color: '#ffffff', opacity: 0.8 },
  },
  member: { enabled_mobile_bind_alert: false, enabled_face_verify: false },
  socialites: { qq: false, wechat_scan: false },
  captcha_alternative: 'checkbox',
};

// The rich-text editor is loaded lazily: load it once before the screens render, as a browser has it cached.
beforeAll(async () => {
  await import('../../../components/rich-text/TiptapEditor.tsx');
}, 60_000);

// The provider-keys cards below the form have tests of their own (ProviderKeysCards.test.tsx).
beforeEach(() => server.use(onGet('/settings/providers', [])));

describe('SettingsPage', () => {
  it('shows the stored settings and saves the changes', async () => {
    let sent: SiteSettings | null = null;
    server.use(
      onGet('/settings', SETTINGS),
      onWrite(
        'put',
        '/settings',
        { ...SETTINGS, webname: '智学堂' },
        { seen: (json) => (sent = json as SiteSettings) },
      ),
    );
    const { user } = renderScreen(<SettingsPage />, { route: '/settings', me: 'super' });
    const form = await screen.findByRole('form', { name: '站点设置' });
    const name = within(form).getByLabelText('网站名称');
    expect(name).toHaveValue('在线学习');
    expect(within(form).getByLabelText('备案号')).toHaveValue('京ICP备1号');
    expect(within(form).getByRole('checkbox', { name: '问答（Wenda）' })).toBeChecked();
    expect(await within(form).findByRole('textbox', { name: '用户协议' })).toHaveTextContent('用户协议正文');
    await user.clear(name);
    await user.type(name, '智学堂');
    await user.click(within(form).getByRole('switch', { name: '提醒学员绑定手机号' }));
    await user.click(within(form).getByRole('checkbox', { name: '证书（Cert）' }));
    await user.click(within(form).getByRole('radio', { name: '不提供（仅图形验证码）' }));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(sent).toMatchObject({
      webname: '智学堂',
      enabled_addons: ['Wenda', 'Cert'],
      member: { enabled_mobile_bind_alert: true },
      captcha_alternative: 'none',
      player: { bullet_secret: { color: '#ffffff' } },
      user_protocol_content: '<p>用户协议正文</p>',
    });
  });

  it('shows a refusal at its field and keeps what was typed', async () => {
    server.use(
      onGet('/settings', SETTINGS),
      refuse('put', '/settings', 400, {
        message: 'H5 地址须以 http://、https:// 或 / 开头',
        fields: { h5_url: 'H5 地址须以 http://、https:// 或 / 开头' },
      }),
    );
    const { user } = renderScreen(<SettingsPage />, { route: '/settings', me: 'super' });
    const form = await screen.findByRole('form', { name: '站点设置' });
    await user.type(within(form).getByLabelText('H5 地址'), 'ftp://x');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('H5 地址须以 http://、https:// 或 / 开头')).toBeInTheDocument();
    expect(within(form).getByLabelText('H5 地址')).toHaveValue('ftp://x');
  });

  it('is read-only for a view-only role', async () => {
    server.use(onGet('/settings', SETTINGS));
    renderScreen(<SettingsPage />, { route: '/settings', me: ['settings.view'] });
    const form = await screen.findByRole('form', { name: '站点设置' });
    expect(within(form).getByLabelText('网站名称')).toBeDisabled();
    expect(within(form).queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    expect(screen.getByText('你的角色只能查看站点设置')).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    server.use(refuse('get', '/settings', 500, { message: '服务器开小差了，请稍后再试' }));
    renderScreen(<SettingsPage />, { route: '/settings', me: 'super' });
    expect(await screen.findByText('服务器开小差了，请稍后再试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
