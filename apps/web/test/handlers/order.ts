import type {
  HandPayReply,
  MemberOrdersReply,
  MsMemberOrdersReply,
  Order,
  OrderStatusReply,
  PaymentGateway,
  PromoCodeCheck,
  Role,
  TgMemberOrdersReply,
  WechatScanReply,
} from '@meedu/contract';
import { onGet, onPost, type Reply } from './http.ts';

/** The VIP plans, checkout, payment and the member's orders (contract order). */
export const orderApi = {
  roles: (reply: Reply<Role[]>) => onGet('/api/v2/roles', reply),
  payments: (reply: Reply<PaymentGateway[]>) => onGet('/api/v2/order/payments', reply),
  promoCheck: (reply: Reply<PromoCodeCheck>) => onGet('/api/v2/promoCode/:code/check', reply),
  /** Places an order for goods of the given kind: `course`, `role`, `video`… (`/api/v2/order/<kind>`). */
  place: (kind: string, reply: Reply<Order>) => onPost(`/api/v2/order/${kind}`, reply),
  status: (reply: Reply<OrderStatusReply>) => onGet('/api/v2/order/status', reply),
  wechatScan: (reply: Reply<WechatScanReply>) => onPost('/api/v2/order/pay/wechatScan', reply),
  handPay: (reply: Reply<HandPayReply>) => onPost('/api/v3/order/pay/handPay', reply),
  memberOrders: (reply: Reply<MemberOrdersReply>) => onGet('/api/v2/member/orders', reply),
  groupBuyOrders: (reply: Reply<TgMemberOrdersReply>) =>
    onGet('/addons/TuanGou/api/v1/t/member/orders', reply),
  flashSaleOrders: (reply: Reply<MsMemberOrdersReply>) =>
    onGet('/addons/MiaoSha/api/v1/m/user/orders', reply),
};
