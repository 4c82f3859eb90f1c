/** Account helpers for browser tests: fresh mobiles, members made through the API, and reading the wire. */
import zlib from 'node:zlib';
import type { Locator, Page, Request, Response } from 'playwright-core';
import { apiCall, captchaText, lastSmsCode } from './api.ts';

const used = new Set<string>();

/** A mobile no other test of this run uses: 157 1234 plus four random digits (the DB is shared by the run). */
export function freshMobile(prefix = '1571234'): string {
  for (;;) {
    const m = prefix + String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
    if (!used.has(m)) {
      used.add(m);
      return m;
    }
  }
}

/** Sends an SMS code to `mobile` the way the site does (image captcha answered from the sandbox). */
export async function sendSmsByApi(baseURL: string, mobile: string, scene = 'login'): Promise<string> {
  const image = await apiCall<{ key: string }>(baseURL, 'GET', '/api/v2/captcha/image');
  const text = await captchaText(baseURL, image.data.key);
  const sent = await apiCall<unknown>(baseURL, 'POST', '/api/v2/captcha/sms', {
    mobile,
    image_key: image.data.key,
    image_captcha: text,
    scene,
  });
  if (sent.code !== 0) throw new Error(`sms to ${mobile} failed: ${sent.message}`);
  return lastSmsCode(baseURL, mobile);
}

/** Logs a (new or existing) mobile in by SMS through the API; a new mobile becomes a member. */
export async function smsLoginByApi(baseURL: string, mobile: string): Promise<string> {
  const code = await sendSmsByApi(baseURL, mobile);
  const r = await apiCall<{ token: string }>(baseURL, 'POST', '/api/v2/login/mobile', {
    mobile,
    mobile_code: code,
  });
  if (r.code !== 0) throw new Error(`sms login failed: ${r.message}`);
  return r.data.token;
}

export interface MemberDetail {
  id: number;
  nick_name: string;
  avatar: string;
  mobile: string;
  is_bind_mobile: number;
  is_bind_qq: number;
  is_bind_wechat: number;
  is_face_verify: boolean;
}

export async function memberDetail(baseURL: string, token: string): Promise<MemberDetail> {
  const r = await apiCall<MemberDetail>(baseURL, 'GET', '/api/v2/member/detail', undefined, token);
  if (r.code !== 0) throw new Error(`member detail failed: ${r.message}`);
  return r.data;
}

/** The token the page keeps in localStorage (null when logged out). */
export async function storedToken(page: Page): Promise<string | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await page.evaluate(() => localStorage.getItem('meedu-user-token'));
    } catch (e) {
      // A login that reloads the page can destroy the context under us: read again once it has loaded.
      if (attempt >= 5) throw e;
      await page.waitForLoadState('domcontentloaded');
    }
  }
}

/** Starts the browser session logged in with `token` (set once, so a logout inside the test sticks). */
export async function loginWithToken(page: Page, token: string): Promise<void> {
  await page.context().addInitScript((t) => {
    if (!sessionStorage.getItem('e2e-token-set')) {
      sessionStorage.setItem('e2e-token-set', '1');
      localStorage.setItem('meedu-user-token', t);
    }
  }, token);
}

const isApi = (method: string, path: string) => (r: Request) =>
  r.method() === method && new URL(r.url()).pathname === path;

/** The next request to an API path (start waiting before the action that sends it). */
// Generous: on a loaded CI machine a lazily loaded dialog chunk plus the call can take a while.
const WAIT_MS = 30_000;

export function nextRequest(page: Page, method: string, path: string): Promise<Request> {
  return page.waitForRequest(isApi(method, path), { timeout: WAIT_MS });
}

export function nextResponse(page: Page, method: string, path: string): Promise<Response> {
  return page.waitForResponse((res) => isApi(method, path)(res.request()), { timeout: WAIT_MS });
}

/** Every request to an API path while the test runs (to prove one was NOT sent). */
export function recordRequests(page: Page, method: string, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (isApi(method, path)(r)) seen.push(r);
  });
  return seen;
}

/** Logs in with mobile and password in the login dialog's password tab. */
export async function passwordLoginInDialog(
  dialog: Locator,
  mobile: string,
  password: string,
): Promise<void> {
  await dialog.getByPlaceholder('请输入手机号').fill(mobile);
  await dialog.getByPlaceholder('请输入密码').fill(password);
  await dialog.getByRole('button', { name: '立即登录' }).click();
}

/** Answers the image captcha a dialog shows. */
export type CaptchaSolver = (scope: Locator) => Promise<string>;

/**
 * Watches the page's `GET /api/v2/captcha/image` replies (call it before the page loads any captcha). The
 * solver finds the reply whose image the dialog shows (its `<img alt="图形验证码">`) and reads that key's text
 * from the sandbox, so it is right however many captchas were loaded before.
 */
export function trackCaptchas(page: Page, baseURL: string): CaptchaSolver {
  const keys = new Map<string, string>();
  page.on('response', (res) => {
    if (!isApi('GET', '/api/v2/captcha/image')(res.request())) return;
    res.json().then(
      (body: { data: { img: string; key: string } }) => keys.set(body.data.img, body.data.key),
      () => undefined,
    );
  });
  return async (scope) => {
    const img = scope.getByRole('img', { name: '图形验证码' });
    for (let waited = 0; ; waited += 100) {
      const key = keys.get((await img.getAttribute('src')) ?? '');
      if (key) return captchaText(baseURL, key);
      if (waited > 10_000) throw new Error('the captcha shown was never seen on the wire');
      await new Promise((r) => setTimeout(r, 100));
    }
  };
}

export interface SentSms {
  /** What the page sent to POST /api/v2/captcha/sms. */
  body: Record<string, string>;
  /** The code the sandbox outbox received. */
  code: string;
}

/**
 * Inside a dialog with the captcha + SMS rows: types the captcha, clicks 获取验证码, checks the countdown shows,
 * and returns the code from the sandbox. The mobile must already be typed.
 */
export async function requestSmsInDialog(
  page: Page,
  dialog: Locator,
  baseURL: string,
  solveCaptcha: CaptchaSolver,
  mobile: string,
): Promise<SentSms> {
  await dialog.getByPlaceholder('请输入图形验证码').fill(await solveCaptcha(dialog));
  const sms = nextRequest(page, 'POST', '/api/v2/captcha/sms');
  const reply = nextResponse(page, 'POST', '/api/v2/captcha/sms');
  await dialog.getByText('获取验证码', { exact: true }).click();
  const body = (await sms).postDataJSON() as Record<string, string>;
  const answer = (await (await reply).json()) as { code: number; message: string };
  if (answer.code !== 0) throw new Error(`sms refused: ${answer.message}`);
  // The resend countdown replaces the link (120s, 119s, …).
  await dialog.getByText(/^\d+s$/).waitFor();
  return { body, code: await lastSmsCode(baseURL, mobile) };
}

/** A real, small, solid-colour PNG (the server checks the magic bytes; the browser must be able to draw it). */
export function solidPng(size: number, rgb: [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + size * 3);
  for (let x = 0; x < size; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed) >>> 0);
    return Buffer.concat([len, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
