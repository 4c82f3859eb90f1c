import type { AdminModule } from '../console/mount.ts';
import { adminAccountsModule } from './admin/admin-routes.ts';
import { memberAdminModule } from './member/admin-routes.ts';
import { orderAdminModule } from './order/admin-routes.ts';
import { orderCommandsAdminModule } from './payment/admin-routes.ts';
import { courseAdminModule } from './course/admin-routes.ts';
import { uploadAdminModule } from './upload/admin-routes.ts';
import { mediaAdminModule } from './video/admin-routes.ts';
import { vipAdminModule } from './role/admin-routes.ts';
import { settingsAdminModule } from './system/admin-routes.ts';
import { homeListsAdminModule } from './system/home-admin-routes.ts';
import { announcementsAdminModule } from './announcement/admin-routes.ts';
import { homeBlocksAdminModule } from './home/admin-routes.ts';
import { smsAdminModule } from './sms/admin-routes.ts';
import { watermarkAdminModule } from './watermark/admin-routes.ts';
import { captionAdminModule } from './caption/admin-routes.ts';
import { bookAdminModule } from './book/admin-routes.ts';
import { topicAdminModule } from './topic/admin-routes.ts';
import { wendaAdminModule } from './wenda/admin-routes.ts';
import { liveAdminModule } from './live/admin-routes.ts';
import { examAdminModule } from './exam/admin-routes.ts';
import { promoCodesAdminModule } from './promo-code/admin-routes.ts';
import { redeemCodesAdminModule } from './code-exchange/admin-routes.ts';
import { creditMallAdminModule } from './credit-mall/admin-routes.ts';
import { broadcastsAdminModule } from './broadcast/admin-routes.ts';
import { shareAdminModule } from './share/admin-routes.ts';
import { flashSaleAdminModule } from './flash-sale/admin-routes.ts';
import { groupBuyAdminModule } from './group-buy/admin-routes.ts';
import { certAdminModule } from './cert/admin-routes.ts';
import { learnPathAdminModule } from './learn-path/admin-routes.ts';

/**
 * Every console area's routes, mounted under /admin/api by createApp (console/mount.ts). Add one line per area's
 * `admin-routes.ts` (docs/console.md, "Adding an area").
 */
export const adminModules: AdminModule[] = [
  adminAccountsModule,
  announcementsAdminModule,
  courseAdminModule,
  homeBlocksAdminModule,
  homeListsAdminModule,
  mediaAdminModule,
  memberAdminModule,
  orderAdminModule,
  orderCommandsAdminModule,
  settingsAdminModule,
  smsAdminModule,
  uploadAdminModule,
  vipAdminModule,
  watermarkAdminModule,
  captionAdminModule,
  bookAdminModule,
  topicAdminModule,
  wendaAdminModule,
  liveAdminModule,
  examAdminModule,
  promoCodesAdminModule,
  redeemCodesAdminModule,
  creditMallAdminModule,
  broadcastsAdminModule,
  shareAdminModule,
  flashSaleAdminModule,
  groupBuyAdminModule,
  certAdminModule,
  learnPathAdminModule,
];
