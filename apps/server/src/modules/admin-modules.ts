import type { AdminModule } from '../console/mount.ts';
import { adminAccountsModule } from './admin/admin-routes.ts';
import { memberAdminModule } from './member/admin-routes.ts';
import { orderAdminModule } from './order/admin-routes.ts';
import { orderCommandsAdminModule } from './payment/admin-routes.ts';
import { courseAdminModule } from './course/admin-routes.ts';
import { uploadAdminModule } from './upload/admin-routes.ts';
import { mediaAdminModule } from './video/admin-routes.ts';

/**
 * Every console area's routes, mounted under /admin/api by createApp (console/mount.ts). Add one line per area's
 * `admin-routes.ts` (docs/console.md, "Adding an area").
 */
export const adminModules: AdminModule[] = [
  adminAccountsModule,
  courseAdminModule,
  mediaAdminModule,
  memberAdminModule,
  orderAdminModule,
  orderCommandsAdminModule,
  uploadAdminModule,
];
