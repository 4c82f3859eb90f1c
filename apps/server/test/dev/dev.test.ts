import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers.ts';
import { bindSocialite, dataOf, enableSocialites, raw, smsCode } from '../auth/support.ts';

describe('dev sandboxes', () => {
  it('answer 404 outside demo mode', async () => {
    const ctx = await createTestContext({ demo: false });
    for (const p of [
      '/__dev',
      '/__dev/sms',
      '/__dev/sms?mobile=13700000000',
      '/__dev/captcha?key=x',
      '/__dev/qq/authorize?state=x',
      '/__dev/wechat',
      '/__dev/face?biz_token=x',
    ])
      expect((await raw(ctx, p)).status).toBe(404);
    for (const p of ['/__dev/wechat/scan', '/__dev/face/complete', '/__dev/qq/authorize'])
      expect((await raw(ctx, p, { method: 'POST' })).status).toBe(404);
  });

  it('the captcha peek does not use the captcha up and reports unknown keys', async () => {
    const ctx = await createTestContext();
    const { key } = dataOf<{ key: string }>((await ctx.call('GET', '/api/v2/captcha/image')).json);
    const a = await ctx.call('GET', `/__dev/captcha?key=${key}`);
    const b = await ctx.call('GET', `/__dev/captcha?key=${key}`);
    expect(a.json.data).toEqual(b.json.data);
    expect((await ctx.call('GET', '/__dev/captcha?key=nope')).json.code).toBe(1);
    expect((await ctx.call('GET', '/__dev/captcha')).json.message).toBe('参数错误');
  });

  it('the SMS outbox answers the last code per mobile and lists messages as a page', async () => {
    const ctx = await createTestContext();
    const code = await smsCode(ctx, '13700000011', 'mobile_bind');
    const last = await ctx.call('GET', '/__dev/sms?mobile=13700000011');
    expect(last.json.data).toEqual({ code, scene: 'mobile_bind', sent_at: '2026-11-21 08:00:00' });
    expect((await ctx.call('GET', '/__dev/sms?mobile=13700000099')).json.code).toBe(1);
    const page = await raw(ctx, '/__dev/sms');
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('短信发件箱');
    expect(html).toContain(code);
  });

  it('pages escape what they show', async () => {
    const ctx = await createTestContext();
    await enableSocialites(ctx);
    const m = await ctx.member({ nick_name: '<script>alert(1)</script>' });
    await bindSocialite(ctx, m.id, 'wechat', '"><img src=x onerror=alert(1)>', '<b>昵称</b>');
    const { code } = dataOf<{ code: string }>((await ctx.call('GET', '/api/v3/auth/login/wechat/scan')).json);
    const html = await (await raw(ctx, `/__dev/wechat?code=${code}`)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>昵称</b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const list = await (await raw(ctx, '/__dev/wechat')).text();
    expect(list).toContain(code);
    const face = dataOf<{ biz_token: string }>(
      (await ctx.call('POST', '/api/v3/member/tencent/faceVerify', { token: m.token, body: { s_url: 'PC' } }))
        .json,
    );
    const facePage = await (await raw(ctx, `/__dev/face?biz_token=${face.biz_token}`)).text();
    expect(facePage).toContain('&lt;script&gt;');
    expect(facePage).not.toContain('<script>alert');
  });

  it('the QQ page refuses an invalid state; form posts answer result pages', async () => {
    const ctx = await createTestContext();
    expect((await raw(ctx, '/__dev/qq/authorize?state=forged')).status).toBe(400);
    const res = await raw(ctx, '/__dev/wechat/scan', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'code=scan_v2_nothing&new=1',
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('二维码已过期或不存在');
  });
});
