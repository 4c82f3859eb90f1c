import type { Migration } from './migration.ts';

/**
 * The console's course screens (issue 26): videos get an order of their own within a course (`sort`, 0 for
 * every existing video, so the storefront's order, publication time then id, is unchanged until an operator
 * reorders), and course and video comments can be hidden by a moderator (`is_hidden`) instead of only deleted.
 * The id 0017 belongs to the console's content area.
 */
export const consoleCourses: Migration = {
  id: '0018-console-courses',
  sql: `
ALTER TABLE videos ADD COLUMN sort INTEGER NOT NULL DEFAULT 0;
ALTER TABLE course_comments ADD COLUMN is_hidden INTEGER NOT NULL DEFAULT 0;
ALTER TABLE video_comments ADD COLUMN is_hidden INTEGER NOT NULL DEFAULT 0;
CREATE INDEX course_comments_newest ON course_comments (id, course_id);
CREATE INDEX video_comments_newest ON video_comments (id, video_id);
`,
};
