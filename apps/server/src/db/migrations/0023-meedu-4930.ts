import type { Migration } from './migration.ts';

/**
 * Issue 28 (the MeEdu 4.9.30 dialect beside 4.9.8, on the same data):
 * - course and lesson comments gain moderation (`is_check`: 0 pending, 1 approved; every existing comment and every
 *   one posted through the 4.9.8 routes is approved) and threading (`parent_id`: the top-level comment replied
 *   under, `reply_id`: the reply replied to; 0 for none);
 * - courses and lessons gain the per-resource comment switch `is_allow_comment` (on for all);
 * - members' consents to the versioned agreements (`user_agreement`, `privacy_policy`): one row per member, type
 *   and version, so publishing a new version makes every member not-agreed again;
 * - the keys of the 4.9.30 WeChat scan login: the phone's page stores the login code under the key the PC polls;
 * - the spent attachment-download signs (single use), kept until they would have expired anyway.
 */
export const meedu4930: Migration = {
  id: '0023-meedu-4930',
  sql: `
ALTER TABLE course_comments ADD COLUMN is_check INTEGER NOT NULL DEFAULT 1;
ALTER TABLE course_comments ADD COLUMN parent_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE course_comments ADD COLUMN reply_id INTEGER NOT NULL DEFAULT 0;
CREATE INDEX course_comments_thread ON course_comments(course_id, parent_id, id);
ALTER TABLE video_comments ADD COLUMN is_check INTEGER NOT NULL DEFAULT 1;
ALTER TABLE video_comments ADD COLUMN parent_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE video_comments ADD COLUMN reply_id INTEGER NOT NULL DEFAULT 0;
CREATE INDEX video_comments_thread ON video_comments(video_id, parent_id, id);

ALTER TABLE courses ADD COLUMN is_allow_comment INTEGER NOT NULL DEFAULT 1;
ALTER TABLE videos ADD COLUMN is_allow_comment INTEGER NOT NULL DEFAULT 1;

CREATE TABLE agreement_consents (
  user_id INTEGER NOT NULL,
  type TEXT NOT NULL,
  version INTEGER NOT NULL,
  ip TEXT NOT NULL DEFAULT '',
  user_agent TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, type, version)
);

CREATE TABLE wechat_scan_keys (
  scan_key TEXT PRIMARY KEY,
  action TEXT NOT NULL,
  login_code TEXT NOT NULL DEFAULT '',
  expires_at TEXT NOT NULL
);
CREATE INDEX wechat_scan_keys_expiry ON wechat_scan_keys(expires_at);

CREATE TABLE spent_signs (
  sign TEXT PRIMARY KEY,
  expires_at TEXT NOT NULL
);
CREATE INDEX spent_signs_expiry ON spent_signs(expires_at);
`,
};
