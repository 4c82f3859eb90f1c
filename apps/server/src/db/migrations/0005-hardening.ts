import type { Migration } from './migration.ts';

/**
 * Sessions end by version, not by time: every token carries the member's session version at issue, and ending
 * the other sessions (password reset or change, deletion) raises it. Tokens issued in the same second as a reset
 * no longer survive it.
 */
export const hardening: Migration = {
  id: '0005-hardening',
  sql: `
ALTER TABLE users ADD COLUMN session_version INTEGER NOT NULL DEFAULT 0;
`,
};
