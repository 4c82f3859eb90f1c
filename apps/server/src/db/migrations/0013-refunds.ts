import type { Migration } from './migration.ts';

/**
 * Refunds: money that goes back to a payer, one row per order, reason and payment (a failed group's place, or a
 * payment that arrived for an order that could no longer take it: late, duplicate, wrong amount). A row is sent
 * to its provider by the maintenance job and retried until it succeeds or reaches the attempt cap; hand pay has
 * no provider to call, so its rows wait for the operator (`npm run operator`). Amounts in fen.
 */
export const refunds: Migration = {
  id: '0013-refunds',
  sql: `
CREATE TABLE payment_refunds (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  order_no TEXT NOT NULL,
  provider TEXT NOT NULL, -- sandbox | alipay | wechatpay | handPay (who took the money)
  trade_no TEXT NOT NULL DEFAULT '', -- the provider's transaction the money goes back from
  refund_no TEXT NOT NULL UNIQUE, -- ours, sent to the provider (its idempotency key)
  amount_fen INTEGER NOT NULL,
  total_fen INTEGER NOT NULL, -- the whole transaction (WeChat Pay asks for it)
  reason TEXT NOT NULL, -- group_failed | late | duplicate | wrong_amount
  status TEXT NOT NULL DEFAULT 'pending', -- pending | processing | succeeded | failed | manual
  reference TEXT NOT NULL DEFAULT '', -- the provider's refund id, or the operator's note
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT NOT NULL DEFAULT '',
  claimed_until TEXT, -- a sender holds the row until then (a crashed sender's claim runs out)
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (order_id, reason, trade_no)
);
CREATE INDEX payment_refunds_status ON payment_refunds (status, id);
`,
};
