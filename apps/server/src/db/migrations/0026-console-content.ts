import type { Migration } from './migration.ts';

/**
 * The console's content area (issue 31): book, book-article, topic and live-class comments, and Q&A questions and
 * answers can be hidden by a moderator (`is_hidden`: the row stays for the record and leaves the storefront), and a
 * question can be closed (`is_closed`: it stays readable and takes no more answers). Every existing row is shown
 * and open.
 */
export const consoleContent: Migration = {
  id: '0026-console-content',
  sql: `
ALTER TABLE book_comments ADD COLUMN is_hidden INTEGER NOT NULL DEFAULT 0;
ALTER TABLE book_article_comments ADD COLUMN is_hidden INTEGER NOT NULL DEFAULT 0;
ALTER TABLE topic_comments ADD COLUMN is_hidden INTEGER NOT NULL DEFAULT 0;
ALTER TABLE live_comments ADD COLUMN is_hidden INTEGER NOT NULL DEFAULT 0;
ALTER TABLE wenda_questions ADD COLUMN is_hidden INTEGER NOT NULL DEFAULT 0;
ALTER TABLE wenda_questions ADD COLUMN is_closed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE wenda_answers ADD COLUMN is_hidden INTEGER NOT NULL DEFAULT 0;
`,
};
