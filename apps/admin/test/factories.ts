import {
  ALL_PERMISSIONS,
  type AdminItem,
  type AdminMe,
  type AuditLogItem,
  type DashboardReply,
  type ListReply,
  type Permission,
  type RoleItem,
} from '@meedu/contract/admin';

export const makeMe = (over: Partial<AdminMe> = {}): AdminMe => ({
  id: 1,
  name: 'admin',
  is_super: true,
  role_id: null,
  role_name: null,
  permissions: [...ALL_PERMISSIONS],
  totp_enabled: false,
  last_login_at: '2026-11-28T10:00:00+08:00',
  last_login_ip: '127.0.0.1',
  ...over,
});

/** An administrator with a role holding `permissions`. */
export const makeRoleMe = (permissions: Permission[], over: Partial<AdminMe> = {}): AdminMe =>
  makeMe({ id: 2, name: 'editor', is_super: false, role_id: 3, role_name: '编辑', permissions, ...over });

export const makeAdmin = (over: Partial<AdminItem> = {}): AdminItem => ({
  id: 2,
  name: 'editor',
  is_super: false,
  role_id: 3,
  role_name: '课程编辑',
  status: 1,
  totp_enabled: false,
  locked_until: null,
  last_login_at: '2026-11-28T09:00:00+08:00',
  last_login_ip: '10.0.0.1',
  created_at: '2026-11-01T08:00:00+08:00',
  ...over,
});

export const makeRole = (over: Partial<RoleItem> = {}): RoleItem => ({
  id: 3,
  name: '课程编辑',
  permissions: ['courses.view', 'courses.edit'],
  admin_count: 1,
  created_at: '2026-11-01T08:00:00+08:00',
  updated_at: '2026-11-01T08:00:00+08:00',
  ...over,
});

export const makeAudit = (over: Partial<AuditLogItem> = {}): AuditLogItem => ({
  id: 10,
  admin_id: 1,
  admin_name: 'admin',
  action: 'update',
  entity: 'admin_role',
  entity_id: '3',
  summary: '修改角色 课程编辑',
  before: { name: '课程编辑', permissions: ['courses.view'] },
  after: { name: '课程编辑', permissions: ['courses.view', 'courses.edit'] },
  ip: '10.0.0.1',
  created_at: '2026-11-28T10:05:00+08:00',
  ...over,
});

export const page = <T>(items: T[], over: Partial<ListReply<T>> = {}): ListReply<T> => ({
  items,
  total: items.length,
  page: 1,
  size: 20,
  ...over,
});

/** A list the server sends whole (navs, sliders, links, VIP plans, home blocks): one page holding every item. */
export const whole = <T>(items: T[]): ListReply<T> => page(items, { size: items.length });

export const makeDashboard = (): DashboardReply => {
  const series = Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9, 30 + i)).toISOString().slice(0, 10);
    return { date, signups: i, paid_orders: i % 3, revenue: (i % 3) * 99, active_learners: i * 2 };
  });
  return {
    today: { signups: 12, paid_orders: 3, revenue: 297, active_learners: 40 },
    last_30_days: { signups: 435, paid_orders: 29, revenue: 2871, active_learners: 210 },
    series,
    jobs: [
      {
        name: 'maintenance',
        title: '每小时维护（账号注销、超时订单、拼团、退款等）',
        interval_minutes: 60,
        last_run: {
          started_at: '2026-11-28T10:00:00+08:00',
          finished_at: '2026-11-28T10:00:02+08:00',
          ok: true,
          message: '',
        },
        next_run_at: '2026-11-28T11:00:00+08:00',
        last_failure: {
          started_at: '2026-11-27T09:00:00+08:00',
          finished_at: '2026-11-27T09:00:01+08:00',
          ok: false,
          message: '退款渠道无响应',
        },
      },
    ],
    warnings: [],
  };
};
