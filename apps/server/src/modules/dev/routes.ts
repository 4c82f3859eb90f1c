import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../lib/envelope.ts';
import { publicBase } from '../../lib/public-url.ts';
import { createSigner } from '../../lib/signing.ts';
import type { ApiModule } from '../index.ts';
import { bindIdentity, findUser, randomString, type Identity, type SocialApp } from '../auth/accounts.ts';
import { peekCaptcha } from '../captcha/store.ts';
import { FACE_STATUS, completeFaceAttempt, findFaceAttempt } from '../face/routes.ts';
import {
  PROVIDER_CODE_PURPOSE,
  STATE_PURPOSE,
  type ProviderCode,
  type SocialiteState,
} from '../socialite/routes.ts';
import { deleteScan, findScan, markScanned, pendingScans } from '../socialite/wechat.ts';
import { esc, page } from './html.ts';

/**
 * Demo-mode sandboxes standing in for the outside world (ARCHITECTURE "sandbox in demo mode"): each is a page
 * a person can use plus JSON for tests. Outside demo mode every /__dev path answers 404.
 */
const PROVIDER_CODE_TTL_SECONDS = 120;
const SAMPLE_PERSON = { realName: '王小明', idNumber: '110101199003078515' };

type Input = Record<string, string>;

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
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = String(v);
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
  const link = back ? `<p><a href="${esc(back)}">返回</a></p>` : '';
  return c.html(
    page(title, `<p class="${outcome.ok ? 'ok' : 'err'}">${esc(outcome.message)}</p>${link}`),
    outcome.ok ? 200 : 400,
  );
}

function identities(deps: AppDeps, app: SocialApp) {
  return deps.db
    .prepare<[string], { app_user_id: string; nickname: string; nick_name: string; mobile: string }>(
      `SELECT s.app_user_id, s.nickname, u.nick_name, u.mobile FROM user_socialites s
       JOIN users u ON u.id = s.user_id WHERE s.app = ? ORDER BY s.id DESC LIMIT 50`,
    )
    .all(app);
}

const maskMobile = (m: string) => (m.length === 11 ? `${m.slice(0, 3)}****${m.slice(7)}` : '未绑定手机号');

function newIdentity(app: SocialApp, nickname: string | undefined): Identity {
  const prefix = app === 'qq' ? 'QQ用户' : '微信用户';
  return {
    app,
    openid: `${app}_${randomString(24)}`,
    nickname: nickname?.trim() || `${prefix}${randomString(4, '0123456789')}`,
    avatar: '',
  };
}

