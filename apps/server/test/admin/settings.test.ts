import type { AdminErrorReply, SiteSettings } from '@meedu/contract/admin';
import { describe, expect, it } from 'vitest';
import { auditRows, consoleCrew } from './support.ts';

interface ConfigReply {
  data: {
    webname: string;
    h5_url: string;
    icp: string;
    enabled_addons: string[];
    member: { enabled_mobile_bind_alert: number; enabled_face_verify: boolean };
    player: { enabled_bullet_secret: number; bullet_secret: { text: string } };
    captcha_alternative: string;
  };
}

describe('site settings', () => {
  const crew = consoleCrew('settings.view', 'settings.edit', 'home.edit');

  const body = (current: SiteSettings, over: Partial<SiteSettings> = {}): SiteSettings => ({
    ...current,
    ...over,
  });

  it('reads for super, view and edit; 403 for none', async () => {
    for (const agent of [crew.boss, crew.viewer, crew.editor]) {
      const r = await agent.call<SiteSettings>('GET', '/settings');
      expect(r.status).toBe(200);
      expect(typeof r.body.webname).toBe('string');
      expect(r.body.player.bullet_secret).toHaveProperty('text');
      expect(JSON.stringify(r.body)).not.toMatch(/secret_key|private_key|app_secret/);
    }
    const refused = await crew.outsider.call<AdminErrorReply>('GET', '/settings');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('没有权限：系统设置（查看）');
  });

  it('saves for edit (view-only refused), the storefront config shows it, with an audit row', async () => {
    const current = (await crew.editor.call<SiteSettings>('GET', '/settings')).body;
    const next = body(current, {
      webname: '智学堂',
      h5_url: 'https://m.example.com',
      icp: '京ICP备12345678号',
      enabled_addons: ['Wenda', 'Cert', 'Wenda'],
      captcha_alternative: 'none',
      member: { enabled_mobile_bind_alert: true, enabled_face_verify: true },
      player: {
        ...current.player,
        enabled_bullet_secret: true,
        bullet_secret: { text: '${user.mobile}', size: 16, color: '#ff0000', opacity: 0.5 },
      },
    });
    expect((await crew.viewer.call('PUT', '/settings', next)).status).toBe(403);
    const r = await crew.editor.call<SiteSettings>('PUT', '/settings', next);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ webname: '智学堂', enabled_addons: ['Wenda', 'Cert'] });

    const config = (await (await crew.ctx.app.request('/api/v2/other/config')).json()) as ConfigReply;
    expect(config.data).toMatchObject({
      webname: '智学堂',
      h5_url: 'https://m.example.com',
      icp: '京ICP备12345678号',
      enabled_addons: ['Wenda', 'Cert'],
      member: { enabled_mobile_bind_alert: 1, enabled_face_verify: true },
      player: { enabled_bullet_secret: 1, bullet_secret: { text: '${user.mobile}' } },
      captcha_alternative: 'none',
    });

    const [row] = await auditRows(crew.ctx, 'settings');
    expect(row).toMatchObject({ action: 'update', entity: 'settings', admin_name: crew.editor.name });
    expect(row!.summary).toContain('webname');
    expect(row!.after).toMatchObject({ webname: '智学堂' });
    expect(row!.before).not.toHaveProperty('logo');
  });

  it('switches QQ and WeChat scan login; a body without them leaves them as they are', async () => {
    const current = (await crew.editor.call<SiteSettings>('GET', '/settings')).body;
    const on = await crew.editor.call<SiteSettings>(
      'PUT',
      '/settings',
      body(current, { socialites: { qq: true, wechat_scan: false } }),
    );
    expect(on.body.socialites).toEqual({ qq: true, wechat_scan: false });
    const { socialites: _omitted, ...older } = on.body;
    const kept = await crew.editor.call<SiteSettings>('PUT', '/settings', {
      ...older,
      webname: '另一个名字',
    });
    expect(kept.body.socialites).toEqual({ qq: true, wechat_scan: false });
    const [row] = await auditRows(crew.ctx, 'settings');
    expect(row!.summary).toContain('webname');
  });

  it('sanitises the protocols when saved; the protocol page shows the clean HTML', async () => {
    const current = (await crew.boss.call<SiteSettings>('GET', '/settings')).body;
    const r = await crew.boss.call<SiteSettings>(
      'PUT',
      '/settings',
      body(current, {
        user_protocol_content:
          '<h2>总则</h2><p onclick="x()">正文<script>alert(1)</script><a href="javascript:alert(1)">链</a></p>',
      }),
    );
    expect(r.status).toBe(200);
    expect(r.body.user_protocol_content).toBe('<h2>总则</h2><p>正文<a>链</a></p>');
    const page = await (await crew.ctx.app.request('/user/protocol')).text();
    expect(page).toContain('<h2>总则</h2>');
    expect(page).not.toContain('<script>alert');
  });

  it('refuses bad input with messages at the fields', async () => {
    const current = (await crew.boss.call<SiteSettings>('GET', '/settings')).body;
    const r = await crew.boss.call<AdminErrorReply>(
      'PUT',
      '/settings',
      body(current, {
        webname: ' ',
        h5_url: 'javascript:alert(1)',
        enabled_addons: ['Nope'],
        player: { ...current.player, bullet_secret: { ...current.player.bullet_secret, color: 'red' } },
      }),
    );
    expect(r.status).toBe(400);
    expect(r.body.fields).toMatchObject({
      webname: '请填写网站名称',
      h5_url: 'H5 地址须以 http://、https:// 或 / 开头',
      'enabled_addons.0': '未知的插件',
      'player.bullet_secret.color': '颜色格式如 #ffffff',
    });
    const unchanged = await crew.boss.call<SiteSettings>('GET', '/settings');
    expect(unchanged.body.webname).toBe(current.webname);
  });

  it('writes no audit row when nothing changed', async () => {
    // A first save may still normalise stored HTML (sanitised now); saving what it answered changes nothing.
    const current = (
      await crew.boss.call<SiteSettings>(
        'PUT',
        '/settings',
        (await crew.boss.call<SiteSettings>('GET', '/settings')).body,
      )
    ).body;
    const before = (await auditRows(crew.ctx, 'settings')).length;
    expect((await crew.boss.call('PUT', '/settings', current)).status).toBe(200);
    const rows = await auditRows(crew.ctx, 'settings');
    expect(rows.length, JSON.stringify(rows[0])).toBe(before);
  });
});
