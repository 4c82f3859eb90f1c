import type { CaptchaImage } from '@meedu/contract';
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../deps.ts';
import { captchaDataUrl, randomCaptchaText } from '../../lib/captcha-image.ts';
import { toDbTime } from '../../lib/dates.ts';
import { ApiError } from '../../lib/envelope.ts';
import { MOBILE_PATTERN, type SmsScene } from '../../lib/sms.ts';
import { sendSmsCode } from '../sms/service.ts';
import * as repo from './repository.ts';
import { nowDb } from '../../lib/http.ts';

/** Image captchas (contract §2.1): 300 s, single use (consumed by the first check, right or wrong), any case. */
export const CAPTCHA_TTL_SECONDS = 300;

type CaptchaDeps = Pick<AppDeps, 'db' | 'clock'>;

const cutoff = (deps: CaptchaDeps) =>
  toDbTime(new Date(deps.clock.now().getTime() - CAPTCHA_TTL_SECONDS * 1000));

export async function createCaptcha(deps: CaptchaDeps): Promise<CaptchaImage> {
  const text = randomCaptchaText();
  const key = randomBytes(24).toString('base64url');
  const img = await captchaDataUrl(text);
  await repo.deleteCaptchasUpTo(deps.db, cutoff(deps));
  await repo.insertCaptcha(deps.db, { key, text, created_at: nowDb(deps.clock) });
  return { sensitive: false, key, img };
}

/**
 * True when `answer` matches the live captcha `key`; the captcha is used up either way. The delete decides, so
 * of several requests with one captcha only the first can pass.
 */
export async function checkCaptcha(deps: CaptchaDeps, key: string, answer: string): Promise<boolean> {
  const row = await repo.takeCaptcha(deps.db, key);
  if (!row) return false;
  return row.created_at > cutoff(deps) && row.text.toLowerCase() === answer.trim().toLowerCase();
}

/** The text of a live captcha without using it up (demo sandbox only). */
export async function peekCaptcha(deps: CaptchaDeps, key: string): Promise<string | null> {
  return (await repo.findLiveCaptchaText(deps.db, key, cutoff(deps))) ?? null;
}

/**
 * POST /api/v2/captcha/sms after validation: the captcha, then the mobile, then the send with its limits
 * (`address` is the client's, lib/client-address.ts).
 */
export async function sendSmsWithCaptcha(
  deps: Pick<AppDeps, 'db' | 'clock' | 'limits' | 'config'>,
  req: { mobile: string; image_key: string; image_captcha: string; scene: SmsScene },
  address: string,
): Promise<void> {
  if (!(await checkCaptcha(deps, req.image_key, req.image_captcha))) throw new ApiError('图形验证码错误');
  if (!MOBILE_PATTERN.test(req.mobile)) throw new ApiError('请输入正确的手机号');
  await sendSmsCode(deps, req.mobile, req.scene, address);
}
