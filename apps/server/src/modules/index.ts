import type { ApiModule } from '../deps.ts';
import { announcementRoutes } from './announcement/routes.ts';
import { systemRoutes } from './system/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { captchaRoutes } from './captcha/routes.ts';
import { devRoutes } from './dev/routes.ts';
import { faceRoutes } from './face/routes.ts';
import { memberRoutes } from './member/routes.ts';
import { socialiteRoutes } from './socialite/routes.ts';
import { uploadRoutes } from './upload/routes.ts';
import { courseRoutes } from './course/routes.ts';
import { homeRoutes } from './home/routes.ts';
import { marketingLookupRoutes } from './marketing-lookup/routes.ts';
import { roleRoutes } from './role/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { signInRoutes } from './sign-in/routes.ts';
import { snapshotRoutes } from './snapshot/routes.ts';
import { studyRoutes } from './study/routes.ts';
import { videoRoutes } from './video/routes.ts';
import { examRoutes } from './exam/routes.ts';
import { examDevRoutes } from './exam/dev-routes.ts';
import { liveRoutes } from './live/routes.ts';
import { liveDevRoutes } from './live/dev-routes.ts';
import { bookRoutes } from './book/routes.ts';
import { topicRoutes } from './topic/routes.ts';
import { orderRoutes } from './order/routes.ts';
import { paymentRoutes } from './payment/routes.ts';
import { paymentDevRoutes } from './payment/dev-routes.ts';
import { learnPathRoutes } from './learn-path/routes.ts';
import { wendaRoutes } from './wenda/routes.ts';
import { codeExchangeRoutes } from './code-exchange/routes.ts';
import { creditMallRoutes } from './credit-mall/routes.ts';
import { certRoutes } from './cert/routes.ts';
import { shareRoutes } from './share/routes.ts';
import { groupBuyRoutes } from './group-buy/routes.ts';
import { flashSaleRoutes } from './flash-sale/routes.ts';
import { agreementRoutes } from './agreement/routes.ts';
import { cashierRoutes } from './payment/cashier.ts';
import { commentRoutes } from './comment/routes.ts';
import { wechatScanRoutes } from './socialite/scan-routes.ts';

/** Every API area, in the order its routes are registered. Add one line per module. */
export const apiModules: ApiModule[] = [
  systemRoutes,
  announcementRoutes,
  captchaRoutes,
  authRoutes,
  socialiteRoutes,
  memberRoutes,
  faceRoutes,
  uploadRoutes,
  devRoutes,
  homeRoutes,
  courseRoutes,
  videoRoutes,
  marketingLookupRoutes,
  snapshotRoutes,
  searchRoutes,
  roleRoutes,
  studyRoutes,
  signInRoutes,
  examRoutes,
  examDevRoutes,
  liveRoutes,
  liveDevRoutes,
  bookRoutes,
  topicRoutes,
  orderRoutes,
  paymentRoutes,
  paymentDevRoutes,
  learnPathRoutes,
  wendaRoutes,
  codeExchangeRoutes,
  creditMallRoutes,
  certRoutes,
  shareRoutes,
  groupBuyRoutes,
  flashSaleRoutes,
  agreementRoutes,
  cashierRoutes,
  commentRoutes,
  wechatScanRoutes,
];
