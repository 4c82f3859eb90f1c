import type { FriendLink, Nav, SystemConfigReply } from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { query } from '../../lib/validate.ts';
import { buildConfig, listLinks, listNavs } from './service.ts';
import { getSettings, type SettingKey } from '../../settings/settings.ts';
import { escapeHtmlNumeric } from '../../lib/html.ts';
import { socialProviders } from '../socialite/providers/registry.ts';
import { faceVerifyAvailable } from '../face/service.ts';

const navsQuery = z.object({
  platform: z
    .string()
    .trim()
    .max(20)
    .catch('PC')
    .transform((p) => p || 'PC')
    .default('PC'),
});

/** The protocol pages the config points to: a plain page around the stored HTML (written by the operator). */
type PageKey = Extract<SettingKey, `${string}_content`>;
const PAGES: { path: string; title: string; key: PageKey }[] = [
  { path: '/user/protocol', title: '用户协议', key: 'user_protocol_content' },
  { path: '/user/private_protocol', title: '隐私政策', key: 'user_private_protocol_content' },
  { path: '/aboutus', title: '关于我们', key: 'aboutus_content' },
  { path: '/user/vip_protocol', title: '会员服务协议', key: 'vip_protocol_content' },
  {
    path: '/user/paid_content_purchase_protocol',
    title: '付费内容购买协议',
    key: 'paid_content_purchase_protocol_content',
  },
];

function protocolPage(webname: string, title: string, bodyHtml: string): string {
  const body = bodyHtml.trim() || '<p>暂无内容</p>';
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtmlNumeric(title)} - ${escapeHtmlNumeric(webname)}</title>
<style>
body{margin:0;background:#f6f7f9;color:#333;font:15px/1.8 -apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif}
main{max-width:860px;margin:32px auto;padding:32px 40px;background:#fff;border-radius:8px}
h1{font-size:24px;margin:0 0 24px}
h2{font-size:18px;margin:24px 0 8px}
</style>
</head>
<body>
<main>
<h1>${escapeHtmlNumeric(title)}</h1>
${body}
</main>
</body>
</html>`;
}

/** contract account §4.1–4.3, and the protocol pages the config points to. */
export const systemRoutes: ApiModule = (app, deps) => {
  app.get('/api/v2/other/config', config(deps));
  app.get('/api/v2/navs', navs(deps));
  app.get('/api/v2/links', links(deps));
  for (const page of PAGES) app.get(page.path, protocol(deps, page));
};

const config = (deps: AppDeps) => async (c: Context) => {
  const [social, face] = await Promise.all([socialProviders(deps), faceVerifyAvailable(deps)]);
  const available = { qq: social.qq !== null, wechatScan: social.wechatScan !== null, face };
  return ok<SystemConfigReply>(
    c,
    await buildConfig(deps.db, publicBase(c, deps.config), available, deps.config.apiDialect),
  );
};

const navs = (deps: AppDeps) => async (c: Context) => {
  const { platform } = query(c, navsQuery);
  return ok<Nav[]>(c, await listNavs(deps.db, platform));
};

const links = (deps: AppDeps) => async (c: Context) => ok<FriendLink[]>(c, await listLinks(deps.db));

const protocol = (deps: AppDeps, page: (typeof PAGES)[number]) => async (c: Context) => {
  const s = await getSettings(deps.db);
  // Operator-written HTML: render it, but let no script run on this origin.
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src * data:");
  c.header('Cache-Control', 'no-cache');
  return c.html(protocolPage(s.webname, page.title, s[page.key]));
};
