import type { CaptchaChallenge, CaptchaImage, EmptyReply, SendSmsRequest } from '@meedu/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ApiModule, AppDeps } from '../../deps.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { ok } from '../../lib/envelope.ts';
import { SMS_SCENES } from '../../lib/sms.ts';
import { jsonBody, required, requestSchema } from '../../lib/validate.ts';
import { createCaptcha, createChallenge, sendSmsWithCaptcha } from './service.ts';

const SmsBody = requestSchema<SendSmsRequest>()(
  z.object({
    mobile: required('请输入手机号'),
    image_captcha: required('请输入图形验证码'),
    image_key: required('参数错误'),
    scene: z.enum(SMS_SCENES, { error: '参数错误' }).optional(),
  }),
);

/** contract account §2.1–2.2, and ours: the checkbox challenge (contract `CaptchaChallenge`). */
export const captchaRoutes: ApiModule = (app, deps) => {
  app.get('/api/v2/captcha/image', image(deps));
  app.get('/api/v2/captcha/challenge', challenge(deps));
  app.post('/api/v2/captcha/sms', sms(deps));
};

const image = (deps: AppDeps) => async (c: Context) => ok<CaptchaImage>(c, await createCaptcha(deps));

const challenge = (deps: AppDeps) => async (c: Context) =>
  ok<CaptchaChallenge>(c, await createChallenge(deps, clientAddress(c, deps.config.trustProxy)));

const sms = (deps: AppDeps) => async (c: Context) => {
  const body = await jsonBody(c, SmsBody);
  // A send without a scene (allowed by the contract) is a login code.
  await sendSmsWithCaptcha(
    deps,
    { ...body, scene: body.scene ?? 'login' },
    clientAddress(c, deps.config.trustProxy),
  );
  return ok<EmptyReply>(c, []);
};
