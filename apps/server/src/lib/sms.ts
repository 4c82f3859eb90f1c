import { required } from './validate.ts';

/**
 * SMS codes (contract §2.2): 6 digits, valid 300 s, single use; one send per mobile per 60 s; 10 wrong
 * tries within 600 s drop the live code. The rules that read and write the database live in modules/sms.
 */
export { SMS_SCENES, type SmsScene } from '@meedu/contract';

export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_RESEND_SECONDS = 60;
export const SMS_MAX_FAILURES = 10;
export const SMS_FAILURE_WINDOW_SECONDS = 600;

/** Every member's mobile is a mainland mobile number: SMS only goes to those (see docs/decisions.md). */
export const MOBILE_PATTERN = /^1\d{10}$/;

/** The body fields of every form that proves a mobile with an SMS code (spread first into its zod object). */
export const smsCodeFields = {
  mobile: required('请输入手机号'),
  mobile_code: required('请输入短信验证码'),
};
