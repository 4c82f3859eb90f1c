import type { Migration } from './migration.ts';

/**
 * Issue 30 (a traceable watermark without personal data): each member's watermark code, random and unique, made at
 * their first play grant and kept; and one row per play grant that showed it (member, video, code, address, time),
 * which the console's code lookup lists.
 */
export const watermarkCodes: Migration = {
  id: '0024-watermark-codes',
  sql: `
CREATE TABLE member_watermark_codes (
  user_id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
CREATE TABLE watermark_grants (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  video_id INTEGER NOT NULL,
  code TEXT NOT NULL,
  ip TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX watermark_grants_code ON watermark_grants(code, id);
`,
};
