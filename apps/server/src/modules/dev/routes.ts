import type { Context } from 'hono';
import type { ApiModule, AppDeps } from '../../deps.ts';
import { ApiError } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { hasNul } from '../../lib/validate.ts';
import { peekCaptcha } from '../captcha/service.ts';
import { FACE_STATUS, findFaceAttempt } from '../face/service.ts';
import { findMember } from '../member/service.ts';
import { lastSms, recentSms } from '../sms/service.ts';
import { findScan, identitiesWithMembers, pendingScans } from '../socialite/service.ts';
import { devPage } from '../../lib/dev-page.ts';
import { escapeHtml } from '../../lib/html.ts';
import {
  SAMPLE_PERSON,
  qqProviderCode,
  sandboxFaceVerdict,
  sandboxScan,
  verifyQqState,
  type Input,
} from './service.ts';

/**
 * Demo-mode sandboxes standing in for the outside world (ARCHITECTURE "sandbox in demo mode"): each is a page
 * a person can use plus JSON for tests. Outside demo mode every /__dev path answers 404.
 */
export const devRoutes: ApiModule = (app, deps) => {
  if (!deps.config.demo) {
    app.all('/__dev', (c) => c.text('Not Found', 404));
    app.all('/__dev/*', (c) => c.text('Not Found', 404));
    return;
  }
  app.get('/__dev', index);
  app.get('/__dev/captcha', captcha(deps));
  app.get('/__dev/sms', sms(deps));
  app.get('/__dev/qq/authorize', qqPage(deps));
  app.post('/__dev/qq/authorize', qqAuthorize(deps));
  app.get('/__dev/wechat', wechatPage(deps));
  app.post('/__dev/wechat/scan', wechatScan(deps));
  app.get('/__dev/face', facePage(deps));
  app.post('/__dev/face/complete', faceComplete(deps));
};

/** JSON or form fields as strings. */
async function readInput(c: Context): Promise<Input> {
  const type = c.req.header('content-type') ?? '';
  let raw: unknown = {};
  try {
    if (type.includes('application/json')) raw = await c.req.json();
    else if (type.includes('form')) raw = await c.req.parseBody();
  } catch {
    raw = {};
  }
  const out: Input = {};
  if (raw && typeof raw === 'object' && !Array.isArray(raw))
    for (const [k, v] of Object.entries(raw))
      if ((typeof v === 'string' && !hasNul(v)) || typeof v === 'number' || typeof v === 'boolean')
        out[k] = String(v);
  return out;
}

const wantsJson = (c: Context) => (c.req.header('content-type') ?? '').includes('application/json');

/** Answers a sandbox action as JSON (tests) or as a small result page (people). */
function result(c: Context, title: string, outcome: { ok: boolean; message: string }, back?: string) {
  if (wantsJson(c))
    return c.json({
      code: outcome.ok ? 0 : 1,
      message: outcome.ok ? '' : outcome.message,
      data: outcome.ok ? { message: outcome.message } : [],
    });
  const link = back ? `<p><a href="${escapeHtml(back)}">返回</a></p>` : '';
  return c.html(
    devPage(title, `<p class="${outcome.ok ? 'ok' : 'err'}">${escapeHtml(outcome.message)}</p>${link}`),
    outcome.ok ? 200 : 400,
  );
}

/** Runs a sandbox action; a business error becomes a failed result, anything else propagates. */
async function attempt(c: Context, title: string, back: string | undefined, action: () => Promise<string>) {
  try {
    return result(c, title, { ok: true, message: await action() });
  } catch (e) {
    if (e instanceof ApiError) return result(c, title, { ok: false, message: e.message }, back);
    throw e;
  }
}

/** `encodeURIComponent`, but a lone surrogate (which it refuses) becomes U+FFFD instead of an error. */
const encode = (v: string) => encodeURIComponent(v.replace(/[\ud800-\udfff]/gu, '\ufffd'));

const maskMobile = (m: string) => (m.length === 11 ? `${m.slice(0, 3)}****${m.slice(7)}` : '未绑定手机号');

