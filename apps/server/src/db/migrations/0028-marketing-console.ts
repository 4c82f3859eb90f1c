import type { Migration } from './migration.ts';

/**
 * Issue 31, marketing in the console: a promo code's validity opens at a time of its own (`started_at`, null =
 * at once); a physical credit-mall order records its carrier and when it was shipped beside the tracking number
 * MeEdu already kept; a broadcast to many members is one row here (who, to whom, how many) while each member's
 * copy is a notification as before. Redeem codes are listed per batch, hence the index.
 */
export const marketingConsole: Migration = {
  id: '0028-marketing-console',
  sql: `
ALTER TABLE promo_codes ADD COLUMN started_at TEXT;
ALTER TABLE mall_orders ADD COLUMN express_company TEXT NOT NULL DEFAULT '';
ALTER TABLE mall_orders ADD COLUMN shipped_at TEXT;
CREATE INDEX mall_orders_shipping ON mall_orders (is_send, status, id);
CREATE INDEX code_exchange_codes_activity ON code_exchange_codes (activity_id, id);
CREATE TABLE message_broadcasts (
  id INTEGER PRIMARY KEY,
  audience TEXT NOT NULL, -- all | vip | course
  course_id INTEGER NOT NULL DEFAULT 0,
  message TEXT NOT NULL,
  recipients INTEGER NOT NULL DEFAULT 0,
  admin_id INTEGER,
  admin_name TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`,
};
