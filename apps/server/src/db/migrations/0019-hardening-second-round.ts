import type { Migration } from './migration.ts';

/**
 * Issue 32 (hardening, second round):
 * - a learning photo holds one of its resource's numbered places (`slot`, 1 … the configured maximum), unique
 *   per member and resource, so the cap is one conditional insert that concurrent uploads cannot pass together;
 *   existing photos take places 1, 2, … in upload order;
 * - the live chat's open WebSocket connections, one row each (member, client address, last ping), so every
 *   instance counts the same connections against the caps per member and per address.
 */
export const hardeningSecondRound: Migration = {
  id: '0019-hardening-second-round',
  sql: `
ALTER TABLE snapshot_images ADD COLUMN slot INTEGER NOT NULL DEFAULT 0;
UPDATE snapshot_images SET slot = (
  SELECT COUNT(*) FROM snapshot_images p
  WHERE p.user_id = snapshot_images.user_id
    AND p.resource_type = snapshot_images.resource_type
    AND p.resource_id = snapshot_images.resource_id
    AND p.id <= snapshot_images.id
);
CREATE UNIQUE INDEX snapshot_images_slot ON snapshot_images(user_id, resource_type, resource_id, slot);

CREATE TABLE live_chat_connections (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  address TEXT NOT NULL,
  seen_at TEXT NOT NULL
);
CREATE INDEX live_chat_connections_user ON live_chat_connections(user_id, id);
CREATE INDEX live_chat_connections_address ON live_chat_connections(address, id);
CREATE INDEX live_chat_connections_seen ON live_chat_connections(seen_at);
`,
};