const index = (c: Context) =>
  c.html(
    devPage(
      '演示沙箱',
      `<ul>
<li><a href="/__dev/sms">短信发件箱</a>：查看发出的短信验证码</li>
<li><a href="/__dev/wechat">微信扫码</a>：模拟用微信扫描登录或绑定二维码</li>
<li><a href="/__dev/paper/grade">试卷阅卷</a>：为含问答题的答卷打分</li>
<li>QQ 登录与实名认证页面会在网站上发起相应操作时自动打开</li>
</ul>`,
    ),
  );

// ---- captcha ----

/** A query parameter, or undefined when absent or unusable (NUL characters). */
const param = (c: Context, name: string) => {
  const v = c.req.query(name);
  return v === undefined || hasNul(v) ? undefined : v;
};

const captcha = (deps: AppDeps) => async (c: Context) => {
  const key = param(c, 'key');
  if (!key) throw new ApiError('参数错误');
  const text = await peekCaptcha(deps, key);
  if (text === null) throw new ApiError('验证码不存在或已过期');
  return c.json({ code: 0, message: '', data: { text } });
};

// ---- SMS outbox ----

const SCENE_NAMES: Record<string, string> = {
  login: '登录/注册',
  register: '注册',
  password_reset: '重置密码',
  mobile_bind: '绑定手机号',
};

const sms = (deps: AppDeps) => async (c: Context) => {
  const mobile = param(c, 'mobile');
  if (mobile !== undefined) {
    const last = await lastSms(deps, mobile);
    if (!last) throw new ApiError('没有发给该手机号的短信');
    return c.json({ code: 0, message: '', data: last });
  }
  const rows = await recentSms(deps);
  const body = rows.length
    ? `<table><thead><tr><th>手机号</th><th>验证码</th><th>场景</th><th>发送时间（UTC）</th></tr></thead><tbody>${rows
        .map(
          (r) =>
            `<tr><td>${escapeHtml(r.mobile)}</td><td><code>${escapeHtml(r.code)}</code></td><td>${escapeHtml(SCENE_NAMES[r.scene] ?? r.scene)}</td><td>${escapeHtml(r.sent_at)}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p>还没有发出任何短信。</p>';
  return c.html(
    devPage('短信发件箱', `${body}<p>验证码 5 分钟内有效，只能使用一次。刷新页面查看最新短信。</p>`),
  );
};

// ---- QQ ----

const qqPage = (deps: AppDeps) => async (c: Context) => {
  const state = param(c, 'state') ?? '';
  const verified = verifyQqState(deps, state);
  if (verified.status === 'invalid')
    return c.html(devPage('QQ 授权', '<p class="err">授权参数无效。</p>'), 400);
  const options = (await identitiesWithMembers(deps.db, 'qq'))
    .map(
      (r, i) =>
        `<label><input type="radio" name="choice" value="${escapeHtml(r.app_user_id)}"${i === 0 ? ' checked' : ''}> ${escapeHtml(r.nickname || r.app_user_id)}（已绑定学员：${escapeHtml(r.nick_name)}，${escapeHtml(maskMobile(r.mobile))}）</label>`,
    )
    .join('');
  const anyExisting = options !== '';
  const body = `<p>网站请求使用 QQ 账号${verified.data.action === 'bind' ? '绑定' : '登录'}。请选择一个 QQ 身份：</p>
<form method="post" action="/__dev/qq/authorize">
<input type="hidden" name="state" value="${escapeHtml(state)}">
${options}
<label><input type="radio" name="choice" value="new"${anyExisting ? '' : ' checked'}> 新的QQ身份，昵称：<input type="text" name="nickname" placeholder="留空则自动生成"></label>
<button type="submit">授权并返回网站</button>
<button type="submit" name="deny" value="1" class="secondary">拒绝授权</button>
</form>`;
  return c.html(devPage('QQ 授权', body));
};

const qqAuthorize = (deps: AppDeps) => async (c: Context) => {
  const input = await readInput(c);
  const state = input.state ?? '';
  if (verifyQqState(deps, state).status === 'invalid')
    return result(c, 'QQ 授权', { ok: false, message: '授权参数无效' });
  const callback = new URL('/api/v3/auth/login/socialite/qq/callback', publicBase(c, deps.config));
  callback.searchParams.set('data', state);
  const code = await qqProviderCode(deps, input);
  if (code !== undefined) callback.searchParams.set('code', code);
  return c.redirect(callback.toString(), 302);
};

