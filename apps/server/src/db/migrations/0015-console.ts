import type { Migration } from './migration.ts';

/**
 * The operator console's own tables (issue 26, docs/console.md): administrators (separate from members), their
 * roles, sessions and audit log, and the runs of the scheduled jobs the dashboard shows. Plus the indexes the
 * dashboard's figures read by (sign-ups, paid orders, learners' activity by time).
 */
export const consoleTables: Migration = {
  id: '0015-console',
  sql: `
CREATE TABLE admin_roles (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  permissions TEXT NOT NULL DEFAULT '[]', -- JSON array of catalogue keys (contract admin/permissions.ts)
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE admins (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL, -- bcrypt
  role_id INTEGER REFERENCES admin_roles(id), -- null for a super administrator
  is_super INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 1, -- 1 active, 0 disabled
  totp_secret TEXT, -- base32, in force while totp_enabled = 1
  totp_enabled INTEGER NOT NULL DEFAULT 0,
  totp_pending_secret TEXT, -- from the last set-up, until a code from it enables it
  totp_last_step INTEGER NOT NULL DEFAULT 0, -- the last 30 s step whose code was accepted (each code once)
  login_ticket TEXT, -- the nonce of the two-step login waiting for its code (each ticket once)
  failed_logins INTEGER NOT NULL DEFAULT 0, -- misses since failed_since
  failed_since TEXT, -- start of the 15-minute window the misses are counted in
  locked_until TEXT,
  last_login_at TEXT,
  last_login_ip TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX admins_role ON admins (role_id);

CREATE TABLE admin_sessions (
  id INTEGER PRIMARY KEY,
  admin_id INTEGER NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE, -- SHA-256 of the cookie's token; the token itself is never stored
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  expires_at TEXT NOT NULL, -- the absolute limit; the idle limit counts from last_seen_at
  revoked_at TEXT,
  ip TEXT NOT NULL DEFAULT '',
  user_agent TEXT NOT NULL DEFAULT ''
);
CREATE INDEX admin_sessions_admin ON admin_sessions (admin_id, expires_at);

-- No foreign key to admins: the log outlives the account (admin_name keeps who it was).
CREATE TABLE admin_audit_logs (
  id INTEGER PRIMARY KEY,
  admin_id INTEGER, -- null for the operator's command line
  admin_name TEXT NOT NULL,
  action TEXT NOT NULL,
  entity TEXT NOT NULL,
  entity_id TEXT NOT NULL DEFAULT '',
  summary TEXT NOT NULL DEFAULT '',
  before_json TEXT,
  after_json TEXT,
  ip TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX admin_audit_logs_time ON admin_audit_logs (created_at);
CREATE INDEX admin_audit_logs_admin ON admin_audit_logs (admin_id, created_at);
CREATE INDEX admin_audit_logs_entity ON admin_audit_logs (entity, entity_id);

CREATE TABLE job_runs (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  started_at TEXT NOT NULL,
  finished_at TEXT NOT NULL,
  ok INTEGER NOT NULL,
  message TEXT NOT NULL DEFAULT ''
);
CREATE INDEX job_runs_name ON job_runs (name, started_at);

CREATE INDEX users_created ON users (created_at);
CREATE INDEX orders_paid ON orders (status, paid_at);
CREATE INDEX user_video_watch_records_updated ON user_video_watch_records (updated_at, user_id);
CREATE INDEX exam_attempts_started ON exam_attempts (started_at, user_id);
`,
};
