import type { Migration } from './migration.ts';

/**
 * E-books and articles (MeeduBooks, MeeduTopics) in full: book categories and chapters, the order of articles in
 * a chapter, the recommended ("推荐阅读") flags, comments on books, on book articles and on topics (two levels:
 * a top-level comment and its replies, each reply naming the comment it answers), and topic votes. The paid part
 * of a topic (`topics.render_content`) stays out of the search index (0003's triggers index the free part only).
 */
export const booksTopics: Migration = {
  id: '0008-books-topics',
  sql: `
CREATE TABLE book_categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  parent_id INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE book_chapters (
  id INTEGER PRIMARY KEY,
  book_id INTEGER NOT NULL REFERENCES books(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX book_chapters_book ON book_chapters(book_id, sort);

ALTER TABLE books ADD COLUMN is_rec INTEGER NOT NULL DEFAULT 0;
ALTER TABLE book_articles ADD COLUMN sort INTEGER NOT NULL DEFAULT 0;
ALTER TABLE book_articles ADD COLUMN view_times INTEGER NOT NULL DEFAULT 0;
CREATE INDEX book_articles_book ON book_articles(book_id, sort);

CREATE TABLE book_comments (
  id INTEGER PRIMARY KEY,
  book_id INTEGER NOT NULL REFERENCES books(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  content TEXT NOT NULL, -- plain text, tags stripped
  ip TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX book_comments_book ON book_comments(book_id, id);

-- parent_id 0 = a top-level comment; a reply has its top-level comment as parent and names the comment it
-- answers in reply_id (the top-level comment itself, or another reply).
CREATE TABLE book_article_comments (
  id INTEGER PRIMARY KEY,
  article_id INTEGER NOT NULL REFERENCES book_articles(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  parent_id INTEGER NOT NULL DEFAULT 0,
  reply_id INTEGER NOT NULL DEFAULT 0,
  content TEXT NOT NULL,
  ip TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX book_article_comments_article ON book_article_comments(article_id, parent_id, id);

ALTER TABLE topics ADD COLUMN is_rec INTEGER NOT NULL DEFAULT 0;

CREATE TABLE topic_comments (
  id INTEGER PRIMARY KEY,
  topic_id INTEGER NOT NULL REFERENCES topics(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  parent_id INTEGER NOT NULL DEFAULT 0,
  reply_comment_id INTEGER NOT NULL DEFAULT 0,
  content TEXT NOT NULL,
  ip TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX topic_comments_topic ON topic_comments(topic_id, parent_id, id);

CREATE TABLE topic_votes (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  topic_id INTEGER NOT NULL REFERENCES topics(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, topic_id)
);
`,
};