export const devRoutes: ApiModule = (app, deps) => {
  if (!deps.config.demo) {
    app.all('/__dev', (c) => c.text('Not Found', 404));
    app.all('/__dev/*', (c) => c.text('Not Found', 404));
    return;
  }
  const { db } = deps;

  app.get('/__dev', (c) =>
    c.html(
      page(
        '演示沙箱',
        `<ul>
<li><a href="/__dev/sms">短信发件箱</a>：查看发出的短信验证码</li>
<li><a href="/__dev/wechat">微信扫码</a>：模拟用微信扫描登录或绑定二维码</li>
<li>QQ 登录与实名认证页面会在网站上发起相应操作时自动打开</li>
</ul>`,
      ),
    ),
  );

  // ---- captcha ----
  app.get('/__dev/captcha', (c) => {
    const key = c.req.query('key');
    if (!key) throw new ApiError('参数错误');
    const text = peekCaptcha(deps, key);
    if (text === null) throw new ApiError('验证码不存在或已过期');
    return c.json({ code: 0, message: '', data: { text } });
  });

  // ---- SMS outbox ----
  app.get('/__dev/sms', (c) => {
    const mobile = c.req.query('mobile');
    if (mobile !== undefined) {
      const last = db
        .prepare<[string], { code: string; scene: string; sent_at: string }>(
          'SELECT code, scene, sent_at FROM sms_outbox WHERE mobile = ? ORDER BY id DESC LIMIT 1',
        )
        .get(mobile);
      if (!last) throw new ApiError('没有发给该手机号的短信');
      return c.json({ code: 0, message: '', data: last });
    }
    const rows = db
      .prepare<[], { mobile: string; code: string; scene: string; sent_at: string }>(
        'SELECT mobile, code, scene, sent_at FROM sms_outbox ORDER BY id DESC LIMIT 50',
      )
      .all();
    const sceneNames: Record<string, string> = {
      login: '登录/注册',
      register: '注册',
      password_reset: '重置密码',
      mobile_bind: '绑定手机号',
    };
    const body = rows.length
      ? `<table><thead><tr><th>手机号</th><th>验证码</th><th>场景</th><th>发送时间（UTC）</th></tr></thead><tbody>${rows
          .map(
            (r) =>
              `<tr><td>${esc(r.mobile)}</td><td><code>${esc(r.code)}</code></td><td>${esc(sceneNames[r.scene] ?? r.scene)}</td><td>${esc(r.sent_at)}</td></tr>`,
          )
          .join('')}</tbody></table>`
      : '<p>还没有发出任何短信。</p>';
    return c.html(
      page('短信发件箱', `${body}<p>验证码 5 分钟内有效，只能使用一次。刷新页面查看最新短信。</p>`),
    );
  });

  // ---- QQ ----
  const signer = () => createSigner(db, deps.clock);

  app.get('/__dev/qq/authorize', (c) => {
    const state = c.req.query('state') ?? '';
    const verified = signer().verify<SocialiteState>(STATE_PURPOSE, state);
    if (verified.status === 'invalid')
      return c.html(page('QQ 授权', '<p class="err">授权参数无效。</p>'), 400);
    const options = identities(deps, 'qq')
      .map(
        (r, i) =>
          `<label><input type="radio" name="choice" value="${esc(r.app_user_id)}"${i === 0 ? ' checked' : ''}> ${esc(r.nickname || r.app_user_id)}（已绑定学员：${esc(r.nick_name)}，${esc(maskMobile(r.mobile))}）</label>`,
      )
      .join('');
    const anyExisting = options !== '';
    const body = `<p>网站请求使用 QQ 账号${verified.data.action === 'bind' ? '绑定' : '登录'}。请选择一个 QQ 身份：</p>
<form method="post" action="/__dev/qq/authorize">
<input type="hidden" name="state" value="${esc(state)}">
${options}
<label><input type="radio" name="choice" value="new"${anyExisting ? '' : ' checked'}> 新的QQ身份，昵称：<input type="text" name="nickname" placeholder="留空则自动生成"></label>
<button type="submit">授权并返回网站</button>
<button type="submit" name="deny" value="1" class="secondary">拒绝授权</button>
</form>`;
    return c.html(page('QQ 授权', body));
  });

  app.post('/__dev/qq/authorize', async (c) => {
    const input = await readInput(c);
    const state = input.state ?? '';
    if (signer().verify<SocialiteState>(STATE_PURPOSE, state).status === 'invalid')
      return result(c, 'QQ 授权', { ok: false, message: '授权参数无效' });
    const callback = new URL('/api/v3/auth/login/socialite/qq/callback', publicBase(c, deps.config));
    callback.searchParams.set('data', state);
    if (input.deny !== '1') {
      let identity: ProviderCode;
      if (!input.choice || input.choice === 'new') identity = newIdentity('qq', input.nickname);
      else {
        const known = identities(deps, 'qq').find((r) => r.app_user_id === input.choice);
        identity = { openid: input.choice, nickname: known?.nickname ?? input.nickname ?? '', avatar: '' };
      }
      const code: ProviderCode = {
        openid: identity.openid,
        nickname: identity.nickname,
        avatar: identity.avatar,
      };
      callback.searchParams.set(
        'code',
        signer().sign(PROVIDER_CODE_PURPOSE, code, PROVIDER_CODE_TTL_SECONDS),
      );
    }
    return c.redirect(callback.toString(), 302);
  });

  // ---- WeChat scan ----
  app.get('/__dev/wechat', (c) => {
    const code = c.req.query('code');
    if (!code) {
      const scans = pendingScans(deps);
      const list = scans.length
        ? `<ul>${scans.map((s) => `<li><a href="/__dev/wechat?code=${encodeURIComponent(s.code)}">${esc(s.code)}</a>（${s.user_id === null ? '扫码登录' : '绑定微信'}）</li>`).join('')}</ul>`
        : '<p>没有等待扫描的二维码。请先在网站上打开微信扫码登录或绑定微信。</p>';
      return c.html(page('微信扫码', list));
    }
    const scan = findScan(deps, code);
    if (!scan) return c.html(page('微信扫码', '<p class="err">二维码已过期或不存在。</p>'), 404);
    const bind = scan.user_id !== null;
    const member = bind && scan.user_id !== null ? findUser(deps, scan.user_id) : undefined;
    const options = identities(deps, 'wechat')
      .map(
        (r) =>
          `<label><input type="radio" name="openid" value="${esc(r.app_user_id)}"> ${esc(r.nickname || r.app_user_id)}（已绑定学员：${esc(r.nick_name)}，${esc(maskMobile(r.mobile))}）</label>`,
      )
      .join('');
    const body = `<p>${bind ? `将微信绑定到学员「${esc(member?.nick_name)}」。` : '用微信扫码登录网站。'}请选择扫码的微信身份：</p>
<form method="post" action="/__dev/wechat/scan">
<input type="hidden" name="code" value="${esc(code)}">
<label><input type="radio" name="openid" value="" checked> 新的微信身份，昵称：<input type="text" name="nickname" placeholder="留空则自动生成"></label>
${options}
<input type="hidden" name="new" value="1">
<button type="submit">确认扫码</button>
</form><p>扫码后回到网站页面，页面会自动继续。</p>`;
    return c.html(page('微信扫码', body));
  });

  app.post('/__dev/wechat/scan', async (c) => {
    const input = await readInput(c);
    const back = input.code ? `/__dev/wechat?code=${encodeURIComponent(input.code)}` : '/__dev/wechat';
    const fail = (message: string) => result(c, '微信扫码', { ok: false, message }, back);
    const scan = input.code ? findScan(deps, input.code) : undefined;
    if (!scan) return fail('二维码已过期或不存在');

    let identity: Identity;
    if (input.user_id) {
      const row = db
        .prepare<[number], { app_user_id: string; nickname: string; avatar: string }>(
          "SELECT app_user_id, nickname, avatar FROM user_socialites WHERE user_id = ? AND app = 'wechat'",
        )
        .get(Number(input.user_id));
      if (!row) return fail('该学员没有绑定微信');
      identity = { app: 'wechat', openid: row.app_user_id, nickname: row.nickname, avatar: row.avatar };
    } else if (input.openid) {
      const known = identities(deps, 'wechat').find((r) => r.app_user_id === input.openid);
      identity = {
        app: 'wechat',
        openid: input.openid,
        nickname: known?.nickname ?? (input.nickname?.trim() || `微信用户${randomString(4, '0123456789')}`),
        avatar: '',
      };
    } else if (input.new === '1' || input.new === 'true') identity = newIdentity('wechat', input.nickname);
    else return fail('参数错误');

    if (scan.user_id !== null) {
      try {
        bindIdentity(deps, scan.user_id, identity, '该微信已绑定其它账号');
      } catch (e) {
        if (e instanceof ApiError) return fail(e.message);
        throw e;
      }
      deleteScan(deps, scan.code);
      return result(c, '微信扫码', { ok: true, message: '绑定成功' });
    }
    if (scan.scanned_at) return fail('二维码已被扫描');
    markScanned(deps, scan.code, identity);
    return result(c, '微信扫码', { ok: true, message: '扫码成功，请回到网站继续' });
  });

  // ---- face verification ----
  app.get('/__dev/face', (c) => {
    const attempt = findFaceAttempt(deps, c.req.query('biz_token') ?? '');
    if (!attempt) return c.html(page('实名认证', '<p class="err">认证请求不存在。</p>'), 404);
    const member = findUser(deps, attempt.user_id);
    const done =
      attempt.status === FACE_STATUS.pending
        ? ''
        : `<p class="${attempt.status === FACE_STATUS.passed ? 'ok' : 'err'}">本次认证已${attempt.status === FACE_STATUS.passed ? '通过' : '失败'}。</p>`;
    const body = `<p>学员「${esc(member?.nick_name)}」的人脸核身。</p>${done}
<form method="post" action="/__dev/face/complete">
<input type="hidden" name="biz_token" value="${esc(attempt.biz_token)}">
<label>姓名：<input type="text" name="real_name" value="${esc(SAMPLE_PERSON.realName)}"></label>
<label>身份证号：<input type="text" name="id_number" value="${esc(SAMPLE_PERSON.idNumber)}"></label>
<button type="submit" name="result" value="pass">认证通过</button>
<button type="submit" name="result" value="fail" class="secondary">认证失败</button>
</form>`;
    return c.html(page('实名认证', body));
  });

  app.post('/__dev/face/complete', async (c) => {
    const input = await readInput(c);
    const back = `/__dev/face?biz_token=${encodeURIComponent(input.biz_token ?? '')}`;
    const attempt = findFaceAttempt(deps, input.biz_token ?? '');
    if (!attempt) return result(c, '实名认证', { ok: false, message: '认证请求不存在' }, back);
    if (input.result !== 'pass' && input.result !== 'fail')
      return result(c, '实名认证', { ok: false, message: '参数错误' }, back);
    if (attempt.status !== FACE_STATUS.pending)
      return result(c, '实名认证', { ok: false, message: '本次认证已结束' }, back);
    completeFaceAttempt(deps, attempt, input.result, {
      realName: input.real_name?.trim() || SAMPLE_PERSON.realName,
      idNumber: input.id_number?.trim() || SAMPLE_PERSON.idNumber,
    });
    return result(c, '实名认证', {
      ok: true,
      message: input.result === 'pass' ? '认证通过，请回到网站继续' : '已标记为认证失败',
    });
  });
};
