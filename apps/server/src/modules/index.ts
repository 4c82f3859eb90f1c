import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';
import { announcementModule } from './announcement/routes.ts';
import { systemModule } from './system/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { captchaRoutes } from './captcha/routes.ts';
import { devRoutes } from './dev/routes.ts';
import { faceRoutes } from './face/routes.ts';
import { memberRoutes } from './member/routes.ts';
import { socialiteRoutes } from './socialite/routes.ts';
import { uploadRoutes } from './upload/routes.ts';
import { courseModule } from './course/routes.ts';
import { homeModule } from './home/routes.ts';
import { marketingLookupModule } from './marketing-lookup/routes.ts';
import { roleModule } from './role/routes.ts';
import { searchModule } from './search/routes.ts';
import { signInModule } from './sign-in/routes.ts';
import { snapshotModule } from './snapshot/routes.ts';
import { studyModule } from './study/routes.ts';
import { videoModule } from './video/routes.ts';
import { examModule } from './exam/routes.ts';
import { examDevRoutes } from './exam/dev-routes.ts';
import { liveModule } from './live/routes.ts';
import { liveDevModule } from './live/dev-routes.ts';
import { bookModule } from './book/routes.ts';
import { topicModule } from './topic/routes.ts';
import { orderModule } from './order/routes.ts';
import { paymentModule } from './payment/routes.ts';
import { paymentDevRoutes } from './payment/dev-routes.ts';
import { learnPathModule } from './learn-path/routes.ts';
import { wendaModule } from './wenda/routes.ts';
import { codeExchangeModule } from './code-exchange/routes.ts';
import { creditMallModule } from './credit-mall/routes.ts';
import { certModule } from './cert/routes.ts';
import { shareModule } from './share/routes.ts';
import { groupBuyModule } from './group-buy/routes.ts';
import { flashSaleModule } from './flash-sale/routes.ts';

/** A module registers its routes (full paths, e.g. `/api/v2/navs`) on the app. */
export type ApiModule = (app: Hono<AppEnv>, deps: AppDeps) => void;

/** Every API area, in the order its routes are registered. Add one line per module. */
export const apiModules: ApiModule[] = [
  systemModule,
  announcementModule,
  captchaRoutes,
  authRoutes,
  socialiteRoutes,
  memberRoutes,
  faceRoutes,
  uploadRoutes,
  devRoutes,
  homeModule,
  courseModule,
  videoModule,
  marketingLookupModule,
  snapshotModule,
  searchModule,
  roleModule,
  studyModule,
  signInModule,
  examModule,
  examDevRoutes,
  liveModule,
  liveDevModule,
  bookModule,
  topicModule,
  orderModule,
  paymentModule,
  paymentDevRoutes,
  learnPathModule,
  wendaModule,
  codeExchangeModule,
  creditMallModule,
  certModule,
  shareModule,
  groupBuyModule,
  flashSaleModule,
];
