import type { Migration } from './migration.ts';

/**
 * What several server instances must share besides the data itself: leases (a job that runs on one instance at a
 * time, such as the hourly account-deletion check) and cache versions (a cached read, such as the site config,
 * is dropped by every instance when another one changes it). Rate-limit counters live in the tables that
 * rate-limiter-flexible creates for itself (`rate_limits_*`).
 */
export const sharedState: Migration = {
  id: '0004-shared-state',
  sql: `
CREATE TABLE leases (
  name TEXT PRIMARY KEY,
  holder TEXT NOT NULL,
  expires_at INTEGER NOT NULL -- unix milliseconds
);

CREATE TABLE cache_versions (
  name TEXT PRIMARY KEY,
  version INTEGER NOT NULL
);
`,
};
