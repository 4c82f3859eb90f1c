/**
 * The permission catalogue: one line per console area, each with a view and (where the area has writes) an edit
 * permission. Edit implies view. The console renders the role editor from it and the server checks it on every
 * endpoint (apps/server/src/console/auth.ts). A new area adds its line here.
 */
export const PERMISSION_AREAS = [
  { area: 'dashboard', name: '数据概览', group: '概览', levels: ['view'] },
  { area: 'settings', name: '系统设置', group: '系统', levels: ['view', 'edit'] },
  { area: 'home', name: '首页装修', group: '运营', levels: ['view', 'edit'] },
  { area: 'courses', name: '课程', group: '内容', levels: ['view', 'edit'] },
  { area: 'comments', name: '评论', group: '内容', levels: ['view', 'edit'] },
  { area: 'live', name: '直播', group: '内容', levels: ['view', 'edit'] },
  { area: 'live-room', name: '直播间授课', group: '内容', levels: ['edit'] },
  { area: 'vip', name: 'VIP 会员', group: '运营', levels: ['view', 'edit'] },
  { area: 'members', name: '学员', group: '用户', levels: ['view', 'edit'] },
  { area: 'orders', name: '订单', group: '财务', levels: ['view', 'edit'] },
  { area: 'admins', name: '管理员与角色', group: '系统', levels: ['view', 'edit'] },
  { area: 'audit', name: '操作日志', group: '系统', levels: ['view'] },
  { area: 'books', name: '电子书', group: '内容', levels: ['view', 'edit'] },
  { area: 'topics', name: '图文', group: '内容', levels: ['view', 'edit'] },
  { area: 'wenda', name: '问答', group: '内容', levels: ['view', 'edit'] },
  { area: 'exams', name: '考试', group: '内容', levels: ['view', 'edit'] },
  { area: 'marking', name: '阅卷', group: '内容', levels: ['edit'] },
  { area: 'promotions', name: '促销码与兑换码', group: '运营', levels: ['view', 'edit'] },
  { area: 'credit-mall', name: '积分商城', group: '运营', levels: ['view', 'edit'] },
  { area: 'messages', name: '站内消息', group: '运营', levels: ['view', 'edit'] },
  { area: 'campaigns', name: '拼团秒杀', group: '运营', levels: ['view', 'edit'] },
  { area: 'share', name: '分销', group: '运营', levels: ['view', 'edit'] },
  { area: 'certs', name: '证书', group: '运营', levels: ['view', 'edit'] },
  { area: 'learn-paths', name: '学习路径', group: '内容', levels: ['view', 'edit'] },
] as const satisfies readonly {
  area: string;
  name: string;
  group: string;
  levels: readonly ('view' | 'edit')[];
}[];

type AreaLine = (typeof PERMISSION_AREAS)[number];
export type PermissionArea = AreaLine['area'];
export type PermissionLevel = 'view' | 'edit';
/** `courses.view`, `courses.edit`, … only the pairs the catalogue lists. */
export type Permission = {
  [L in AreaLine as L['area']]: `${L['area']}.${L['levels'][number]}`;
}[PermissionArea];

export const LEVEL_NAMES: Record<PermissionLevel, string> = { view: '查看', edit: '编辑' };

export interface PermissionEntry {
  key: Permission;
  area: PermissionArea;
  level: PermissionLevel;
  /** `课程（查看）` */
  name: string;
  group: string;
}

export const PERMISSION_CATALOGUE: readonly PermissionEntry[] = PERMISSION_AREAS.flatMap((a) =>
  a.levels.map((level) => ({
    key: `${a.area}.${level}` as Permission,
    area: a.area,
    level,
    name: `${a.name}（${LEVEL_NAMES[level]}）`,
    group: a.group,
  })),
);

export const ALL_PERMISSIONS: readonly Permission[] = PERMISSION_CATALOGUE.map((p) => p.key);

const KNOWN = new Set<string>(ALL_PERMISSIONS);
export const isPermission = (value: string): value is Permission => KNOWN.has(value);

/** Whether `held` grants `needed`: the permission itself, or the area's edit for its view. */
export function grants(held: readonly string[], needed: Permission): boolean {
  if (held.includes(needed)) return true;
  return needed.endsWith('.view') && held.includes(needed.replace(/\.view$/, '.edit'));
}

/** The catalogue's name of a permission (`课程（编辑）`), as the 403 message and the role editor say it. */
export function permissionName(p: Permission): string {
  return PERMISSION_CATALOGUE.find((e) => e.key === p)?.name ?? p;
}

/** A role's stored list, cleaned: known keys only, each edit with its view, in catalogue order. */
export function normalisePermissions(list: readonly string[]): Permission[] {
  const wanted = new Set(list.filter(isPermission));
  for (const p of [...wanted]) {
    if (p.endsWith('.edit')) {
      const view = p.replace(/\.edit$/, '.view');
      if (isPermission(view)) wanted.add(view);
    }
  }
  return ALL_PERMISSIONS.filter((p) => wanted.has(p));
}
