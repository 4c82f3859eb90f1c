import { randomInt, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { ApiError } from '../../lib/envelope.ts';
import { countPoint, returnPoint } from '../../limits/limits.ts';
import {
  SMS_CODE_TTL_SECONDS,
  SMS_FAILURE_WINDOW_SECONDS,
  SMS_MAX_FAILURES,
  SMS_RESEND_SECONDS,
  type SmsScene,
} from '../../lib/sms.ts';
import * as repo from './repository.ts';
import { smsSetup } from './providers/registry.ts';
import type { ListReply, SmsSendLogItem } from '@meedu/contract/admin';
import { wireInstant } from '../../console/dates.ts';
import { nowDb } from '../../lib/http.ts';

/**
 * SMS codes (contract §2.2), sent through the configured provider (providers/registry.ts: Aliyun, Tencent Cloud, or
 * in demo mode the sandbox, whose messages land in `sms_outbox` for /__dev/sms). Every send is recorded in
 * `sms_send_logs` without its code. There is no fixed development code. Codes, failures, the log and the outbox
 * live in the database, so every instance sees the same ones.
 */
type SmsDeps = Pick<AppDeps, 'db' | 'clock'>;

const ago = (deps: SmsDeps, seconds: number) =>
  toDbTime(new Date(deps.clock.now().getTime() - seconds * 1000));

type SendDeps = Pick<AppDeps, 'db' | 'clock' | 'limits' | 'config'>;

const tooSoon = () => new ApiError('短信发送过于频繁，请稍后再试');
const dailyCapReached = () => new ApiError('今日短信发送次数已达上限');
export const SMS_NOT_CONFIGURED = '短信服务未配置';
export const SMS_SEND_FAILED = '短信发送失败，请稍后再试';

/**
 * Counts one send against the address's 10-minute and daily budgets and the mobile's daily budget (in the
 * database, so every instance shares them; each count is one atomic statement). When one budget refuses, the
 * points the others counted are given back; answers a function that gives back all three (for a send that
 * does not happen after all).
 */
async function countSend(deps: SendDeps, mobile: string, address: string): Promise<() => Promise<void>> {
  const counted = [
    { limiter: deps.limits.smsAddress, key: address },
    { limiter: deps.limits.smsAddressDay, key: address },
    { limiter: deps.limits.smsMobileDay, key: mobile },
  ];
  const results = await Promise.all(counted.map((c) => countPoint(c.limiter, c.key)));
  const giveBack = (which: typeof counted) =>
    Promise.all(which.map((c) => returnPoint(c.limiter, c.key))).then(() => undefined);
  const [window, addressDay, mobileDay] = results;
  if (!window?.within || !addressDay?.within || !mobileDay?.within) {
    await giveBack(counted.filter((_, i) => results[i]?.within));
    throw window?.within ? dailyCapReached() : tooSoon();
  }
  return () => giveBack(counted);
}

/**
 * Sends a new code to `mobile` for a client at `address`: one send per mobile per 60 s (however many instances
 * are asked at once), and the address and daily budgets of SMS_PER_* (config.ts). The code is stored before the
 * provider is asked (so two concurrent sends cannot both reach a phone) and withdrawn when the provider refuses:
 * the member may ask again at once, while the refused send still counts against the budgets.
 */
export async function sendSmsCode(
  deps: SendDeps,
  mobile: string,
  scene: SmsScene,
  address: string,
): Promise<void> {
  const setup = await smsSetup(deps);
  if (!setup.provider) throw new ApiError(SMS_NOT_CONFIGURED);
  const since = ago(deps, SMS_RESEND_SECONDS);
  if (await repo.sentSince(deps.db, mobile, since)) throw tooSoon();
  const giveBack = await countSend(deps, mobile, address);
  const now = nowDb(deps.clock);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // The conditional upsert decides between concurrent sends: only one replaces a code older than 60 s.
  if (!(await repo.putCode(deps.db, { mobile, code, scene, created_at: now }, since))) {
    await giveBack();
    throw tooSoon();
  }
  const result = await setup.provider.send({ mobile, scene, code });
  const log = { provider: setup.name, scene, mobile, created_at: now, request_id: result.requestId };
  if (!result.ok) {
    await repo.takeCode(deps.db, mobile, { code, scene, created_at: now });
    await repo.insertSendLog(deps.db, {
      ...log,
      status: 'failed',
      biz_id: '',
      error_code: result.errorCode.slice(0, 100),
      error_message: result.errorMessage.slice(0, 500),
    });
    throw new ApiError(SMS_SEND_FAILED);
  }
  await repo.insertSendLog(deps.db, {
    ...log,
    status: 'sent',
    biz_id: result.bizId,
    error_code: '',
    error_message: '',
  });
}

/**
 * Why no SMS can be sent, for the start-up log and the console's dashboard (`短信服务未配置：…`), or null when a
 * provider is ready. Demo mode always has the sandbox.
 */
export async function smsNotReady(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): Promise<string | null> {
  const setup = await smsSetup(deps);
  if (setup.provider) return null;
  return `${SMS_NOT_CONFIGURED}（${setup.problem}）：注册、短信登录、找回密码和绑定手机号都无法使用。请设置 SMS_PROVIDER 与服务商密钥，或在控制台「站点设置 → 服务商密钥」中填写。`;
}

/** The send log for the console: newest first, the mobile masked, never a code. */
export async function sendLogPage(
  deps: Pick<AppDeps, 'db'>,
  filter: repo.SendLogFilter,
  page: { page: number; size: number; offset: number },
): Promise<ListReply<SmsSendLogItem>> {
  const { rows, total } = await repo.listSendLogs(deps.db, filter, page);
  return {
    total,
    page: page.page,
    size: page.size,
    items: rows.map((r) => ({
      id: r.id,
      provider: r.provider,
      scene: r.scene,
      mobile: maskMobile(r.mobile),
      status: r.status,
      request_id: r.request_id,
      biz_id: r.biz_id,
      error_code: r.error_code,
      error_message: r.error_message,
      created_at: wireInstant(r.created_at),
    })),
  };
}

const maskMobile = (mobile: string) =>
  mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';

/**
 * Counts a wrong code; the 10th in the window drops the live code, unless it is a login code. The reference
 * client sends login codes to register and to reset a password too, so dropping one there would let anyone keep
 * a mobile from logging in by SMS; a login code is retired only by the login guard, and the other forms refuse
 * it once the mobile's misses reach the limit (see takeSmsCode).
 */
async function recordFailure(deps: SmsDeps, mobile: string, scene: string): Promise<void> {
  const now = nowDb(deps.clock);
  const count = await repo.bumpFailures(deps.db, mobile, now, ago(deps, SMS_FAILURE_WINDOW_SECONDS));
  if (count >= SMS_MAX_FAILURES && scene !== 'login') await repo.deleteCode(deps.db, mobile);
}

/** A form other than the SMS login may no longer try the mobile's login code: it has had its 10 misses. */
const loginCodeClosedToForms = async (deps: SmsDeps, mobile: string) =>
  (await repo.failuresSince(deps.db, mobile, ago(deps, SMS_FAILURE_WINDOW_SECONDS))) >= SMS_MAX_FAILURES;

const sameCode = (given: string, stored: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Checks and consumes the code sent to `mobile`; answers whether it was right. `recordMiss`: a wrong code counts
 * towards dropping the live one (SMS_MAX_FAILURES).
 */
async function takeSmsCode(
  deps: SmsDeps,
  mobile: string,
  code: string,
  scenes: readonly SmsScene[],
  recordMiss: boolean,
): Promise<boolean> {
  const row = await repo.findCode(deps.db, mobile);
  if (row?.scene === 'login' && recordMiss && (await loginCodeClosedToForms(deps, mobile))) return false;
  const good =
    row !== undefined &&
    row.created_at > ago(deps, SMS_CODE_TTL_SECONDS) &&
    (scenes as readonly string[]).includes(row.scene) &&
    sameCode(code, row.code);
  if (!good) {
    if (row && recordMiss) await recordFailure(deps, mobile, row.scene);
    return false;
  }
  if (!(await repo.takeCode(deps.db, mobile, row))) return false;
  await repo.clearFailures(deps.db, mobile);
  return true;
}

/**
 * Checks and consumes the code sent to `mobile`. `scenes` lists the scenes whose codes this action accepts
 * (the reference client sends `login` codes to register and reset the password, for example).
 * Throws `短信验证码错误` on any mismatch, and when another request consumed the code first; 10 wrong codes drop
 * the live one (a login code: close it to these forms, see recordFailure).
 */
export async function consumeSmsCode(
  deps: SmsDeps,
  mobile: string,
  code: string,
  scenes: readonly SmsScene[],
): Promise<void> {
  if (!(await takeSmsCode(deps, mobile, code, scenes, true))) throw new ApiError('短信验证码错误');
}

/**
 * The SMS login's check: as {@link consumeSmsCode}, but a wrong code never drops the live one (anyone could
 * keep a mobile from logging in by sending ten); the login guard counts the misses instead and asks for the
 * image captcha (auth/service.ts). Answers whether the code was right.
 */
export const takeSmsLoginCode = (deps: SmsDeps, mobile: string, code: string): Promise<boolean> =>
  takeSmsCode(deps, mobile, code, ['login', 'register'], false);

/** The last SMS sent to `mobile` (demo sandbox). */
export const lastSms = (deps: SmsDeps, mobile: string) => repo.lastOutbox(deps.db, mobile);

/** The newest SMS messages, newest first (demo sandbox). */
export const recentSms = (deps: SmsDeps, limit = 50) => repo.recentOutbox(deps.db, limit);
