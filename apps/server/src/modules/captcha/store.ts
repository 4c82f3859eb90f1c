import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../deps.ts';
import { captchaDataUrl, randomCaptchaText } from '../../lib/captcha-image.ts';
import { toDbTime } from '../../lib/dates.ts';

/** Image captchas (contract §2.1): 300 s, single use (consumed by the first check, right or wrong), any case. */
export const CAPTCHA_TTL_SECONDS = 300;

const cutoff = (deps: AppDeps) => toDbTime(new Date(deps.clock.now().getTime() - CAPTCHA_TTL_SECONDS * 1000));

export function createCaptcha(deps: AppDeps): { key: string; img: string } {
  const text = randomCaptchaText();
  const key = randomBytes(24).toString('base64url');
  deps.db.prepare('DELETE FROM captchas WHERE created_at <= ?').run(cutoff(deps));
  deps.db
    .prepare('INSERT INTO captchas (key, text, created_at) VALUES (?, ?, ?)')
    .run(key, text, toDbTime(deps.clock.now()));
  return { key, img: captchaDataUrl(text) };
}

/** True when `answer` matches the live captcha `key`; the captcha is used up either way. */
export function checkCaptcha(deps: AppDeps, key: string, answer: string): boolean {
  const row = deps.db
    .prepare<[string], { text: string; created_at: string }>(
      'SELECT text, created_at FROM captchas WHERE key = ?',
    )
    .get(key);
  if (!row) return false;
  deps.db.prepare('DELETE FROM captchas WHERE key = ?').run(key);
  return row.created_at > cutoff(deps) && row.text.toLowerCase() === answer.trim().toLowerCase();
}

/** The text of a live captcha without using it up (demo sandbox only). */
export function peekCaptcha(deps: AppDeps, key: string): string | null {
  const row = deps.db
    .prepare<[string, string], { text: string }>('SELECT text FROM captchas WHERE key = ? AND created_at > ?')
    .get(key, cutoff(deps));
  return row?.text ?? null;
}
