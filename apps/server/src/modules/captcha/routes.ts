import { z } from 'zod';
import { ApiError, ok } from '../../lib/envelope.ts';
import { SMS_SCENES, sendSmsCode } from '../../lib/sms.ts';
import { jsonBody, required } from '../../lib/validate.ts';
import type { ApiModule } from '../index.ts';
import { checkCaptcha, createCaptcha } from './store.ts';

/** Every member's mobile is a mainland mobile number: SMS only goes to those (see docs/decisions.md). */
export const MOBILE_PATTERN = /^1\d{10}$/;

const SmsBody = z.object({
  mobile: required('请输入手机号'),
  image_captcha: required('请输入图形验证码'),
  image_key: required('参数错误'),
  scene: z.enum(SMS_SCENES, { error: '参数错误' }).optional(),
});

export const captchaRoutes: ApiModule = (app, deps) => {
  app.get('/api/v2/captcha/image', (c) => ok(c, { sensitive: false, ...createCaptcha(deps) }));

  app.post('/api/v2/captcha/sms', async (c) => {
    const body = await jsonBody(c, SmsBody);
    if (!checkCaptcha(deps, body.image_key, body.image_captcha)) throw new ApiError('图形验证码错误');
    if (!MOBILE_PATTERN.test(body.mobile)) throw new ApiError('请输入正确的手机号');
    // A send without a scene (allowed by the contract) is a login code.
    sendSmsCode(deps, body.mobile, body.scene ?? 'login');
    return ok(c, []);
  });
};
