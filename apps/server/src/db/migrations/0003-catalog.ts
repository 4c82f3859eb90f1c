import type { Migration } from './migration.ts';
import {
  postgresSearchIndexTrigger,
  sqliteSearchIndexTriggers,
  type SearchIndexSource,
} from './search-index-triggers.ts';

/** Type codes 1–5 of the search rows (6, 7 and 0 are the exams'). */
const CATALOGUE_SEARCH: SearchIndexSource[] = [
  {
    table: 'courses',
    type: 'vod',
    code: 1,
    title: 'title',
    shortDesc: 'short_description',
    body: 'render_desc',
  },
  { table: 'videos', type: 'video', code: 2, title: 'title', shortDesc: 'seo_description' },
  {
    table: 'live_courses',
    type: 'live',
    code: 3,
    title: 'title',
    shortDesc: 'short_description',
    body: 'render_desc',
  },
  { table: 'books', type: 'book', code: 4, title: 'name', shortDesc: 'short_desc', body: 'render_desc' },
  {
    table: 'topics',
    type: 'topic',
    code: 5,
    title: 'title',
    shortDesc: 'short_desc',
    body: 'free_content_render',
  },
];

/**
 * The learning catalogue: home sliders and decoration blocks, recorded courses (categories, chapters, videos,
 * attachments, purchases, progress, likes, comments), minimal tables for the addon products the home blocks and
 * the study centre read (live courses, books, topics, learning paths, flash sales, group buys), the snapshot addon,
 * day sign-in with a credit ledger, and the full-text search index (FTS5, trigram) kept in sync by triggers.
 * Times are UTC `YYYY-MM-DD HH:mm:ss`.
 */
