import type { ApiDialect } from '@meedu/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../deps.ts';

/**
 * The paths MeEdu 4.9.30 removed (contract upstream-4.9.30.md §2, §5.7, §6.5, §7.4, §8.5, §12): under
 * `MEEDU_API_DIALECT=4.9.30` they answer as an unknown route does.
 */
export const REMOVED_IN_4930: readonly string[] = [
  // the order and payment routes (§5.7)
  '/api/v2/order/course',
  '/api/v2/order/role',
  '/api/v2/order/pay/wechatScan',
  '/api/v2/order/payments',
  '/api/v2/order/pay/redirect',
  '/api/v2/order/pay/handPay',
  '/api/v3/order/pay/handPay',
  '/member/order/pay/wechat/jsapi/page',
  // the v2 comments (§6.5)
  '/api/v2/course/:id/comments',
  '/api/v2/course/:id/comment',
  '/api/v2/video/:id/comments',
  '/api/v2/video/:id/comment',
  // sliders and view blocks (§7.4)
  '/api/v2/sliders',
  '/api/v2/viewBlock/page/blocks',
  // the old WeChat scan and OAuth (§8.5)
  '/api/v3/auth/login/wechat/scan',
  '/api/v3/auth/login/wechat/scan/query',
  '/api/v3/auth/register/withWechatScan',
  '/api/v3/member/wechatScanBind',
  '/api/v2/login/wechatScan',
  '/api/v2/login/wechatScan/query',
  '/api/v2/login/wechat/oauth',
  '/api/v2/login/wechat/oauth/callback',
  '/api/v2/wechatBind/callback',
  '/api/v2/member/wechatScan/bind',
  '/api/v2/member/wechatBind',
  // the member-centre lists (§12)
  '/api/v2/videos',
  '/api/v2/member/courses/like',
  '/api/v2/member/courses/history',
  '/api/v2/member/videos',
];

/** The paths only MeEdu 4.9.30 has (§15.2 summary): under `MEEDU_API_DIALECT=4.9.8` they answer as unknown. */
export const ADDED_IN_4930: readonly string[] = [
  '/api/v3/order',
  '/payment/index',
  '/payment/success',
  '/api/v3/comments',
  '/api/v3/comments/replies',
  '/api/v3/comment/store',
  '/api/v2/decorationPage/blocks',
  '/api/v2/member/agreement/agree',
  '/api/v3/auth/login/wechat-scan/url',
  '/api/v3/auth/login/wechat-scan/page',
  '/api/v3/auth/login/wechat-scan/query',
  '/api/v3/course/:courseId/attach/:id',
  '/api/v3/course/attach-download',
  '/user/vip_protocol',
  '/user/paid_content_purchase_protocol',
];

/** The paths a dialect does not answer. */
export function closedPaths(dialect: ApiDialect): readonly string[] {
  if (dialect === '4.9.30') return REMOVED_IN_4930;
  if (dialect === '4.9.8') return ADDED_IN_4930;
  return [];
}

/**
 * The one switch between the dialects, at the routing level: registered before every module, a closed path is
 * answered here as an unknown route (`{code:404, message:"路由不存在"}`, the 4.9.30 envelope, with HTTP 404 as our
 * catch-all sends), so no handler ever checks the dialect for whether it exists. Both dialects share every
 * service behind the routes that stay.
 */
export function closeOtherDialect(app: Hono<AppEnv>, dialect: ApiDialect): void {
  for (const path of closedPaths(dialect)) {
    app.all(path, (c) => c.json({ code: 404, message: '路由不存在', data: [] }, 404));
  }
}
