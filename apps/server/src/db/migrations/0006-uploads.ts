import type { Migration } from './migration.ts';

/**
 * Every image a member uploads (avatar, editor image, learning photo), with its owner and size: the per-member
 * storage quota is the sum of the sizes, and the hourly job removes the uploads nothing points at any more.
 * `path` is where the file is served (`/uploads/<folder>/<name>`).
 */
export const uploads: Migration = {
  id: '0006-uploads',
  sql: `
CREATE TABLE uploads (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  kind TEXT NOT NULL, -- avatar | image | snapshot
  path TEXT NOT NULL UNIQUE,
  size INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX uploads_user ON uploads (user_id);
CREATE INDEX uploads_created ON uploads (created_at);
`,
};
