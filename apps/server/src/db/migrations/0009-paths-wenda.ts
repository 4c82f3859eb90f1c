import type { Migration } from './migration.ts';

/**
 * Learning paths (categories, who owns a path, lookup indexes for the steps and their items) and the Q&A addon
 * (Wenda): categories, questions with a held credit reward, answers, votes, comments on answers, and the images
 * of questions and answers (each an upload path, so the hourly clean-up keeps the images still shown).
 */
export const pathsWenda: Migration = {
  id: '0009-paths-wenda',
  sql: `
CREATE TABLE learn_path_categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  parent_id INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX learn_paths_category ON learn_paths (category_id);
CREATE INDEX learn_path_steps_path ON learn_path_steps (path_id, sort);
CREATE INDEX learn_path_step_items_step ON learn_path_step_items (step_id, sort);

-- A bought path (written when an order for goods_type 'path' is paid).
CREATE TABLE user_learn_paths (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  path_id INTEGER NOT NULL REFERENCES learn_paths(id) ON DELETE CASCADE,
  charge INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, path_id)
);

CREATE TABLE wenda_categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  parent_id INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- credit1 is the reward, taken from the asker when asking and paid to the accepted answer's author once.
CREATE TABLE wenda_questions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  original_content TEXT NOT NULL,
  render_content TEXT NOT NULL, -- HTML-escaped original
  credit1 INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 0, -- 0 unsolved, 1 solved
  correct_answer_id INTEGER NOT NULL DEFAULT 0,
  view_times INTEGER NOT NULL DEFAULT 0,
  answer_count INTEGER NOT NULL DEFAULT 0,
  vote_count INTEGER NOT NULL DEFAULT 0,
  last_answer_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX wenda_questions_category ON wenda_questions (category_id, id);
CREATE INDEX wenda_questions_user ON wenda_questions (user_id, id);
CREATE INDEX wenda_questions_last_answer ON wenda_questions (last_answer_at);

CREATE TABLE wenda_answers (
  id INTEGER PRIMARY KEY,
  question_id INTEGER NOT NULL REFERENCES wenda_questions(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  original_content TEXT NOT NULL,
  render_content TEXT NOT NULL,
  is_correct INTEGER NOT NULL DEFAULT 0,
  vote_count INTEGER NOT NULL DEFAULT 0,
  reply_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX wenda_answers_question ON wenda_answers (question_id, id);
CREATE INDEX wenda_answers_user ON wenda_answers (user_id, id);

CREATE TABLE wenda_answer_votes (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  answer_id INTEGER NOT NULL REFERENCES wenda_answers(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, answer_id)
);

CREATE TABLE wenda_answer_comments (
  id INTEGER PRIMARY KEY,
  answer_id INTEGER NOT NULL REFERENCES wenda_answers(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reply_user_id INTEGER NOT NULL DEFAULT 0,
  original_content TEXT NOT NULL,
  render_content TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX wenda_answer_comments_answer ON wenda_answer_comments (answer_id, id);

-- answer_id 0: an image of the question itself. path is the upload's served path (/uploads/images/...).
CREATE TABLE wenda_images (
  id INTEGER PRIMARY KEY,
  question_id INTEGER NOT NULL REFERENCES wenda_questions(id) ON DELETE CASCADE,
  answer_id INTEGER NOT NULL DEFAULT 0,
  path TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX wenda_images_question ON wenda_images (question_id, answer_id, sort);
CREATE INDEX wenda_images_path ON wenda_images (path);
`,
};
