import type { Migration } from './migration.ts';

/** Site settings, members, tokens, navigation, links, announcements, notifications. Times are UTC `YYYY-MM-DD HH:mm:ss`. */
export const core: Migration = {
  id: '0001-core',
  sql: `
CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL -- JSON
);

CREATE TABLE roles (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  charge INTEGER NOT NULL DEFAULT 0,
  expire_days INTEGER NOT NULL DEFAULT 30,
  description TEXT NOT NULL DEFAULT '',
  is_show INTEGER NOT NULL DEFAULT 1,
  weight INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  avatar TEXT NOT NULL DEFAULT '',
  nick_name TEXT NOT NULL UNIQUE,
  mobile TEXT NOT NULL UNIQUE,
  password TEXT NOT NULL,
  is_lock INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1,
  role_id INTEGER NOT NULL DEFAULT 0,
  role_expired_at TEXT,
  invite_balance INTEGER NOT NULL DEFAULT 0,
  inviter_id INTEGER,
  is_password_set INTEGER NOT NULL DEFAULT 0,
  is_set_nickname INTEGER NOT NULL DEFAULT 0,
  credit1 INTEGER NOT NULL DEFAULT 0,
  credit2 INTEGER NOT NULL DEFAULT 0,
  credit3 INTEGER NOT NULL DEFAULT 0,
  is_verify INTEGER NOT NULL DEFAULT 0,
  real_name TEXT NOT NULL DEFAULT '',
  id_number TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Tokens that must stop working before they expire (logout, password change).
CREATE TABLE revoked_tokens (
  jti TEXT PRIMARY KEY,
  expires_at TEXT NOT NULL
);
-- A password change revokes every token issued before it.
CREATE TABLE user_token_floor (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  not_before INTEGER NOT NULL -- unix seconds
);

CREATE TABLE navs (
  id INTEGER PRIMARY KEY,
  sort INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  active_routes TEXT NOT NULL DEFAULT '',
  platform TEXT NOT NULL DEFAULT 'PC',
  parent_id INTEGER NOT NULL DEFAULT 0,
  blank INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE links (
  id INTEGER PRIMARY KEY,
  sort INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE announcements (
  id INTEGER PRIMARY KEY,
  admin_id INTEGER NOT NULL DEFAULT 1,
  title TEXT NOT NULL,
  announcement TEXT NOT NULL,
  view_times INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE notifications (
  id TEXT PRIMARY KEY, -- UUID
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  message TEXT NOT NULL,
  read_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX notifications_user ON notifications(user_id, created_at);
`,
};
