/** The audit log (`GET /admin/api/audit-logs`): every write an administrator made, with before and after. */
import { CAPTION_AUDIT_ACTIONS, CAPTION_AUDIT_ENTITIES } from './captions.ts';
import { COMMENT_AUDIT_ACTIONS, COMMENT_AUDIT_ENTITIES } from './comments.ts';
import type { DateRangeQuery, Instant, ListQuery } from './common.ts';
import { CONTENT_AUDIT_ACTIONS, CONTENT_AUDIT_ENTITIES } from './content.ts';
import { COURSE_AUDIT_ACTIONS, COURSE_AUDIT_ENTITIES } from './courses.ts';
import { WATERMARK_AUDIT_ACTIONS, WATERMARK_AUDIT_ENTITIES } from './watermark.ts';
import { LIVE_AUDIT_ACTIONS, LIVE_AUDIT_ENTITIES } from './live.ts';
import { EXAM_AUDIT_ACTIONS, EXAM_AUDIT_ENTITIES } from './exams.ts';
import { MARKETING_AUDIT_ACTIONS, MARKETING_AUDIT_ENTITIES } from './marketing.ts';
import { CAMPAIGN_AUDIT_ENTITIES } from './campaigns.ts';
import { SHARE_AUDIT_ACTIONS, SHARE_AUDIT_ENTITIES } from './share.ts';
import { CERT_AUDIT_ENTITIES } from './certs.ts';
import { LEARN_PATH_AUDIT_ENTITIES } from './learn-paths.ts';

/** A value recorded before or after a write: the record's fields, secrets as `******` or left out. */
export type AuditValue = Record<string, unknown>;

export interface AuditLogItem {
  id: number;
  /** Null for a write made from the operator's command line. */
  admin_id: number | null;
  admin_name: string;
  action: string;
  entity: string;
  entity_id: string;
  summary: string;
  before: AuditValue | null;
  after: AuditValue | null;
  ip: string;
  created_at: Instant;
}

export interface AuditLogQuery extends ListQuery, DateRangeQuery {
  admin_id?: number;
  entity?: string;
  action?: string;
}

export const AUDIT_SORTS = ['id', 'created_at'] as const;

/** `GET /admin/api/audit-logs/actors`: who appears in the log (the filter's choices), by name. */
export interface AuditActorItem {
  /** Null for the operator's command line and the demo seeder. */
  admin_id: number | null;
  admin_name: string;
}

/** What the console calls each action; an area adds the words of its own writes. */
export const AUDIT_ACTION_NAMES: Readonly<Record<string, string>> = {
  create: '新建',
  update: '修改',
  delete: '删除',
  login: '登录',
  logout: '退出登录',
  change_password: '修改密码',
  reset_password: '重置密码',
  revoke_sessions: '强制下线',
  revoke_session: '结束会话',
  totp_enable: '开启两步验证',
  totp_disable: '关闭两步验证',
  unlock: '解除锁定',
  lock: '锁定',
  adjust_credits: '调整积分',
  grant_course: '开通课程',
  revoke_course: '收回课程',
  send_message: '发送消息',
  confirm_hand_pay: '确认手动打款',
  refund: '退款',
  retry_refund: '重试退款',
  close_refund: '关闭退款',
  ...COURSE_AUDIT_ACTIONS,
  ...COMMENT_AUDIT_ACTIONS,
  ...CAPTION_AUDIT_ACTIONS,
  ...LIVE_AUDIT_ACTIONS,
  reorder: '调整顺序',
  ...WATERMARK_AUDIT_ACTIONS,
  ...CONTENT_AUDIT_ACTIONS,
  ...EXAM_AUDIT_ACTIONS,
  ...MARKETING_AUDIT_ACTIONS,
  ...SHARE_AUDIT_ACTIONS,
};

/** What the console calls each kind of record; an area adds its own. */
export const AUDIT_ENTITY_NAMES: Readonly<Record<string, string>> = {
  admin: '管理员',
  admin_role: '角色',
  admin_session: '登录会话',
  member: '学员',
  order: '订单',
  ...COURSE_AUDIT_ENTITIES,
  ...COMMENT_AUDIT_ENTITIES,
  ...CAPTION_AUDIT_ENTITIES,
  ...LIVE_AUDIT_ENTITIES,
  settings: '站点设置',
  provider_keys: '服务商密钥',
  nav: '导航',
  slider: '轮播图',
  link: '友情链接',
  announcement: '公告',
  home_block: '首页装修块',
  vip_plan: 'VIP 套餐',
  ...WATERMARK_AUDIT_ENTITIES,
  ...CONTENT_AUDIT_ENTITIES,
  ...EXAM_AUDIT_ENTITIES,
  ...MARKETING_AUDIT_ENTITIES,
  ...CAMPAIGN_AUDIT_ENTITIES,
  ...SHARE_AUDIT_ENTITIES,
  ...CERT_AUDIT_ENTITIES,
  ...LEARN_PATH_AUDIT_ENTITIES,
};

/** How a secret is written into before/after. */
export const AUDIT_SECRET_MASK = '******';
