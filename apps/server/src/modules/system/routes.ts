import type { Context } from 'hono';
import { z } from 'zod';
import type { SystemConfig } from '@meedu/contract';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { query } from '../../lib/validate.ts';
import type { ApiModule } from '../index.ts';
import { listSliders } from '../home/sliders.ts';
import { listLinks, listNavs } from './queries.ts';
import { getSettings, publicAssetUrl, type SettingKey } from './settings.ts';

const navsQuery = z.object({
  platform: z
    .string()
    .trim()
    .max(20)
    .catch('PC')
    .transform((p) => p || 'PC')
    .default('PC'),
});

/** contract account §4.1 */
export function buildConfig(c: Context, deps: AppDeps): SystemConfig {
  const base = publicBase(c, deps.config);
  const s = getSettings(deps.db);
  return {
    webname: s.webname,
    name: s.webname,
    logo: { logo: publicAssetUrl(base, s.logo), white_logo: publicAssetUrl(base, s.white_logo) },
    url: base,
    pc_url: (s.pc_url || base).replace(/\/+$/, ''),
    h5_url: s.h5_url.replace(/\/+$/, ''),
    icp: s.icp,
    icp_link: s.icp_link,
    icp2: s.icp2,
    icp2_link: s.icp2_link,
    user_protocol: `${base}/user/protocol`,
    user_private_protocol: `${base}/user/private_protocol`,
    aboutus: `${base}/aboutus`,
    player: { ...s.player, cover: publicAssetUrl(base, s.player.cover) },
    member: s.member,
    socialites: s.socialites,
    credit1_reward: s.credit1_reward,
    enabled_addons: s.enabled_addons,
    sliders: listSliders(deps.db, 'PC', base),
    navs: listNavs(deps.db, 'PC'),
    links: listLinks(deps.db),
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The protocol pages the config points to: a plain page around the stored HTML (written by the operator). */
type PageKey = Extract<SettingKey, `${string}_content`>;
const PAGES: { path: string; title: string; key: PageKey }[] = [
  { path: '/user/protocol', title: '用户协议', key: 'user_protocol_content' },
  { path: '/user/private_protocol', title: '隐私政策', key: 'user_private_protocol_content' },
  { path: '/aboutus', title: '关于我们', key: 'aboutus_content' },
];

function protocolPage(webname: string, title: string, bodyHtml: string): string {
  const body = bodyHtml.trim() || '<p>暂无内容</p>';
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - ${escapeHtml(webname)}</title>
<style>
body{margin:0;background:#f6f7f9;color:#333;font:15px/1.8 -apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif}
main{max-width:860px;margin:32px auto;padding:32px 40px;background:#fff;border-radius:8px}
h1{font-size:24px;margin:0 0 24px}
h2{font-size:18px;margin:24px 0 8px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

export const systemModule: ApiModule = (app, deps) => {
  app.get('/api/v2/other/config', (c) => ok(c, buildConfig(c, deps)));

  app.get('/api/v2/navs', (c) => {
    const { platform } = query(c, navsQuery);
    return ok(c, listNavs(deps.db, platform));
  });

  app.get('/api/v2/links', (c) => ok(c, listLinks(deps.db)));

  for (const page of PAGES) {
    app.get(page.path, (c) => {
      const s = getSettings(deps.db);
      // Operator-written HTML: render it, but let no script run on this origin.
      c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src * data:");
      c.header('Cache-Control', 'no-cache');
      return c.html(protocolPage(s.webname, page.title, s[page.key]));
    });
  }
};
