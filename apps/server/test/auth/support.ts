import { expect } from 'vitest';
import type { TestContext } from '../helpers.ts';
import { setSetting } from '../../src/modules/system/settings.ts';

/** Shared steps for the accounts tests: read captchas and SMS codes through the demo sandboxes. */
export function dataOf<T>(json: { data?: unknown }): T {
  return json.data as T;
}

export async function solvedCaptcha(ctx: TestContext): Promise<{ key: string; text: string }> {
  const img = await ctx.call('GET', '/api/v2/captcha/image');
  const { key } = dataOf<{ key: string }>(img.json);
  const peek = await ctx.call('GET', `/__dev/captcha?key=${encodeURIComponent(key)}`);
  return { key, text: dataOf<{ text: string }>(peek.json).text };
}

/** POST /api/v2/captcha/sms with the given body. */
export function sendSms(ctx: TestContext, body: Record<string, string>) {
  return ctx.call('POST', '/api/v2/captcha/sms', { body });
}

/** Sends an SMS code through the real endpoint and reads it from the outbox. */
export async function smsCode(ctx: TestContext, mobile: string, scene = 'login'): Promise<string> {
  const { key, text } = await solvedCaptcha(ctx);
  const sent = await sendSms(ctx, { mobile, image_key: key, image_captcha: text, scene });
  expect(sent.json).toMatchObject({ code: 0 });
  const box = await ctx.call('GET', `/__dev/sms?mobile=${mobile}`);
  return dataOf<{ code: string }>(box.json).code;
}

/** POST /api/v2/login/password. */
export function passwordLogin(ctx: TestContext, mobile: string, password: string) {
  return ctx.call('POST', '/api/v2/login/password', { body: { mobile, password } });
}

/** Binds a third-party identity to a member directly in the database. */
export function bindSocialite(
  ctx: TestContext,
  userId: number,
  app: 'qq' | 'wechat',
  openid: string,
  nickname = '',
): void {
  ctx.db
    .prepare(
      "INSERT INTO user_socialites (user_id, app, app_user_id, nickname, created_at) VALUES (?, ?, ?, ?, '2026-01-01 00:00:00')",
    )
    .run(userId, app, openid, nickname);
}

/** A raw request (redirects are not followed), for Location headers and HTML pages. */
export function raw(ctx: TestContext, path: string, init: RequestInit = {}): Promise<Response> {
  return Promise.resolve(ctx.app.request(path, { redirect: 'manual', ...init }));
}

export function enableSocialites(ctx: TestContext, opts: { bindAlert?: boolean } = {}): void {
  setSetting(ctx.db, 'socialites', { qq: 1, wechat_scan: 1, wechat_oauth: 0 });
  setSetting(ctx.db, 'member', {
    enabled_mobile_bind_alert: opts.bindAlert ? 1 : 0,
    enabled_face_verify: false,
  });
}

export function lockUser(ctx: TestContext, id: number): void {
  ctx.db.prepare('UPDATE users SET is_lock = 1 WHERE id = ?').run(id);
}
