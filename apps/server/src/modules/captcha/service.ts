import type { CaptchaChallenge, CaptchaImage } from '@meedu/contract';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { limiterPerStore } from '../../limits/limits.ts';
import { getSetting } from '../../settings/settings.ts';
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
 * The checkbox alternative (WCAG 3.3.8, docs/decisions.md "Issue 29: the captcha alternative"): ticking the box
 * makes the browser find `n` with SHA-256(salt + n) = challenge, a second or less of hashing for one person and a
 * real cost for a bot asking thousands. The answer is stored as the text of an ordinary captcha row, so it is
 * single-use and expires like an image captcha and every endpoint checks it through {@link checkCaptcha}.
 */
export const CHALLENGE_MAX_NUMBER = 50_000;
/** Challenges per client address per 10 minutes: more than any person needs, few for a bot. */
export const CHALLENGE_RATE = { points: 20, durationSeconds: 600 } as const;

const challengeLimiter = limiterPerStore({ name: 'captcha_challenge', ...CHALLENGE_RATE });

export const challengeDigest = (salt: string, answer: number): string =>
  createHash('sha256').update(`${salt}${answer}`).digest('hex');

export async function createChallenge(
  deps: Pick<AppDeps, 'db' | 'clock' | 'store'>,
  address: string,
): Promise<CaptchaChallenge> {
  if ((await getSetting(deps.db, 'captcha_alternative')) !== 'checkbox')
    throw new ApiError('本站未开启该验证方式');
  try {
    await (await challengeLimiter(deps.store)).consume(address);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw new ApiError('验证请求过于频繁，请稍后再试');
    throw err;
  }
  const answer = randomInt(0, CHALLENGE_MAX_NUMBER + 1);
  const salt = randomBytes(12).toString('base64url');
  const key = randomBytes(24).toString('base64url');
  await repo.deleteCaptchasUpTo(deps.db, cutoff(deps));
  await repo.insertCaptcha(deps.db, { key, text: String(answer), created_at: nowDb(deps.clock) });
  return {
    key,
    algorithm: 'SHA-256',
    salt,
    challenge: challengeDigest(salt, answer),
    max_number: CHALLENGE_MAX_NUMBER,
    expires_in: CAPTCHA_TTL_SECONDS,
  };
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
