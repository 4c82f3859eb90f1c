export {
  CaptchaSmsFields,
  CAPTCHA_FIELD,
  SMS_FIELD,
  SMS_COUNTDOWN_SECONDS,
  type CaptchaSmsHandle,
  type CaptchaSmsFieldsProps,
} from './CaptchaSmsFields.tsx';
export type { CaptchaImage, SmsScene } from './api.ts';
