/**
 * The SMS send log (`GET /admin/api/sms/logs`, permission `settings.view`): every send, newest first, whichever
 * provider answered. The mobile is masked and no code is ever part of it.
 */
import type { Instant } from './common.ts';

export const SMS_SEND_STATUSES = ['sent', 'failed'] as const;
export type SmsSendStatusName = (typeof SMS_SEND_STATUSES)[number];

export const SMS_SEND_STATUS_LABELS: Record<SmsSendStatusName, string> = { sent: '已发送', failed: '失败' };
export const SMS_PROVIDER_LABELS: Record<string, string> = {
  sandbox: '演示沙箱',
  aliyun: '阿里云',
  tencent: '腾讯云',
};
export const SMS_SCENE_LABELS: Record<string, string> = {
  register: '注册',
  login: '登录',
  password_reset: '找回密码',
  mobile_bind: '绑定手机',
};

export interface SmsSendLogItem {
  id: number;
  provider: string;
  scene: string;
  /** `138****0000` */
  mobile: string;
  status: SmsSendStatusName;
  /** The provider's request id (Aliyun RequestId, Tencent RequestId). */
  request_id: string;
  /** The provider's id of the message (Aliyun BizId, Tencent SerialNo). */
  biz_id: string;
  error_code: string;
  error_message: string;
  created_at: Instant;
}
