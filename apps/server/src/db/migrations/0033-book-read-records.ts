import type { Migration } from './migration.ts';

/**
 * Issue 30: where a member has read a book to, one row per member and book, moved only forward (the service's
 * max-merge): the article (`article_rank` is its place in the book's reading order when it was recorded, so the
 * comparison needs no join) and how far down it (`position`, per cent). `book_user_views` stays the study
 * centre's "last article opened", which moves back when an earlier article is reopened.
 */
export const bookReadRecords: Migration = {
  id: '0033-book-read-records',
  sql: `
CREATE TABLE book_read_records (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  book_id INTEGER NOT NULL REFERENCES books(id) ON DELETE CASCADE,
  article_id INTEGER NOT NULL,
  article_rank INTEGER NOT NULL,
  position INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, book_id)
);
`,
};
