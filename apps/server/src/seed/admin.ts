import type { AppDeps } from '../deps.ts';
import { createAdmin } from '../modules/admin/service.ts';

/** The demo site's console administrator (README); production refuses to start while any keeps this password. */
export const DEMO_ADMIN = { name: 'admin', password: 'meedu123' } as const;

/** The demo super administrator, through the console's own service (its creation is in the audit log). */
export async function seedAdmin(deps: AppDeps): Promise<void> {
  await createAdmin(
    deps,
    { adminId: null, name: '演示数据', ip: '', isSuper: true },
    { name: DEMO_ADMIN.name, password: DEMO_ADMIN.password, is_super: true, role_id: null },
  );
}
