import type { Migration } from './migration.ts';

/**
 * Issue 31 (the exam bank in the console): a question's difficulty (1 easy, 2 medium, 3 hard; the existing bank is
 * medium), shown and filtered in the console and carried by the spreadsheet import and export.
 */
export const examConsole: Migration = {
  id: '0027-exam-console',
  sql: `
ALTER TABLE exam_questions ADD COLUMN difficulty INTEGER NOT NULL DEFAULT 2;
`,
};