export const catalog: Migration = {
  id: '0003-catalog',
  sql: `
CREATE TABLE sliders (
  id INTEGER PRIMARY KEY,
  thumb TEXT NOT NULL,
  url TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0,
  platform TEXT NOT NULL DEFAULT 'PC',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX sliders_platform ON sliders(platform, sort);

-- Home decoration blocks: config is the admin's JSON ({title, items:[{id,...}]} or {html}); items are re-read
-- from the live records at request time.
CREATE TABLE view_blocks (
  id INTEGER PRIMARY KEY,
  platform TEXT NOT NULL,
  page TEXT NOT NULL,
  sign TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  config TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX view_blocks_page ON view_blocks(platform, page, sort);

CREATE TABLE course_categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  parent_id INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  is_show INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE courses (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  slug TEXT NOT NULL DEFAULT '',
  thumb TEXT NOT NULL DEFAULT '',
  charge INTEGER NOT NULL DEFAULT 0,
  short_description TEXT NOT NULL DEFAULT '',
  render_desc TEXT NOT NULL DEFAULT '', -- HTML
  seo_keywords TEXT NOT NULL DEFAULT '',
  seo_description TEXT NOT NULL DEFAULT '',
  published_at TEXT NOT NULL,
  is_rec INTEGER NOT NULL DEFAULT 0,
  is_show INTEGER NOT NULL DEFAULT 1,
  is_free INTEGER NOT NULL DEFAULT 0,
  -- An active VIP role unlocks the course (shown as vip_can_view / is_vip_free).
  is_vip_free INTEGER NOT NULL DEFAULT 1,
  user_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX courses_category ON courses(category_id);
CREATE INDEX courses_published ON courses(published_at);

CREATE TABLE course_chapters (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX course_chapters_course ON course_chapters(course_id, sort);

CREATE TABLE videos (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  chapter_id INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  slug TEXT NOT NULL DEFAULT '',
  -- 'media:<clip>' for the demo media served at /media/<clip>/..., or an absolute http(s) URL.
  url TEXT NOT NULL DEFAULT '',
  view_num INTEGER NOT NULL DEFAULT 0,
  seo_keywords TEXT NOT NULL DEFAULT '',
  seo_description TEXT NOT NULL DEFAULT '',
  published_at TEXT NOT NULL,
  charge INTEGER NOT NULL DEFAULT 0,
  duration INTEGER NOT NULL DEFAULT 0, -- seconds
  is_ban_sell INTEGER NOT NULL DEFAULT 1,
  free_seconds INTEGER NOT NULL DEFAULT 0,
  ban_drag INTEGER NOT NULL DEFAULT 0,
  is_show INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX videos_course ON videos(course_id, published_at);

CREATE TABLE course_attach (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  path TEXT NOT NULL, -- relative to apps/server/media
  size INTEGER NOT NULL DEFAULT 0,
  extension TEXT NOT NULL DEFAULT '',
  download_times INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX course_attach_course ON course_attach(course_id);

-- Purchases (written by the order/payment area).
CREATE TABLE user_courses (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  charge INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, course_id)
);
CREATE TABLE user_videos (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  video_id INTEGER NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  charge INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, video_id)
);

-- One row per member and course they have started (the "learners" record and course progress).
CREATE TABLE course_user_records (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  is_watched INTEGER NOT NULL DEFAULT 0,
  watched_at TEXT,
  progress INTEGER NOT NULL DEFAULT 0, -- 0..100
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (user_id, course_id)
);
CREATE INDEX course_user_records_user ON course_user_records(user_id, updated_at);

CREATE TABLE user_video_watch_records (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  video_id INTEGER NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  watch_seconds INTEGER NOT NULL DEFAULT 0,
  watched_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (user_id, video_id)
);
CREATE INDEX user_video_watch_records_course ON user_video_watch_records(user_id, course_id, updated_at);

CREATE TABLE course_likes (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, course_id)
);

CREATE TABLE course_comments (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  original_content TEXT NOT NULL,
  render_content TEXT NOT NULL, -- HTML-escaped original
  ip TEXT NOT NULL DEFAULT '',
  ip_province TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX course_comments_course ON course_comments(course_id, id);

CREATE TABLE video_comments (
  id INTEGER PRIMARY KEY,
  video_id INTEGER NOT NULL REFERENCES videos(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  original_content TEXT NOT NULL,
  render_content TEXT NOT NULL,
  ip TEXT NOT NULL DEFAULT '',
  ip_province TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX video_comments_video ON video_comments(video_id, id);

-- ---------------------------------------------------------------- addon products (minimal; later issues extend)

CREATE TABLE live_categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  parent_id INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE live_courses (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  thumb TEXT NOT NULL DEFAULT '',
  charge INTEGER NOT NULL DEFAULT 0,
  short_description TEXT NOT NULL DEFAULT '',
  render_desc TEXT NOT NULL DEFAULT '',
  status INTEGER NOT NULL DEFAULT 0, -- 0 not started, 1 live, 2 finished
  vip_can_view INTEGER NOT NULL DEFAULT 0,
  is_show INTEGER NOT NULL DEFAULT 1,
  published_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE live_videos (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL REFERENCES live_courses(id) ON DELETE CASCADE,
  chapter_id INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  status INTEGER NOT NULL DEFAULT 0, -- 0 not started, 1 live, 2 ended
  published_at TEXT NOT NULL, -- scheduled start
  duration INTEGER NOT NULL DEFAULT 0,
  is_show INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX live_videos_course ON live_videos(course_id, published_at);
CREATE TABLE user_live_courses (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  course_id INTEGER NOT NULL REFERENCES live_courses(id) ON DELETE CASCADE,
  charge INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, course_id)
);
CREATE TABLE live_watch_records (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  course_id INTEGER NOT NULL REFERENCES live_courses(id) ON DELETE CASCADE,
  video_id INTEGER NOT NULL REFERENCES live_videos(id) ON DELETE CASCADE,
  watch_seconds INTEGER NOT NULL DEFAULT 0,
  watched_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (user_id, video_id)
);

CREATE TABLE books (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  thumb TEXT NOT NULL DEFAULT '',
  charge INTEGER NOT NULL DEFAULT 0,
  short_desc TEXT NOT NULL DEFAULT '',
  render_desc TEXT NOT NULL DEFAULT '',
  is_vip_free INTEGER NOT NULL DEFAULT 0,
  view_times INTEGER NOT NULL DEFAULT 0,
  user_count INTEGER NOT NULL DEFAULT 0,
  is_show INTEGER NOT NULL DEFAULT 1,
  published_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE book_articles (
  id INTEGER PRIMARY KEY,
  book_id INTEGER NOT NULL REFERENCES books(id) ON DELETE CASCADE,
  chapter_id INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  charge INTEGER NOT NULL DEFAULT 1, -- 0 = free trial article
  render_content TEXT NOT NULL DEFAULT '',
  is_show INTEGER NOT NULL DEFAULT 1,
  published_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE user_books (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  book_id INTEGER NOT NULL REFERENCES books(id) ON DELETE CASCADE,
  charge INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, book_id)
);
-- Reading history: one row per member and book, moved forward on every article read.
CREATE TABLE book_user_views (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  book_id INTEGER NOT NULL REFERENCES books(id) ON DELETE CASCADE,
  article_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (user_id, book_id)
);

CREATE TABLE topic_categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  parent_id INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE topics (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  thumb TEXT NOT NULL DEFAULT '',
  charge INTEGER NOT NULL DEFAULT 0,
  is_free INTEGER NOT NULL DEFAULT 0,
  is_vip_free INTEGER NOT NULL DEFAULT 0,
  short_desc TEXT NOT NULL DEFAULT '',
  free_content_render TEXT NOT NULL DEFAULT '',
  render_content TEXT NOT NULL DEFAULT '',
  view_times INTEGER NOT NULL DEFAULT 0,
  vote_count INTEGER NOT NULL DEFAULT 0,
  comment_times INTEGER NOT NULL DEFAULT 0,
  is_show INTEGER NOT NULL DEFAULT 1,
  published_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE user_topics (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  topic_id INTEGER NOT NULL REFERENCES topics(id) ON DELETE CASCADE,
  charge INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, topic_id)
);
CREATE TABLE topic_user_views (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  topic_id INTEGER NOT NULL REFERENCES topics(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (user_id, topic_id)
);
CREATE TABLE topic_collects (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  topic_id INTEGER NOT NULL REFERENCES topics(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, topic_id)
);

CREATE TABLE learn_paths (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  thumb TEXT NOT NULL DEFAULT '',
  charge INTEGER NOT NULL DEFAULT 0,
  original_charge INTEGER NOT NULL DEFAULT 0,
  "desc" TEXT NOT NULL DEFAULT '',
  is_show INTEGER NOT NULL DEFAULT 1,
  published_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE learn_path_steps (
  id INTEGER PRIMARY KEY,
  path_id INTEGER NOT NULL REFERENCES learn_paths(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  "desc" TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE learn_path_step_items (
  id INTEGER PRIMARY KEY,
  step_id INTEGER NOT NULL REFERENCES learn_path_steps(id) ON DELETE CASCADE,
  type TEXT NOT NULL, -- course | live | book | paper_paper | paper_practice | paper_mock
  other_id INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Flash sale (MiaoSha). goods_title / goods_thumb are the admin's snapshot of the product.
CREATE TABLE ms_goods (
  id INTEGER PRIMARY KEY,
  goods_id INTEGER NOT NULL,
  goods_type TEXT NOT NULL, -- course | live | book | learnPath
  goods_title TEXT NOT NULL,
  goods_thumb TEXT NOT NULL DEFAULT '',
  original_charge INTEGER NOT NULL,
  charge INTEGER NOT NULL,
  num INTEGER NOT NULL,
  over_num INTEGER NOT NULL,
  started_at TEXT NOT NULL,
  end_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX ms_goods_product ON ms_goods(goods_type, goods_id);
CREATE TABLE ms_orders (
  id INTEGER PRIMARY KEY,
  goods_id INTEGER NOT NULL REFERENCES ms_goods(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  charge INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 0, -- 0 unpaid, 1 paid, 3 cancelled
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX ms_orders_user ON ms_orders(user_id, goods_id);

-- Group buy (TuanGou).
CREATE TABLE tg_goods (
  id INTEGER PRIMARY KEY,
  other_id INTEGER NOT NULL,
  goods_type TEXT NOT NULL,
  goods_title TEXT NOT NULL,
  goods_thumb TEXT NOT NULL DEFAULT '',
  original_charge INTEGER NOT NULL,
  leader_charge INTEGER NOT NULL DEFAULT 0,
  charge INTEGER NOT NULL,
  people_num INTEGER NOT NULL,
  time_limit INTEGER NOT NULL DEFAULT 24, -- hours a group stays open
  started_at TEXT NOT NULL,
  ended_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX tg_goods_product ON tg_goods(goods_type, other_id);
CREATE TABLE tg_groups (
  id INTEGER PRIMARY KEY,
  goods_id INTEGER NOT NULL REFERENCES tg_goods(id) ON DELETE CASCADE,
  create_user_id INTEGER NOT NULL DEFAULT 0, -- 0 = opened by the operator
  create_user_avatar TEXT NOT NULL DEFAULT '',
  status INTEGER NOT NULL DEFAULT 3, -- 1 succeeded, 2 failed, 3 forming
  expired_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE tg_group_users (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES tg_groups(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  UNIQUE (group_id, user_id)
);

-- templateOne likes of live courses and books.
CREATE TABLE template_likes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type TEXT NOT NULL, -- live | book
  other_id INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, type, other_id)
);

-- ---------------------------------------------------------------- snapshot, sign-in, credits

CREATE TABLE snapshot_images (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  resource_type TEXT NOT NULL,
  resource_id INTEGER NOT NULL,
  path TEXT NOT NULL, -- relative to <dataDir>/uploads
  duration INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX snapshot_images_resource ON snapshot_images(user_id, resource_type, resource_id);

CREATE TABLE day_sign_ins (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day TEXT NOT NULL, -- YYYY-MM-DD in Asia/Shanghai
  reward INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (user_id, day)
);

-- Ledger of credit1 changes (sign-in rewards, watch rewards, ...).
CREATE TABLE user_credit1_records (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  sum INTEGER NOT NULL,
  remark TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX user_credit1_records_user ON user_credit1_records(user_id, id);
`,
  // Search: FTS5 (trigram) on SQLite, pg_trgm on PostgreSQL; the same rows either way.
  sqlite: `
-- ---------------------------------------------------------------- search

-- rowid = source id * 8 + type code (1 vod, 2 video, 3 live, 4 book, 5 topic), so triggers address rows directly.
-- The body column holds the description HTML; hits only inside markup are dropped at query time.
CREATE VIRTUAL TABLE search_index USING fts5(
  resource_type UNINDEXED, resource_id UNINDEXED, title, short_desc, body, tokenize = 'trigram'
);

${CATALOGUE_SEARCH.map(sqliteSearchIndexTriggers).join('\n\n')}
`,
  postgres: `
-- The same index as SQLite's: one row per searchable record, rowid = source id * 8 + type code, kept in sync by
-- triggers. pg_trgm GIN indexes serve ILIKE '%term%' for substrings of any length.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE search_index (
  rowid BIGINT PRIMARY KEY,
  resource_type TEXT NOT NULL,
  resource_id BIGINT NOT NULL,
  title TEXT NOT NULL,
  short_desc TEXT NOT NULL,
  body TEXT NOT NULL
);
CREATE INDEX search_index_title_trgm ON search_index USING gin (title gin_trgm_ops);
CREATE INDEX search_index_short_desc_trgm ON search_index USING gin (short_desc gin_trgm_ops);
CREATE INDEX search_index_body_trgm ON search_index USING gin (body gin_trgm_ops);

CREATE FUNCTION search_index_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  code BIGINT := TG_ARGV[1]::BIGINT;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM search_index WHERE rowid = OLD.id * 8 + code;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO search_index (rowid, resource_type, resource_id, title, short_desc, body)
    SELECT NEW.id * 8 + code, TG_ARGV[0], NEW.id, t.title, t.short_desc, t.body
    FROM (SELECT
      CASE TG_TABLE_NAME WHEN 'books' THEN to_jsonb(NEW)->>'name' ELSE to_jsonb(NEW)->>'title' END AS title,
      CASE TG_TABLE_NAME
        WHEN 'courses' THEN to_jsonb(NEW)->>'short_description'
        WHEN 'live_courses' THEN to_jsonb(NEW)->>'short_description'
        WHEN 'videos' THEN to_jsonb(NEW)->>'seo_description'
        ELSE to_jsonb(NEW)->>'short_desc' END AS short_desc,
      CASE TG_TABLE_NAME
        WHEN 'videos' THEN ''
        WHEN 'topics' THEN to_jsonb(NEW)->>'free_content_render'
        ELSE to_jsonb(NEW)->>'render_desc' END AS body) AS t;
  END IF;
  RETURN NULL;
END $$;

${CATALOGUE_SEARCH.map((t) => postgresSearchIndexTrigger(t, 'search_index_sync')).join('\n')}
`,
};
