import type { Migration } from './migration.ts';
import {
  postgresSearchIndexTrigger,
  sqliteSearchIndexTriggers,
  type SearchIndexSource,
} from './search-index-triggers.ts';

/** Search rows: rowid = id * 8 + 6 (paper), 7 (practice), 0 (mock paper); codes 1–5 are the catalogue's. */
const EXAM_SEARCH: SearchIndexSource[] = [
  { table: 'exam_papers', type: 'paper', code: 6, title: 'title', shortDesc: 'short_desc' },
  { table: 'exam_practices', type: 'practice', code: 7, title: 'name', shortDesc: 'short_desc' },
  { table: 'exam_mock_papers', type: 'mock_paper', code: 0, title: 'title', shortDesc: 'short_desc' },
];

/**
 * The exam addon (Paper): a question bank of six types, papers (fixed questions, time limit, pass mark, attempt
 * limit), mock papers (a draw rule; questions drawn per attempt), practices with chapters, what members bought,
 * their attempts with one answer row per question, practice progress, the wrong book and the collection, and
 * the search rows of papers, practices and mock papers (titles and descriptions only, never questions).
 * Times are UTC `YYYY-MM-DD HH:mm:ss`. Scores are whole points.
 */
export const exams: Migration = {
  id: '0012-exams',
  sql: `
CREATE TABLE exam_categories (
  id INTEGER PRIMARY KEY,
  scope TEXT NOT NULL, -- paper | mock_paper | practice | question
  name TEXT NOT NULL,
  parent_id INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX exam_categories_scope ON exam_categories (scope, parent_id, sort);

-- type: 1 single, 2 multi, 3 blanks, 4 Q&A, 5 true/false, 6 composite. answer: 'optionN' | 'option1,option3' |
-- 'v2:::[{"a":..,"s":..}]' | '' | '1'/'0' | ''. A composite's content is JSON {header, questions: [...]}.
CREATE TABLE exam_questions (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL DEFAULT 0,
  type INTEGER NOT NULL,
  score INTEGER NOT NULL DEFAULT 0,
  content TEXT NOT NULL,
  option1 TEXT, option2 TEXT, option3 TEXT, option4 TEXT, option5 TEXT,
  option6 TEXT, option7 TEXT, option8 TEXT, option9 TEXT, option10 TEXT,
  answer TEXT NOT NULL DEFAULT '',
  remark TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX exam_questions_category ON exam_questions (category_id, type);

CREATE TABLE exam_papers (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  short_desc TEXT NOT NULL DEFAULT '',
  charge INTEGER NOT NULL DEFAULT 0,
  is_vip_free INTEGER NOT NULL DEFAULT 0,
  pass_score INTEGER NOT NULL DEFAULT 0,
  try_times INTEGER NOT NULL DEFAULT 0, -- 0 = unlimited
  expired_minutes INTEGER NOT NULL,
  is_skip_mark INTEGER NOT NULL DEFAULT 0, -- 1 = subjective answers score 0 and the paper is graded at once
  enabled_invite INTEGER NOT NULL DEFAULT 0,
  is_show INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX exam_papers_category ON exam_papers (category_id);

CREATE TABLE exam_paper_questions (
  paper_id INTEGER NOT NULL REFERENCES exam_papers(id) ON DELETE CASCADE,
  question_id INTEGER NOT NULL REFERENCES exam_questions(id) ON DELETE CASCADE,
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (paper_id, question_id)
);

CREATE TABLE exam_mock_papers (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL DEFAULT 0,
  title TEXT NOT NULL,
  short_desc TEXT NOT NULL DEFAULT '',
  charge INTEGER NOT NULL DEFAULT 0,
  is_vip_free INTEGER NOT NULL DEFAULT 0,
  pass_score INTEGER NOT NULL DEFAULT 0,
  expired_minutes INTEGER NOT NULL,
  enabled_invite INTEGER NOT NULL DEFAULT 0,
  rule TEXT NOT NULL, -- JSON {category_ids, num: {choice, select, input, qa, judge, cap}}
  is_show INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE exam_practices (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  short_desc TEXT NOT NULL DEFAULT '',
  charge INTEGER NOT NULL DEFAULT 0,
  is_vip_free INTEGER NOT NULL DEFAULT 0,
  is_show INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE exam_practice_chapters (
  id INTEGER PRIMARY KEY,
  practice_id INTEGER NOT NULL REFERENCES exam_practices(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX exam_practice_chapters_practice ON exam_practice_chapters (practice_id, sort);

CREATE TABLE exam_practice_questions (
  practice_id INTEGER NOT NULL REFERENCES exam_practices(id) ON DELETE CASCADE,
  chapter_id INTEGER NOT NULL REFERENCES exam_practice_chapters(id) ON DELETE CASCADE,
  question_id INTEGER NOT NULL REFERENCES exam_questions(id) ON DELETE CASCADE,
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (chapter_id, question_id)
);
CREATE INDEX exam_practice_questions_practice ON exam_practice_questions (practice_id, question_id);

-- What a member bought: kind paper | mock_paper | practice (the orders area delivers here).
CREATE TABLE exam_user_goods (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  goods_id INTEGER NOT NULL,
  charge INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, kind, goods_id)
);

-- One row per member and paper (kind paper | mock_paper): the attempts started, counted under a row lock so
-- concurrent starts cannot pass the attempt limit.
CREATE TABLE exam_attempt_counters (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  paper_id INTEGER NOT NULL,
  join_count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, kind, paper_id)
);

-- An attempt at a paper or a mock paper. status: 1 in progress, 2 graded, 3 waiting for a teacher's marks.
-- deadline = started_at + the paper's minutes; past it the attempt is closed and graded (lazily or by the job).
CREATE TABLE exam_attempts (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  paper_id INTEGER NOT NULL,
  status INTEGER NOT NULL DEFAULT 1,
  score INTEGER NOT NULL DEFAULT 0,
  total_score INTEGER NOT NULL DEFAULT 0,
  started_at TEXT NOT NULL,
  deadline TEXT NOT NULL,
  submitted_at TEXT,
  graded_at TEXT
);
CREATE INDEX exam_attempts_user ON exam_attempts (user_id, kind, paper_id);
CREATE INDEX exam_attempts_open ON exam_attempts (status, deadline);

-- The questions of an attempt, in order, with the saved answer (JSON; a composite's is an array by sub-question)
-- and, once graded, the points and the verdict (is_correct of contract §8.3; sub_results for composites).
CREATE TABLE exam_attempt_answers (
  attempt_id INTEGER NOT NULL REFERENCES exam_attempts(id) ON DELETE CASCADE,
  question_id INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  answer TEXT,
  images TEXT NOT NULL DEFAULT '[]',
  score INTEGER NOT NULL DEFAULT 0,
  is_correct INTEGER NOT NULL DEFAULT 3,
  sub_results TEXT NOT NULL DEFAULT '[]',
  answered_at TEXT,
  PRIMARY KEY (attempt_id, question_id)
);

-- Practice progress: a question counts as practised once answered (or revealed) in that practice.
CREATE TABLE exam_practice_records (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  practice_id INTEGER NOT NULL,
  question_id INTEGER NOT NULL,
  is_correct INTEGER NOT NULL DEFAULT 3,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, practice_id, question_id)
);

CREATE TABLE exam_wrong_book (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  question_id INTEGER NOT NULL REFERENCES exam_questions(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, question_id)
);

CREATE TABLE exam_collections (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  question_id INTEGER NOT NULL REFERENCES exam_questions(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, question_id)
);
`,
  sqlite: `
${EXAM_SEARCH.map(sqliteSearchIndexTriggers).join('\n\n')}
`,
  postgres: `
CREATE FUNCTION exam_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  code BIGINT := TG_ARGV[1]::BIGINT;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM search_index WHERE rowid = OLD.id * 8 + code;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO search_index (rowid, resource_type, resource_id, title, short_desc, body)
    VALUES (NEW.id * 8 + code, TG_ARGV[0], NEW.id,
      CASE TG_TABLE_NAME WHEN 'exam_practices' THEN to_jsonb(NEW)->>'name' ELSE to_jsonb(NEW)->>'title' END,
      NEW.short_desc, '');
  END IF;
  RETURN NULL;
END $$;

${EXAM_SEARCH.map((t) => postgresSearchIndexTrigger(t, 'exam_search_sync')).join('\n')}
`,
};
