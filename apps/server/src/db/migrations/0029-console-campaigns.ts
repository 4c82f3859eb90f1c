import type { Migration } from './migration.ts';

/**
 * Issue 31 (marketing part B): what the console's decisions on withdrawals keep (the payout reference of a paid
 * one, the reason the member reads for a refused one, who decided and when), and the fields a certificate
 * template places on its background (JSON: key, x, y, size, colour).
 */
export const consoleCampaigns: Migration = {
  id: '0029-console-campaigns',
  sql: `
ALTER TABLE share_withdrawals ADD COLUMN payout_reference TEXT NOT NULL DEFAULT '';
ALTER TABLE share_withdrawals ADD COLUMN refuse_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE share_withdrawals ADD COLUMN decided_at TEXT;
ALTER TABLE share_withdrawals ADD COLUMN decided_by INTEGER;
CREATE INDEX share_withdrawals_status ON share_withdrawals(status, id);
ALTER TABLE certs ADD COLUMN fields TEXT NOT NULL DEFAULT '[]';
`,
};
