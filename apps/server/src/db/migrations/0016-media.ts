import type { Migration } from './migration.ts';

/**
 * The video pipeline (issue 26, src/media): an uploaded video is a `media_assets` row whose files live in the
 * media storage (source under `uploads/`, packaged HLS under `hls/<asset>/`, its AES-128 key under `keys/`), and
 * the work on it is a `media_jobs` row that one worker claims with a conditional update; a crashed worker's claim
 * runs out (`claimed_until`) and the job is taken again, up to `max_attempts`. A video plays a packaged asset when
 * `videos.media_asset_id` points at it. The id 0015 belongs to the console's own tables.
 */
export const media: Migration = {
  id: '0016-media',
  sql: `
CREATE TABLE media_assets (
  id INTEGER PRIMARY KEY,
  original_name TEXT NOT NULL,
  size INTEGER NOT NULL, -- bytes of the upload
  status TEXT NOT NULL DEFAULT 'uploaded', -- uploaded | packaging | ready | failed
  source_path TEXT NOT NULL, -- storage key of the upload
  duration INTEGER NOT NULL DEFAULT 0, -- seconds
  width INTEGER NOT NULL DEFAULT 0,
  height INTEGER NOT NULL DEFAULT 0,
  renditions TEXT NOT NULL DEFAULT '', -- e.g. '720p,360p'
  poster_path TEXT NOT NULL DEFAULT '', -- storage key of the poster frame
  hls_path TEXT NOT NULL DEFAULT '', -- storage key of the master playlist
  key_id TEXT NOT NULL DEFAULT '', -- the segments' key is keys/<key_id>.key, never under a served path
  error TEXT NOT NULL DEFAULT '',
  created_by INTEGER, -- the administrator who uploaded it
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX media_assets_status ON media_assets (status, id);

CREATE TABLE media_jobs (
  id INTEGER PRIMARY KEY,
  asset_id INTEGER NOT NULL REFERENCES media_assets(id) ON DELETE CASCADE,
  kind TEXT NOT NULL, -- package
  status TEXT NOT NULL DEFAULT 'queued', -- queued | running | done | failed
  attempts INTEGER NOT NULL DEFAULT 0,
  max_attempts INTEGER NOT NULL DEFAULT 3,
  claimed_by TEXT, -- the worker holding it
  claimed_until TEXT, -- it holds it until then (renewed while it works)
  progress INTEGER NOT NULL DEFAULT 0, -- 0-100
  error TEXT NOT NULL DEFAULT '', -- the last attempt's reason (ffmpeg's last lines)
  created_at TEXT NOT NULL,
  started_at TEXT,
  finished_at TEXT
);
CREATE INDEX media_jobs_status ON media_jobs (status, id);
CREATE INDEX media_jobs_asset ON media_jobs (asset_id, id);

ALTER TABLE videos ADD COLUMN media_asset_id INTEGER REFERENCES media_assets(id);
CREATE INDEX videos_media_asset ON videos (media_asset_id);
`,
};
