import { api } from '../../api/client.ts';

/** GET /api/v2/captcha/image (contract account §2.1). `img` is a data URL. */
export interface CaptchaImage {
  sensitive: boolean;
  key: string;
  img: string;
}

/** The SMS templates the server knows (contract account §2.2). */
export type SmsScene = 'login' | 'register' | 'password_reset' | 'mobile_bind';

export interface SendSmsBody {
  mobile: string;
  image_key: string;
  image_captcha: string;
  scene: SmsScene;
}

/** A fresh captcha every call: each image is single-use on the server, so this is never cached. */
export const fetchCaptchaImage = () => api.get<CaptchaImage>('/api/v2/captcha/image');

/** POST /api/v2/captcha/sms — the server's message is toasted by the client on failure. */
export const sendSmsCode = (body: SendSmsBody) => api.post<unknown>('/api/v2/captcha/sms', body);
