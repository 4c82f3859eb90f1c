import type { Migration } from './migration.ts';

/**
 * Orders and payment: orders (status 1 未支付, 5 支付中, 9 已支付, 7 已取消) with their goods lines, promo codes and
 * the use each order holds of one, and every payment a provider reported (paid or not). A bought path goes into `user_learn_paths` (0009).
 */
export const orders: Migration = {
  id: '0010-orders',
  sql: `
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  order_no TEXT NOT NULL UNIQUE, -- the contract's order_id
  charge INTEGER NOT NULL, -- whole yuan, the goods' price
  discount INTEGER NOT NULL DEFAULT 0, -- the promo code's part, already covered
  promo_code_id INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1,
  payment TEXT NOT NULL DEFAULT '', -- alipay | wechat | handPay (the gateway started)
  payment_method TEXT NOT NULL DEFAULT '', -- web | scan | handPay
  provider TEXT NOT NULL DEFAULT '', -- sandbox | alipay | wechatpay (who answers for the gateway)
  expired_at TEXT NOT NULL,
  paid_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX orders_user ON orders (user_id, id);
CREATE INDEX orders_due ON orders (status, expired_at);

CREATE TABLE order_goods (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL,
  goods_type TEXT NOT NULL, -- course | video | live | book | topic | learnPath | role | tg | ms (the delivery key)
  goods_id INTEGER NOT NULL,
  goods_name TEXT NOT NULL,
  goods_thumb TEXT NOT NULL DEFAULT '',
  goods_text TEXT NOT NULL DEFAULT '',
  goods_charge INTEGER NOT NULL,
  goods_ori_charge INTEGER NOT NULL,
  num INTEGER NOT NULL DEFAULT 1,
  charge INTEGER NOT NULL,
  extra TEXT NOT NULL DEFAULT '{}', -- JSON the goods type keeps for delivery (e.g. a group id)
  created_at TEXT NOT NULL
);
CREATE INDEX order_goods_order ON order_goods (order_id);
CREATE INDEX order_goods_user ON order_goods (user_id, goods_type, goods_id);

CREATE TABLE promo_codes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL DEFAULT 0, -- the member whose invite code it is; 0 = the operator's
  code TEXT NOT NULL UNIQUE,
  expired_at TEXT,
  invite_user_reward INTEGER NOT NULL DEFAULT 0,
  invited_user_reward INTEGER NOT NULL DEFAULT 0, -- the discount, yuan
  use_times INTEGER NOT NULL DEFAULT 0, -- 0 = unlimited
  used_times INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- One use per member and code, held by an order from creation; a cancelled order gives it back (row deleted).
CREATE TABLE promo_code_uses (
  id INTEGER PRIMARY KEY,
  promo_code_id INTEGER NOT NULL REFERENCES promo_codes(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  order_id INTEGER NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  UNIQUE (promo_code_id, user_id)
);

-- What the providers reported. A payment that did not make its order paid (late, duplicate, wrong amount) stays
-- here with its outcome for the operator to refund.
CREATE TABLE order_payments (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  trade_no TEXT NOT NULL,
  amount_fen INTEGER NOT NULL,
  outcome TEXT NOT NULL, -- paid | failed | late | duplicate | wrong_amount
  created_at TEXT NOT NULL,
  UNIQUE (provider, trade_no)
);
CREATE INDEX order_payments_order ON order_payments (order_id);
`,
};
