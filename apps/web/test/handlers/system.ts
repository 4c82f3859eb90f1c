import type {
  CaptchaChallenge,
  CaptchaImage,
  FriendLink,
  Nav,
  SystemConfig,
  UploadedImage,
} from '@meedu/contract';
import { onGet, onPost, type Reply } from './http.ts';

/** The site's own endpoints: configuration, navigation, captchas, the shared image upload (contract account §4). */
export const systemApi = {
  config: (reply: Reply<SystemConfig>) => onGet('/api/v2/other/config', reply),
  navs: (reply: Reply<Nav[]>) => onGet('/api/v2/navs', reply),
  links: (reply: Reply<FriendLink[]>) => onGet('/api/v2/links', reply),
  captchaImage: (reply: Reply<CaptchaImage>) => onGet('/api/v2/captcha/image', reply),
  captchaChallenge: (reply: Reply<CaptchaChallenge>) => onGet('/api/v2/captcha/challenge', reply),
  sendSms: (reply: Reply<[]>) => onPost('/api/v2/captcha/sms', reply),
  uploadImage: (reply: Reply<UploadedImage>) => onPost('/api/v2/upload/image', reply),
};
