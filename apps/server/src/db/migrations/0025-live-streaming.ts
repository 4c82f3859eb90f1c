import type { Migration } from './migration.ts';

/**
 * Issue 31 (live classes for real): a lesson's planned length and the version of its stream key. The key itself
 * is never stored: it is an HMAC of the lesson id and this version under the `live.stream` secret (app_secrets),
 * so regenerating it is a version bump and a leaked database row reveals nothing. `replay_url` takes
 * `asset:<id>` for a recording packaged by the media pipeline.
 */
export const liveStreaming: Migration = {
  id: '0025-live-streaming',
  sql: `
ALTER TABLE live_videos ADD COLUMN planned_minutes INTEGER NOT NULL DEFAULT 60;
ALTER TABLE live_videos ADD COLUMN stream_key_version INTEGER NOT NULL DEFAULT 1;
`,
};
