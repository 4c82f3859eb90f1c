import type { Migration } from './migration.ts';

/**
 * Accounts: captchas, SMS codes and outbox, login guard, social identities (QQ, WeChat), login codes,
 * WeChat scans, deletion requests, face verification, and the HMAC secret for signed values.
 * Times are UTC `YYYY-MM-DD HH:mm:ss`.
 */
export const accounts: Migration = {
  id: '0002-accounts',
  sql: `
CREATE TABLE app_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
-- Secrets are created by the server on first use (modules/system/secrets.ts), the same way on both dialects.

-- A password change keeps the session that made it: tokens older than not_before fail unless their jti is keep_jti.
ALTER TABLE user_token_floor ADD COLUMN keep_jti TEXT;

CREATE TABLE captchas (
  key TEXT PRIMARY KEY,
  text TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX captchas_created ON captchas(created_at);

-- The one live code per mobile (a new send replaces it); consumed when used.
CREATE TABLE sms_codes (
  mobile TEXT PRIMARY KEY,
  code TEXT NOT NULL,
  scene TEXT NOT NULL,
  created_at TEXT NOT NULL
);
-- Wrong codes per mobile within a 600 s window; the 10th drops the live code.
CREATE TABLE sms_failures (
  mobile TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  window_start TEXT NOT NULL
);
-- Every SMS "sent"; the demo sandbox (/__dev/sms) reads it.
CREATE TABLE sms_outbox (
  id INTEGER PRIMARY KEY,
  mobile TEXT NOT NULL,
  code TEXT NOT NULL,
  scene TEXT NOT NULL,
  sent_at TEXT NOT NULL
);
CREATE INDEX sms_outbox_mobile ON sms_outbox(mobile, id);

CREATE TABLE login_failures (
  id INTEGER PRIMARY KEY,
  mobile TEXT NOT NULL,
  failed_at TEXT NOT NULL
);
CREATE INDEX login_failures_mobile ON login_failures(mobile, failed_at);

CREATE TABLE user_socialites (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  app TEXT NOT NULL, -- qq | wechat
  app_user_id TEXT NOT NULL, -- openid
  nickname TEXT NOT NULL DEFAULT '',
  avatar TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  UNIQUE (app, app_user_id),
  UNIQUE (user_id, app)
);

-- Socialite callback results waiting for /api/v3/auth/login/code, bindWithCode or withSocialite (600 s).
CREATE TABLE login_codes (
  code TEXT PRIMARY KEY,
  app TEXT NOT NULL,
  app_user_id TEXT NOT NULL,
  nickname TEXT NOT NULL,
  avatar TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

-- WeChat scan QR codes: scan_v2_* (login; app_user_id set once scanned) and bind_v2_<userId> (bind; user_id set).
CREATE TABLE wechat_scans (
  code TEXT PRIMARY KEY,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  app_user_id TEXT,
  nickname TEXT NOT NULL DEFAULT '',
  avatar TEXT NOT NULL DEFAULT '',
  scanned_at TEXT,
  expires_at TEXT NOT NULL
);

CREATE TABLE user_delete_jobs (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  due_at TEXT NOT NULL
);

-- status: 0 pending, 5 failed, 9 passed (contract §5.15).
CREATE TABLE face_verifications (
  biz_token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  rule_id TEXT NOT NULL,
  request_id TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  completed_at TEXT
);
`,
};
