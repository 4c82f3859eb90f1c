import type { Migration } from './migration.ts';

/**
 * Issue 30: a video's WebVTT captions, one row per language (`lang`, a BCP 47 code) with the name the player's menu
 * shows, at most one default per video (kept by the service), and the file's key in the media storage
 * (`captions/<video>/<name>.vtt`, local disk or the bucket). Captions go with their video.
 */
export const videoCaptions: Migration = {
  id: '0030-video-captions',
  sql: `
CREATE TABLE video_captions (
  id INTEGER PRIMARY KEY,
  video_id INTEGER NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  lang TEXT NOT NULL,
  label TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  storage_key TEXT NOT NULL,
  size INTEGER NOT NULL,
  cue_count INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX video_captions_video_lang ON video_captions (video_id, lang);
`,
};
