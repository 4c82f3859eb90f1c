import type { WechatScanQr } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /api/v3/auth/login/wechat/scan (contract account §3.9): a 1 h QR image (data URL) and its code. */
export const fetchWechatScan = () => api.get<WechatScanQr>('/api/v3/auth/login/wechat/scan');
