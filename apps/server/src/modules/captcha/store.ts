/**
 * Kept for callers outside the accounts area (marketing-lookup): the captcha rules live in service.ts, which
 * new code should import directly.
 */
export { checkCaptcha, peekCaptcha } from './service.ts';
