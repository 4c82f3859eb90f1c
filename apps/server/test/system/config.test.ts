import type { SystemConfig } from '@meedu/contract';
import { describe, expect, it } from 'vitest';
import { ALL_ADDONS } from '../../src/config.ts';
import { addSlider } from '../../src/modules/system/service.ts';
import { setSetting } from '../../src/settings/settings.ts';
import { compileTrust } from '../../src/lib/client-address.ts';
import { seedCore } from '../../src/seed/core.ts';
import { createTestContext, getSeeded } from '../helpers.ts';

const configOf = (json: { data?: unknown }) => json.data as SystemConfig;

describe('GET /api/v2/other/config', () => {
  it('ignores X-Forwarded-Host and -Proto unless a trusted proxy sent them', async () => {
    const ctx = await createTestContext({ appUrl: undefined });
    const { json } = await ctx.call('GET', 'http://learn.test:3000/api/v2/other/config', {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
    });
    const cfg = configOf(json);
    expect(cfg.url).toBe('http://learn.test:3000');
    expect(cfg.user_protocol).toBe('http://learn.test:3000/user/protocol');
  });

  it('answers every contract field from the seeded settings, with absolute URLs from APP_URL', async () => {
    const json = await getSeeded('/api/v2/other/config');
    expect(json.message).toBe('');
    const cfg = configOf(json);
    expect(cfg).toMatchObject({
      webname: '知学堂',
      name: '知学堂',
      logo: {
        logo: 'http://localhost:8080/brand/logo.svg',
        white_logo: 'http://localhost:8080/brand/logo-white.svg',
      },
      url: 'http://localhost:8080',
      pc_url: 'http://localhost:8080',
      h5_url: '',
      icp: '京ICP备2026000001号-1',
      icp_link: 'https://beian.miit.gov.cn/',
      icp2: '京公网安备11010802000001号',
      user_protocol: 'http://localhost:8080/user/protocol',
      user_private_protocol: 'http://localhost:8080/user/private_protocol',
      aboutus: 'http://localhost:8080/aboutus',
      player: {
        cover: 'http://localhost:8080/brand/player-cover.svg',
        enabled_bullet_secret: 1,
        bullet_secret: { size: 14, color: '#ffffff', opacity: 0.6 },
      },
      member: { enabled_mobile_bind_alert: 0, enabled_face_verify: false },
      // wechat_oauth follows the scan login for 4.9.30 clients (upstream §8).
      socialites: { qq: 1, wechat_scan: 1, wechat_oauth: 1 },
      credit1_reward: { register: 50, watched_vod_course: 30, watched_video: 5, paid_order: 0.1, invite: 20 },
      enabled_addons: [...ALL_ADDONS],
      sliders: [],
    });
    expect(cfg.icp2_link).toMatch(/^https:\/\/beian\.mps\.gov\.cn\//);
    expect(typeof cfg.player.bullet_secret.text).toBe('string');
    expect(cfg.navs.map((n) => n.name)).toEqual([
      '首页',
      '录播课',
      '直播课',
      '电子书',
      '图文',
      '学习路径',
      '考试',
      '问答',
      '帮助中心',
    ]);
    expect(cfg.links).toHaveLength(6);
    expect(Object.keys(cfg).sort()).toEqual(
      [
        'webname',
        'name',
        'logo',
        'url',
        'pc_url',
        'h5_url',
        'icp',
        'icp_link',
        'icp2',
        'icp2_link',
        'user_protocol',
        'user_private_protocol',
        'aboutus',
        'player',
        'member',
        'socialites',
        'credit1_reward',
        'enabled_addons',
        'sliders',
        'navs',
        'links',
        // MeEdu 4.9.30's additions, sent beside 4.9.8's keys in the default dialect (both)
        'vip_protocol',
        'paid_content_purchase_protocol',
        'course_purchase_notice',
        'site_timezone',
        // Ours: the image captcha's alternative the operator offers (issue 29)
        'captcha_alternative',
      ].sort(),
    );
  });

  it('builds URLs from the request origin when APP_URL is not set (forwarded headers from a trusted proxy)', async () => {
    const ctx = await createTestContext({ appUrl: undefined, trustProxy: compileTrust('1') });
    await seedCore(ctx);
    const direct = configOf((await ctx.call('GET', 'http://learn.test:3000/api/v2/other/config')).json);
    expect(direct.url).toBe('http://learn.test:3000');
    expect(direct.logo.logo).toBe('http://learn.test:3000/brand/logo.svg');
    const proxied = configOf(
      (
        await ctx.call('GET', 'http://127.0.0.1:8080/api/v2/other/config', {
          headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.zhixuetang.test' },
        })
      ).json,
    );
    expect(proxied.url).toBe('https://www.zhixuetang.test');
    expect(proxied.user_protocol).toBe('https://www.zhixuetang.test/user/protocol');
  });

  it('works on an empty (production) database with neutral defaults and every service off', async () => {
    const ctx = await createTestContext({ demo: false });
    const { json } = await ctx.call('GET', '/api/v2/other/config');
    expect(json.code).toBe(0);
    const cfg = configOf(json);
    expect(cfg.webname).toBe('在线学习');
    expect(cfg.icp).toBe('');
    expect(cfg.socialites).toEqual({ qq: 0, wechat_scan: 0, wechat_oauth: 0 });
    expect(cfg.member).toEqual({ enabled_mobile_bind_alert: 0, enabled_face_verify: false });
    expect(cfg.enabled_addons).toEqual([]);
    expect(cfg.navs).toEqual([]);
    expect(cfg.links).toEqual([]);
    expect(cfg.sliders).toEqual([]);
  });

  it('keeps absolute image URLs and trims trailing slashes of the site addresses', async () => {
    const ctx = await createTestContext();
    await setSetting(ctx.db, 'logo', 'https://cdn.example.com/logo.png');
    await setSetting(ctx.db, 'pc_url', 'https://www.example.com/');
    await setSetting(ctx.db, 'h5_url', 'https://m.example.com//');
    const cfg = configOf((await ctx.call('GET', '/api/v2/other/config')).json);
    expect(cfg.logo.logo).toBe('https://cdn.example.com/logo.png');
    expect(cfg.pc_url).toBe('https://www.example.com');
    expect(cfg.h5_url).toBe('https://m.example.com');
  });

  it('lists the PC sliders (sorted, absolute thumbs), not those of other platforms', async () => {
    const ctx = await createTestContext();
    const at = '2026-01-01 00:00:00';
    const slider = (thumb: string, url: string, sort: number, platform: string) =>
      addSlider(ctx.db, { thumb, url, sort, platform, created_at: at, updated_at: at });
    await slider('https://cdn.test/b.png', '/courses', 2, 'PC');
    await slider('/media/covers/a.svg', 'https://example.com', 1, 'PC');
    await slider('https://cdn.test/h5.png', '/', 1, 'H5');
    const cfg = configOf((await ctx.call('GET', '/api/v2/other/config')).json);
    expect(cfg.sliders).toEqual([
      {
        thumb: 'http://localhost:8080/media/covers/a.svg',
        url: 'https://example.com',
        sort: 1,
        platform: 'PC',
      },
      { thumb: 'https://cdn.test/b.png', url: '/courses', sort: 2, platform: 'PC' },
    ]);
  });

  it('ignores a token and answers the same to everyone', async () => {
    const ctx = await createTestContext();
    await seedCore(ctx);
    const member = await ctx.member({ mobile: '13700000009' });
    const anonymous = await ctx.call('GET', '/api/v2/other/config');
    const withToken = await ctx.call('GET', '/api/v2/other/config', { token: member.token });
    expect(withToken.json).toEqual(anonymous.json);
    const badToken = await ctx.call('GET', '/api/v2/other/config', { token: 'not-a-token' });
    expect(badToken.json.code).toBe(0);
  });
});
