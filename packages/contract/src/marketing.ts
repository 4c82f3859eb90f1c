/**
 * Marketing: code exchange, credit ledger and mall, certificates, multi-level share (contract commerce-exam
 * §5–§7, account §9). The group-buy and flash-sale order rows live in order.ts.
 */
import type { ListPage } from './common.ts';

// ---------------------------------------------------------------- code exchange (§5)

/** What an activity grants. `credit1` is our addition: `charge` credits go to the member's ledger. */
export type ExchangeSign = 'vod' | 'live' | 'book' | 'paper' | 'mock_paper' | 'practice' | 'vip' | 'credit1';

/** One entry of an activity's `relate_data` (a JSON string on the wire). */
export interface ExchangeRelateItem {
  sign: ExchangeSign;
  id: number;
  name: string;
  thumb: string;
  charge: number;
}

/** POST /addons/CodeExchanger/api/v2/query and /confirm */
export interface CodeExchangeRequest {
  code: string;
  image_captcha: string;
  image_key: string;
}

/** POST /addons/CodeExchanger/api/v2/query */
export interface CodeQueryReply {
  activity: {
    id: number;
    name: string;
    relate_courses: { id: number; sign: ExchangeSign; name: string; is_subscribe: boolean }[];
  };
}

/** POST /addons/CodeExchanger/api/v2/confirm */
export interface CodeConfirmReply {
  activity_id: number;
}

/** GET /addons/CodeExchanger/api/v2/user/records (P-simple). */
export interface CodeExchangeRecord {
  activity_id: number;
  used_at: string;
  activity: { name: string; relate_data: string };
}
export type CodeExchangeRecordsReply = ListPage<CodeExchangeRecord>;

// ---------------------------------------------------------------- credits (§6)

/** GET /api/v2/member/credit1Records (P-simple). */
export interface Credit1Record {
  sum: number;
  remark: string;
  created_at: string;
}
export type Credit1RecordsReply = ListPage<Credit1Record>;

export type MallVType = 'vod' | 'live' | 'book' | 'vip' | '';

export interface MallGoods {
  id: number;
  title: string;
  thumb: string;
  charge: number;
  is_v: 0 | 1;
  v_type: MallVType;
}

/** GET /addons/Credit1Mall/api/v1/goods (P-nested). */
export interface MallGoodsListReply {
  data: ListPage<MallGoods>;
}

/** GET /addons/Credit1Mall/api/v1/goods/{id} */
export interface MallGoodsDetailReply {
  data: MallGoods & { desc: string };
}

export interface MallAddress {
  id: number;
  name: string;
  mobile: string;
  province: string;
  city: string;
  area: string;
  street: string;
}

/** POST /addons/Credit1Mall/api/v1/goods/{id}/exchange: physical goods send the address, virtual goods `{}`. */
export interface MallExchangeRequest {
  address_id?: number;
  name?: string;
  mobile?: string;
  province?: string;
  city?: string;
  area?: string;
  street?: string;
}

export interface MallExchangeReply {
  order_id: number;
}

/** GET /addons/Credit1Mall/api/v1/user/orders (P-simple). */
export interface MallOrder {
  id: number;
  goods_title: string;
  goods_thumb: string;
  goods_is_v: 0 | 1;
  goods_v_type: MallVType;
  goods_v_id: number;
  total_charge: number;
  is_send: 0 | 1;
  express_number: string;
  /**
   * The carrier of a shipped physical order. Ours only (issue 31): MeEdu's addon keeps the tracking number alone,
   * so a client must treat it as absent against a MeEdu server.
   */
  express_company?: string;
  created_at: string;
}
export type MallOrdersReply = ListPage<MallOrder>;

// ---------------------------------------------------------------- certificates (§7)

/** GET /addons/Cert/api/v1/member/cert (P-simple). */
export interface MemberCert {
  id: number;
  created_at: string;
  cert: { id: number; name: string; template_image: string } | null;
}
export type MemberCertsReply = ListPage<MemberCert>;

// ---------------------------------------------------------------- share (account §9)

/** GET /addons/MultiLevelShare/api/v1/config */
export interface ShareConfigReply {
  rules: string;
}

/** GET /addons/MultiLevelShare/api/v1/user */
export interface ShareUserReply {
  invite_count: number;
  invite_balance: number;
}

export interface ShareGoods {
  id: number;
  goods_id: number;
  goods_type: string;
  goods_title: string;
  goods_thumb: string;
  reward: number;
}

/** GET /addons/MultiLevelShare/api/v1/user/goods (double-nested). */
export interface ShareGoodsReply {
  data: ListPage<ShareGoods>;
}

export interface ShareBalanceRecord {
  remark: string;
  amount: number;
  created_at: string;
}

/** GET /addons/MultiLevelShare/api/v1/user/balanceRecords (P-simple). */
export type ShareBalanceRecordsReply = ListPage<ShareBalanceRecord>;

/** POST /addons/MultiLevelShare/api/v1/user/withdraw */
export interface ShareWithdrawRequest {
  channel: 'alipay';
  channel_name: string;
  channel_account: string;
  channel_address: string;
  amount: number | string;
}

/** POST /addons/MultiLevelShare/api/v1/user/bind */
export interface ShareBindRequest {
  msv: string;
}
