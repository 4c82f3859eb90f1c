export {
  CaptchaSmsFields,
  CAPTCHA_FIELD,
  SMS_FIELD,
  SMS_COUNTDOWN_SECONDS,
  type CaptchaSmsHandle,
  type CaptchaSmsFieldsProps,
} from './CaptchaSmsFields.tsx';
export { CaptchaField, type CaptchaFieldHandle } from './CaptchaField.tsx';
export { SmsCodeForm, type SmsCodeFormProps, type SmsCodeValues } from './SmsCodeForm.tsx';
