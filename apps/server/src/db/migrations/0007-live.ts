import type { Migration } from './migration.ts';

/**
 * Live classes for real (contract catalog §6): teachers, chapters, two-level categories, the stream and replay
 * of each lesson, course comments, courseware, the chat (messages, room and member mutes), roll calls and their
 * sign-ins, and live/replay watch positions.
 */
export const live: Migration = {
  id: '0007-live',
  sql: `
CREATE TABLE live_teachers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  avatar TEXT NOT NULL DEFAULT '',
  short_desc TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
ALTER TABLE live_courses ADD COLUMN teacher_id INTEGER NOT NULL DEFAULT 0;
ALTER TABLE live_courses ADD COLUMN poster TEXT NOT NULL DEFAULT '';
CREATE TABLE live_chapters (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES live_courses(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX live_chapters_course ON live_chapters(course_id, sort);
ALTER TABLE live_videos ADD COLUMN replay_url TEXT NOT NULL DEFAULT ''; -- media:<clip> or an http(s) URL
ALTER TABLE live_videos ADD COLUMN stream_clip TEXT NOT NULL DEFAULT 'clip1'; -- demo media looped while live
ALTER TABLE live_videos ADD COLUMN started_at TEXT;
ALTER TABLE live_videos ADD COLUMN ended_at TEXT;
ALTER TABLE live_videos ADD COLUMN room_is_ban INTEGER NOT NULL DEFAULT 0;
ALTER TABLE live_watch_records ADD COLUMN live_seconds INTEGER NOT NULL DEFAULT 0;
ALTER TABLE live_watch_records ADD COLUMN replay_seconds INTEGER NOT NULL DEFAULT 0;

CREATE TABLE live_comments (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES live_courses(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  content TEXT NOT NULL,
  ip_province TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX live_comments_course ON live_comments(course_id, id);

CREATE TABLE live_attachments (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES live_courses(id) ON DELETE CASCADE,
  video_id INTEGER NOT NULL REFERENCES live_videos(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  path TEXT NOT NULL, -- under media/attachments
  extension TEXT NOT NULL DEFAULT '',
  size INTEGER NOT NULL DEFAULT 0,
  download_times INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX live_attachments_video ON live_attachments(video_id, id);

CREATE TABLE live_chat_messages (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES live_courses(id) ON DELETE CASCADE,
  video_id INTEGER NOT NULL REFERENCES live_videos(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL DEFAULT 0, -- 0 = the teacher (console)
  role TEXT NOT NULL, -- teacher | assistant | user
  nick_name TEXT NOT NULL,
  content TEXT NOT NULL,
  duration INTEGER NOT NULL DEFAULT 0,
  is_deleted INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX live_chat_messages_video ON live_chat_messages(video_id, is_deleted, id);

CREATE TABLE live_user_bans (
  video_id INTEGER NOT NULL REFERENCES live_videos(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (video_id, user_id)
);

CREATE TABLE live_sign_in_records (
  id INTEGER PRIMARY KEY,
  video_id INTEGER NOT NULL REFERENCES live_videos(id) ON DELETE CASCADE,
  started_at TEXT NOT NULL,
  end_at TEXT NOT NULL,
  closed_at TEXT
);
CREATE INDEX live_sign_in_records_video ON live_sign_in_records(video_id, id);
CREATE TABLE live_sign_ins (
  record_id INTEGER NOT NULL REFERENCES live_sign_in_records(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (record_id, user_id)
);
`,
};
