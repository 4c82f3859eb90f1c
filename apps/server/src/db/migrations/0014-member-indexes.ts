import type { Migration } from './migration.ts';

/**
 * Lookups the member detail makes on every page load of a logged-in member: the people they invited and the
 * accounts they bound. Without these, both scanned whole tables per request.
 */
export const memberIndexes: Migration = {
  id: '0014-member-indexes',
  sql: `
CREATE INDEX users_inviter ON users (inviter_id);
CREATE INDEX user_socialites_user ON user_socialites (user_id, app);
`,
};
