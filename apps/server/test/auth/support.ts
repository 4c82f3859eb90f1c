import { expect } from 'vitest';
import type { TestContext } from '../helpers.ts';
import { setSetting } from '../../src/settings/settings.ts';

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
export async function bindSocialite(
  ctx: TestContext,
  userId: number,
  app: 'qq' | 'wechat',
  openid: string,
  nickname = '',
): Promise<void> {
  await ctx.db
    .insertInto('user_socialites')
    .values({ user_id: userId, app, app_user_id: openid, nickname, created_at: '2026-01-01 00:00:00' })
    .execute();
}

/** A raw request (redirects are not followed), for Location headers and HTML pages. */
export function raw(ctx: TestContext, path: string, init: RequestInit = {}): Promise<Response> {
  return Promise.resolve(ctx.app.request(path, { redirect: 'manual', ...init }));
}

export async function enableSocialites(ctx: TestContext, opts: { bindAlert?: boolean } = {}): Promise<void> {
  await setSetting(ctx.db, 'socialites', { qq: 1, wechat_scan: 1, wechat_oauth: 0 });
  await setSetting(ctx.db, 'member', {
    enabled_mobile_bind_alert: opts.bindAlert ? 1 : 0,
    enabled_face_verify: false,
  });
}

export async function lockUser(ctx: TestContext, id: number): Promise<void> {
  await ctx.db.updateTable('users').set({ is_lock: 1 }).where('id', '=', id).execute();
}

/** Runs `n` copies of `request` at once; answers how many succeeded (envelope code 0) and the replies. */
export async function inParallel(
  n: number,
  request: (i: number) => Promise<{ json: { code?: unknown } }>,
): Promise<{ successes: number; replies: { code?: unknown; message?: unknown }[] }> {
  const replies = (await Promise.all(Array.from({ length: n }, (_, i) => request(i)))).map((r) => r.json);
  return { successes: replies.filter((r) => r.code === 0).length, replies };
}
