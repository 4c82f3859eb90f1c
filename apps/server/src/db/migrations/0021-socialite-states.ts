import type { Migration } from './migration.ts';

/**
 * Issue 27 (social providers): the OAuth `state` nonces of QQ and WeChat website logins. The start stores one,
 * the provider's callback deletes it, so a state works once and only for a round trip this site began.
 */
export const socialiteStates: Migration = {
  id: '0021-socialite-states',
  sql: `
CREATE TABLE socialite_states (
  nonce TEXT PRIMARY KEY,
  expires_at TEXT NOT NULL
);
CREATE INDEX socialite_states_expires ON socialite_states(expires_at);
`,
};
