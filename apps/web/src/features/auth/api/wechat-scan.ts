import { api } from '../../../api/client.ts';

/** GET /api/v3/auth/login/wechat/scan (contract account §3.9): a 1 h QR image (data URL) and its code. */
export interface WechatScan {
  code: string;
  image: string;
}

export const fetchWechatScan = () => api.get<WechatScan>('/api/v3/auth/login/wechat/scan');
