import { randomInt } from 'node:crypto';
import { runOnCpuPool } from './cpu-pool.ts';

/** The mews/captcha alphabet (contract §2.1): no look-alikes such as 0/O, 1/l/I, 5/S. */
export const CAPTCHA_ALPHABET = '2346789abcdefghmnpqrtuxyzABCDEFGHMNPQRTUXYZ';
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 48;

export function randomCaptchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

/**
 * Draws `text` as a 120 × 48 PNG on the CPU pool (lib/cpu-worker.mjs): svg-captcha's hand-drawn font, each
 * glyph at its own size, rotation and skew, noise curves behind and across the text, the whole warped by a random
 * displacement field, rasterised by resvg. Two drawings of one text differ.
 */
export async function renderCaptchaPng(text: string): Promise<Buffer> {
  const png = await runOnCpuPool({ op: 'captcha', text, width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
  return Buffer.from(png);
}

export async function captchaDataUrl(text: string): Promise<string> {
  return `data:image/png;base64,${(await renderCaptchaPng(text)).toString('base64')}`;
}
