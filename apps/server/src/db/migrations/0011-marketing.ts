import type { Migration } from './migration.ts';

/**
 * Marketing (issue 12): redeem codes, the credit mall, certificates, multi-level share, and the member side of
 * group buys and flash sales. Codes, stock and balances move by conditional updates inside transactions; the
 * unique keys below are the last line against a member redeeming one activity twice or a commission being
 * written twice for one order.
 */
export const marketing: Migration = {
  id: '0011-marketing',
  sql: `
-- CodeExchanger: an activity grants relate_data (JSON array of {sign,id,name,thumb,charge}) to whoever redeems
-- one of its codes; a code is used once, and a member redeems one code per activity.
CREATE TABLE code_exchange_activities (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  relate_data TEXT NOT NULL,
  started_at TEXT NOT NULL,
  ended_at TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE code_exchange_codes (
  id INTEGER PRIMARY KEY,
  activity_id INTEGER NOT NULL REFERENCES code_exchange_activities(id) ON DELETE CASCADE,
  code TEXT NOT NULL UNIQUE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  used_at TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (activity_id, user_id)
);
CREATE INDEX code_exchange_codes_user ON code_exchange_codes(user_id, used_at);

-- Credit1Mall.
CREATE TABLE mall_goods (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  thumb TEXT NOT NULL DEFAULT '',
  charge INTEGER NOT NULL,
  is_v INTEGER NOT NULL DEFAULT 0, -- 0 physical, 1 virtual
  v_type TEXT NOT NULL DEFAULT '', -- vod | live | book | vip
  v_id INTEGER NOT NULL DEFAULT 0,
  stock INTEGER NOT NULL DEFAULT 0,
  description TEXT NOT NULL DEFAULT '',
  is_show INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE mall_addresses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  mobile TEXT NOT NULL,
  province TEXT NOT NULL,
  city TEXT NOT NULL,
  area TEXT NOT NULL,
  street TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX mall_addresses_user ON mall_addresses(user_id, id);
CREATE TABLE mall_orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  goods_id INTEGER NOT NULL,
  goods_title TEXT NOT NULL,
  goods_thumb TEXT NOT NULL DEFAULT '',
  goods_is_v INTEGER NOT NULL,
  goods_v_type TEXT NOT NULL DEFAULT '',
  goods_v_id INTEGER NOT NULL DEFAULT 0,
  total_charge INTEGER NOT NULL,
  is_send INTEGER NOT NULL DEFAULT 0,
  express_number TEXT NOT NULL DEFAULT '',
  user_contact_name TEXT NOT NULL DEFAULT '',
  user_contact_mobile TEXT NOT NULL DEFAULT '',
  user_contact_address TEXT NOT NULL DEFAULT '',
  remark TEXT NOT NULL DEFAULT '',
  status INTEGER NOT NULL DEFAULT 0, -- 0 normal, 1 refunded
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX mall_orders_user ON mall_orders(user_id, id);

-- Cert: a template and its rule (rule_type course_finished: rule_id = course id); one certificate per member.
CREATE TABLE certs (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  template_image TEXT NOT NULL DEFAULT '',
  rule_type TEXT NOT NULL,
  rule_id INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE TABLE user_certs (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  cert_id INTEGER NOT NULL REFERENCES certs(id) ON DELETE CASCADE,
  serial TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, cert_id)
);

-- MultiLevelShare: goods that pay commissions (reward to the inviter, reward2 to the inviter's inviter, yuan),
-- the balance ledger (sums to users.invite_balance) and withdrawal requests.
CREATE TABLE share_goods (
  id INTEGER PRIMARY KEY,
  goods_id INTEGER NOT NULL,
  goods_type TEXT NOT NULL,
  goods_title TEXT NOT NULL,
  goods_thumb TEXT NOT NULL DEFAULT '',
  reward INTEGER NOT NULL,
  reward2 INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  UNIQUE (goods_type, goods_id)
);
CREATE TABLE share_balance_records (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount INTEGER NOT NULL,
  remark TEXT NOT NULL,
  -- the paid order a commission comes from (order number, level), '' for withdrawals
  order_no TEXT NOT NULL DEFAULT '',
  level INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX share_balance_records_user ON share_balance_records(user_id, id);
CREATE UNIQUE INDEX share_balance_records_commission ON share_balance_records(order_no, level) WHERE order_no <> '';
CREATE TABLE share_withdrawals (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount INTEGER NOT NULL,
  channel TEXT NOT NULL,
  channel_name TEXT NOT NULL,
  channel_account TEXT NOT NULL,
  channel_address TEXT NOT NULL DEFAULT '',
  status INTEGER NOT NULL DEFAULT 0, -- 0 requested, 1 paid out, 2 rejected
  created_at TEXT NOT NULL
);

-- TuanGou member orders: the place a member buys in a group (gid 0 = opens one when paid).
CREATE TABLE tg_orders (
  id INTEGER PRIMARY KEY,
  goods_id INTEGER NOT NULL REFERENCES tg_goods(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  gid INTEGER NOT NULL DEFAULT 0,
  charge INTEGER NOT NULL,
  status INTEGER NOT NULL DEFAULT 0, -- 0 unpaid, 1 paid, 3 cancelled, 4 refunded
  order_no TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX tg_orders_user ON tg_orders(user_id, id);
`,
};
