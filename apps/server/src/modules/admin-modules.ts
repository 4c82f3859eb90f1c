import type { AdminModule } from '../console/mount.ts';
import { adminAccountsModule } from './admin/admin-routes.ts';
import { vipAdminModule } from './role/admin-routes.ts';
import { settingsAdminModule } from './system/admin-routes.ts';
import { homeListsAdminModule } from './system/home-admin-routes.ts';
import { uploadAdminModule } from './upload/admin-routes.ts';

/**
 * Every console area's routes, mounted under /admin/api by createApp (console/mount.ts). Add one line per area's
 * `admin-routes.ts` (docs/console.md, "Adding an area").
 */
export const adminModules: AdminModule[] = [
  adminAccountsModule,
  uploadAdminModule,
  settingsAdminModule,
  homeListsAdminModule,
  vipAdminModule,
];