// ---- WeChat scan ----

const wechatPage = (deps: AppDeps) => async (c: Context) => {
  const code = param(c, 'code');
  if (!code) {
    const scans = await pendingScans(deps);
    const list = scans.length
      ? `<ul>${scans.map((s) => `<li><a href="/__dev/wechat?code=${encode(s.code)}">${escapeHtml(s.code)}</a>（${s.user_id === null ? '扫码登录' : '绑定微信'}）</li>`).join('')}</ul>`
      : '<p>没有等待扫描的二维码。请先在网站上打开微信扫码登录或绑定微信。</p>';
    return c.html(devPage('微信扫码', list));
  }
  const scan = await findScan(deps, code);
  if (!scan) return c.html(devPage('微信扫码', '<p class="err">二维码已过期或不存在。</p>'), 404);
  const member = scan.user_id !== null ? await findMember(deps.db, scan.user_id) : undefined;
  const options = (await identitiesWithMembers(deps.db, 'wechat'))
    .map(
      (r) =>
        `<label><input type="radio" name="openid" value="${escapeHtml(r.app_user_id)}"> ${escapeHtml(r.nickname || r.app_user_id)}（已绑定学员：${escapeHtml(r.nick_name)}，${escapeHtml(maskMobile(r.mobile))}）</label>`,
    )
    .join('');
  const body = `<p>${scan.user_id !== null ? `将微信绑定到学员「${escapeHtml(member?.nick_name)}」。` : '用微信扫码登录网站。'}请选择扫码的微信身份：</p>
<form method="post" action="/__dev/wechat/scan">
<input type="hidden" name="code" value="${escapeHtml(code)}">
<label><input type="radio" name="openid" value="" checked> 新的微信身份，昵称：<input type="text" name="nickname" placeholder="留空则自动生成"></label>
${options}
<input type="hidden" name="new" value="1">
<button type="submit">确认扫码</button>
</form><p>扫码后回到网站页面，页面会自动继续。</p>`;
  return c.html(devPage('微信扫码', body));
};

const wechatScan = (deps: AppDeps) => async (c: Context) => {
  const input = await readInput(c);
  const back = input.code ? `/__dev/wechat?code=${encode(input.code)}` : '/__dev/wechat';
  return attempt(c, '微信扫码', back, () => sandboxScan(deps, input));
};

// ---- face verification ----

const facePage = (deps: AppDeps) => async (c: Context) => {
  const found = await findFaceAttempt(deps, param(c, 'biz_token') ?? '');
  if (!found) return c.html(devPage('实名认证', '<p class="err">认证请求不存在。</p>'), 404);
  const member = await findMember(deps.db, found.user_id);
  const done =
    found.status === FACE_STATUS.pending
      ? ''
      : `<p class="${found.status === FACE_STATUS.passed ? 'ok' : 'err'}">本次认证已${found.status === FACE_STATUS.passed ? '通过' : '失败'}。</p>`;
  const body = `<p>学员「${escapeHtml(member?.nick_name)}」的人脸核身。</p>${done}
<form method="post" action="/__dev/face/complete">
<input type="hidden" name="biz_token" value="${escapeHtml(found.biz_token)}">
<label>姓名：<input type="text" name="real_name" value="${escapeHtml(SAMPLE_PERSON.realName)}"></label>
<label>身份证号：<input type="text" name="id_number" value="${escapeHtml(SAMPLE_PERSON.idNumber)}"></label>
<button type="submit" name="result" value="pass">认证通过</button>
<button type="submit" name="result" value="fail" class="secondary">认证失败</button>
</form>`;
  return c.html(devPage('实名认证', body));
};

const faceComplete = (deps: AppDeps) => async (c: Context) => {
  const input = await readInput(c);
  const back = `/__dev/face?biz_token=${encode(input.biz_token ?? '')}`;
  return attempt(c, '实名认证', back, () => sandboxFaceVerdict(deps, input));
};
