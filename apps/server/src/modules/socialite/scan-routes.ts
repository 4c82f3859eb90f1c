import type { WechatScanQueryReply, WechatScanUrlReply, WechatScanUrlRequest } from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps } from '../../deps.ts';
import { devPage } from '../../lib/dev-page.ts';
import { ApiError, ok } from '../../lib/envelope.ts';
import { escapeHtml } from '../../lib/html.ts';
import { publicBase } from '../../lib/public-url.ts';
import { randomString } from '../../lib/random.ts';
import { formBody, jsonBody, requestSchema } from '../../lib/validate.ts';
import { createLoginCode } from './service.ts';
import { createScanKey, scanKeyCode, storeScanCode } from './scan-keys.ts';

const UrlBody = requestSchema<WechatScanUrlRequest>()(
  z.object({ action: z.enum(['login', 'bind'], { error: '参数错误' }) }),
);
const PAGE = '/api/v3/auth/login/wechat-scan/page';

/** MeEdu 4.9.30's WeChat scan login and bind (contract upstream-4.9.30.md §8), ending in `auth/login/code`. */
export const wechatScanRoutes: ApiModule = (app, deps) => {
  app.post('/api/v3/auth/login/wechat-scan/url', url(deps));
  app.get(PAGE, page(deps));
  app.get('/api/v3/auth/login/wechat-scan/query', poll(deps));
  // WeChat's OAuth on the phone: the demo sandbox stands in for it (there is no WeChat account behind this server).
  if (deps.config.demo) {
    app.get('/__dev/wechat-oauth', sandboxPage);
    app.post('/__dev/wechat-oauth', sandboxLogin(deps));
  }
};

const url = (deps: AppDeps) => async (c: Context) => {
  const { action } = await jsonBody(c, UrlBody);
  return ok<WechatScanUrlReply>(c, await createScanKey(deps, action, publicBase(c, deps.config)));
};

const poll = (deps: AppDeps) => async (c: Context) =>
  ok<WechatScanQueryReply>(c, { code: await scanKeyCode(deps, c.req.query('key') ?? '') });

const phonePage = (title: string, body: string) => devPage(title, body);

/** The three modes of the phone's page (§8.2): consent and login, the OAuth return, the OAuth failure. */
const page = (deps: AppDeps) => async (c: Context) => {
  c.header('Cache-Control', 'no-store');
  const q = c.req.query();
  if (q.login_err_msg !== undefined)
    return c.html(phonePage('授权登录失败', '<p class="err" role="alert">很抱歉，微信授权登录失败。</p>'));
  if (q.wechat_scan_key !== undefined) {
    const stored =
      !!q.wechat_scan_key && !!q.login_code && (await storeScanCode(deps, q.wechat_scan_key, q.login_code));
    return c.html(
      stored
        ? phonePage('登录成功', '<p class="ok">登录成功，您可以关闭当前窗口啦！</p>')
        : phonePage('授权登录失败', '<p class="err" role="alert">参数错误</p>'),
    );
  }
  const action = q.action;
  if (!q.key || (action !== 'login' && action !== 'bind')) throw new ApiError('参数错误');
  if (!deps.config.demo)
    return c.html(phonePage('微信账号授权登录', '<p class="err" role="alert">本站未开启微信授权登录。</p>'));
  const body = `<p>使用您的微信账号登录</p>
<form method="get" action="/__dev/wechat-oauth" onsubmit="if(!this.agree.checked){alert('请先同意用户协议和隐私政策');return false}">
<input type="hidden" name="key" value="${escapeHtml(q.key)}">
<input type="hidden" name="action" value="${escapeHtml(action)}">
<label><input type="checkbox" name="agree" value="1"> 我已阅读并同意<a href="/user/protocol">用户协议</a>和<a href="/user/private_protocol">隐私政策</a></label>
<button type="submit">立即登录</button>
</form>`;
  return c.html(phonePage('微信账号授权登录', body));
};

/** Sandbox "WeChat": pick the WeChat identity that authorises. */
const sandboxPage = (c: Context) => {
  const key = c.req.query('key') ?? '';
  const action = c.req.query('action') ?? 'login';
  const body = `<p>模拟微信授权（演示环境）。</p>
<form method="post" action="/__dev/wechat-oauth">
<input type="hidden" name="key" value="${escapeHtml(key)}">
<input type="hidden" name="action" value="${escapeHtml(action)}">
<label>微信 openid：<input type="text" name="openid" placeholder="留空则为新的微信身份"></label>
<label>昵称：<input type="text" name="nickname" placeholder="留空则自动生成"></label>
<button type="submit">授权</button>
</form>`;
  return c.html(devPage('微信授权', body));
};

/** The sandbox's OAuth result: a login code for that WeChat identity, handed to the page as WeChat's return would. */
const sandboxLogin = (deps: AppDeps) => async (c: Context) => {
  const form = (await formBody(c)) ?? {};
  const text = (name: string) => (typeof form[name] === 'string' ? form[name].trim().slice(0, 64) : '');
  const openid = text('openid') || `sandbox-${randomString(12)}`;
  const code = await createLoginCode(deps, {
    app: 'wechat',
    openid,
    nickname: text('nickname') || `微信用户${openid.slice(-4)}`,
    avatar: '',
  });
  const back = new URL(PAGE, publicBase(c, deps.config));
  back.searchParams.set('wechat_scan_key', text('key'));
  back.searchParams.set('login_code', code);
  back.searchParams.set('action', text('action') === 'bind' ? 'bind' : 'login');
  return c.redirect(back.toString(), 302);
};
