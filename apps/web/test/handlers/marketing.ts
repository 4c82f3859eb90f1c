import type {
  CodeConfirmReply,
  CodeExchangeRecordsReply,
  CodeQueryReply,
  DaySignInReply,
  DaySignInStatus,
  MallAddress,
  MallExchangeReply,
  MallGoodsDetailReply,
  MallGoodsListReply,
  MallOrdersReply,
  MemberCertsReply,
  MsLookup,
  ShareBalanceRecordsReply,
  ShareConfigReply,
  ShareGoodsReply,
  ShareUserReply,
  TemplateLikeReply,
  TgLookup,
} from '@meedu/contract';
import { onGet, onPost, type Reply } from './http.ts';

/**
 * The marketing addons (contract marketing): flash sale and group buy lookups, redeem codes, the credit mall,
 * invitation shares, certificates, day sign-in and the template's like.
 */
export const marketingApi = {
  flashSale: (reply: Reply<MsLookup>) => onGet('/addons/MiaoSha/api/v1/m/0', reply),
  groupBuy: (reply: Reply<TgLookup>) => onGet('/addons/TuanGou/api/v1/t/0', reply),
  codeQuery: (reply: Reply<CodeQueryReply>) => onPost('/addons/CodeExchanger/api/v2/query', reply),
  codeConfirm: (reply: Reply<CodeConfirmReply>) => onPost('/addons/CodeExchanger/api/v2/confirm', reply),
  codeRecords: (reply: Reply<CodeExchangeRecordsReply>) =>
    onGet('/addons/CodeExchanger/api/v2/user/records', reply),
  mallGoods: (reply: Reply<MallGoodsListReply>) => onGet('/addons/Credit1Mall/api/v1/goods', reply),
  mallGoodsDetail: (reply: Reply<MallGoodsDetailReply>) =>
    onGet('/addons/Credit1Mall/api/v1/goods/:id', reply),
  mallExchange: (reply: Reply<MallExchangeReply>) =>
    onPost('/addons/Credit1Mall/api/v1/goods/:id/exchange', reply),
  mallAddresses: (reply: Reply<MallAddress[]>) => onGet('/addons/Credit1Mall/api/v1/user/address', reply),
  mallOrders: (reply: Reply<MallOrdersReply>) => onGet('/addons/Credit1Mall/api/v1/user/orders', reply),
  shareConfig: (reply: Reply<ShareConfigReply>) => onGet('/addons/MultiLevelShare/api/v1/config', reply),
  shareUser: (reply: Reply<ShareUserReply>) => onGet('/addons/MultiLevelShare/api/v1/user', reply),
  shareGoods: (reply: Reply<ShareGoodsReply>) => onGet('/addons/MultiLevelShare/api/v1/user/goods', reply),
  shareBalance: (reply: Reply<ShareBalanceRecordsReply>) =>
    onGet('/addons/MultiLevelShare/api/v1/user/balanceRecords', reply),
  shareWithdraw: (reply: Reply<[]>) => onPost('/addons/MultiLevelShare/api/v1/user/withdraw', reply),
  shareBind: (reply: Reply<[]>) => onPost('/addons/MultiLevelShare/api/v1/user/bind', reply),
  certs: (reply: Reply<MemberCertsReply>) => onGet('/addons/Cert/api/v1/member/cert', reply),
  signInStatus: (reply: Reply<DaySignInStatus>) => onGet('/addons/DaySignIn/api/v1/user', reply),
  signIn: (reply: Reply<DaySignInReply>) => onPost('/addons/DaySignIn/api/v1/signIn', reply),
  likeStatus: (reply: Reply<TemplateLikeReply>) => onGet('/addons/templateOne/api/v1/like/status', reply),
  likeHit: (reply: Reply<TemplateLikeReply>) => onGet('/addons/templateOne/api/v1/like/hit', reply),
};
