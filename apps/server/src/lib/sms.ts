import { randomInt, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../deps.ts';
import { toDbTime } from './dates.ts';
import { ApiError } from './envelope.ts';
import { required } from './validate.ts';

/**
 * SMS codes (contract §2.2): 6 digits, valid 300 s, single use; one send per mobile per 60 s; 10 wrong
 * tries within 600 s drop the live code. There is no SMS gateway: every message lands in `sms_outbox`, which
 * the demo sandbox (/__dev/sms) shows. There is no fixed development code.
 */
export const SMS_SCENES = ['login', 'register', 'password_reset', 'mobile_bind'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_RESEND_SECONDS = 60;
export const SMS_MAX_FAILURES = 10;
export const SMS_FAILURE_WINDOW_SECONDS = 600;

/** The body fields of every form that proves a mobile with an SMS code (spread first into its zod object). */
export const smsCodeFields = {
  mobile: required('请输入手机号'),
  mobile_code: required('请输入短信验证码'),
};

const ago = (deps: AppDeps, seconds: number) =>
  toDbTime(new Date(deps.clock.now().getTime() - seconds * 1000));

export function sendSmsCode(deps: AppDeps, mobile: string, scene: SmsScene): void {
  const { db } = deps;
  const now = toDbTime(deps.clock.now());
  const recent = db
    .prepare<[string, string], { id: number }>(
      'SELECT id FROM sms_outbox WHERE mobile = ? AND sent_at > ? LIMIT 1',
    )
    .get(mobile, ago(deps, SMS_RESEND_SECONDS));
  if (recent) throw new ApiError('短信发送过于频繁，请稍后再试');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.transaction(() => {
    db.prepare(
      `INSERT INTO sms_codes (mobile, code, scene, created_at) VALUES (?, ?, ?, ?)
       ON CONFLICT(mobile) DO UPDATE SET code = excluded.code, scene = excluded.scene, created_at = excluded.created_at`,
    ).run(mobile, code, scene, now);
    db.prepare('INSERT INTO sms_outbox (mobile, code, scene, sent_at) VALUES (?, ?, ?, ?)').run(
      mobile,
      code,
      scene,
      now,
    );
  })();
}

function recordFailure(deps: AppDeps, mobile: string): void {
  const { db } = deps;
  const now = toDbTime(deps.clock.now());
  const row = db
    .prepare<[string], { count: number; window_start: string }>(
      'SELECT count, window_start FROM sms_failures WHERE mobile = ?',
    )
    .get(mobile);
  const count = row && row.window_start > ago(deps, SMS_FAILURE_WINDOW_SECONDS) ? row.count + 1 : 1;
  db.prepare(
    `INSERT INTO sms_failures (mobile, count, window_start) VALUES (?, ?, ?)
     ON CONFLICT(mobile) DO UPDATE SET count = excluded.count, window_start = excluded.window_start`,
  ).run(mobile, count, count === 1 ? now : (row?.window_start ?? now));
  if (count >= SMS_MAX_FAILURES) db.prepare('DELETE FROM sms_codes WHERE mobile = ?').run(mobile);
}

/**
 * Checks and consumes the code sent to `mobile`. `scenes` lists the scenes whose codes this action accepts
 * (the reference client sends `login` codes to register and reset the password, for example).
 * Throws `短信验证码错误` on any mismatch.
 */
export function consumeSmsCode(
  deps: AppDeps,
  mobile: string,
  code: string,
  scenes: readonly SmsScene[],
): void {
  const { db } = deps;
  const row = db
    .prepare<[string], { code: string; scene: string; created_at: string }>(
      'SELECT code, scene, created_at FROM sms_codes WHERE mobile = ?',
    )
    .get(mobile);
  const given = Buffer.from(code);
  const good =
    row !== undefined &&
    row.created_at > ago(deps, SMS_CODE_TTL_SECONDS) &&
    (scenes as readonly string[]).includes(row.scene) &&
    given.length === row.code.length &&
    timingSafeEqual(given, Buffer.from(row.code));
  if (!good) {
    if (row) recordFailure(deps, mobile);
    throw new ApiError('短信验证码错误');
  }
  db.prepare('DELETE FROM sms_codes WHERE mobile = ?').run(mobile);
  db.prepare('DELETE FROM sms_failures WHERE mobile = ?').run(mobile);
}
