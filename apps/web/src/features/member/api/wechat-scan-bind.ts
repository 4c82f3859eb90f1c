import type { WechatScanQr } from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** GET /api/v3/member/wechatScanBind — a QR that binds WeChat when scanned; no result endpoint (contract §5.12). */
export const fetchWechatBindQr = () => api.get<WechatScanQr>('/api/v3/member/wechatScanBind');
