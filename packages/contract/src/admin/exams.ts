/**
 * The exam bank in the console (`/admin/api/exam-categories`, `/exam-questions`, `/exam-papers`,
 * `/exam-mock-papers`, `/exam-practices`, `/marking`, `/uploads/exam-questions`): questions of six types, their
 * spreadsheet import and export, papers, mock papers (draw rules), practices with chapters, and the marking of
 * subjective answers. Request bodies are zod schemas with Chinese messages; the console takes their types only.
 */
import { z } from 'zod';
import type { Instant, ListQuery } from './common.ts';

// ---------------------------------------------------------------- vocabulary

/** 1 single choice, 2 multiple choice, 3 fill in the blanks, 4 Q&A, 5 true/false, 6 composite. */
export type ExamQuestionType = 1 | 2 | 3 | 4 | 5 | 6;
export const EXAM_QUESTION_TYPES: readonly ExamQuestionType[] = [1, 2, 3, 4, 5, 6];
export const EXAM_QUESTION_TYPE_NAMES: Record<ExamQuestionType, string> = {
  1: '单选题',
  2: '多选题',
  3: '填空题',
  4: '问答题',
  5: '判断题',
  6: '组合题',
};

export type ExamDifficulty = 1 | 2 | 3;
export const EXAM_DIFFICULTY_NAMES: Record<ExamDifficulty, string> = { 1: '简单', 2: '中等', 3: '困难' };

/** What a category files: questions of the bank, or the storefront's papers, mock papers and practices. */
export type ExamCategoryScope = 'question' | 'paper' | 'mock_paper' | 'practice';
export const EXAM_CATEGORY_SCOPES: readonly ExamCategoryScope[] = [
  'question',
  'paper',
  'mock_paper',
  'practice',
];

/** The most options a choice question holds (`option1`…`option10`). */
export const EXAM_MAX_OPTIONS = 10;

/** Import limits (the server refuses beyond them with these numbers in its message). */
export const EXAM_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const EXAM_IMPORT_MAX_ROWS = 1000;

export const EXAM_AUDIT_ENTITIES = {
  exam_category: '题库分类',
  exam_question: '试题',
  exam_paper: '试卷',
  exam_mock_paper: '模拟试卷',
  exam_practice: '练习',
  exam_attempt: '答卷',
} as const;
export const EXAM_AUDIT_ACTIONS = { import: '导入', mark: '阅卷' } as const;

// ---------------------------------------------------------------- field rules

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `最长 ${max} 个字`);
const optionalText = (max: number) =>
  z.string({ error: '参数错误' }).trim().max(max, `最长 ${max} 个字`).default('');
const wholeNumber = (message: string, max: number) =>
  z.number({ error: message }).int(message).min(0, '不能小于 0').max(max, `不能大于 ${max}`);
const flag = z.boolean({ error: '参数错误' }).default(false);
const idList = (message: string, max: number) =>
  z
    .array(z.number().int().positive(), { error: message })
    .max(max, `最多 ${max} 项`)
    .refine((ids) => new Set(ids).size === ids.length, '有重复的项');

// ---------------------------------------------------------------- categories

export interface ExamCategoryItem {
  id: number;
  scope: ExamCategoryScope;
  name: string;
  sort: number;
  /** Records filed under it (questions, papers, … by its scope). */
  used_count: number;
}

/** `POST /exam-categories`, `PUT /exam-categories/:id` (the scope is fixed once made). */
export const ExamCategoryBody = z.object({
  scope: z.enum(['question', 'paper', 'mock_paper', 'practice'], { error: '请选择分类用途' }),
  name: requiredText('请输入分类名称', 30),
  sort: wholeNumber('排序须为整数', 1_000_000).default(0),
});
export type ExamCategoryRequest = z.input<typeof ExamCategoryBody>;

// ---------------------------------------------------------------- questions

/** A blank of a fill-in question: its answer and points. */
export interface ExamBlank {
  a: string;
  s: number;
}

/**
 * The parts of a question the form edits, the same for every type: `options` for choices (single, multiple), `answer`
 * as stored (`option2`; `option1,option3`; `1` / `0` for true/false; empty for Q&A), `blanks` for fill-ins, `subs`
 * for a composite (whose `content` is its shared stem).
 */
export interface ExamQuestionParts {
  type: ExamQuestionType;
  score: number;
  content: string;
  /** 解析: shown to the learner after answering. */
  remark: string;
  options: string[];
  answer: string;
  blanks: ExamBlank[];
}

export interface ExamSubQuestion extends ExamQuestionParts {
  type: 1 | 2 | 3 | 4 | 5;
}

export interface ExamQuestionItem extends ExamQuestionParts {
  id: number;
  category_id: number;
  /** '' when the question is filed nowhere. */
  category_name: string;
  difficulty: ExamDifficulty;
  subs: ExamSubQuestion[];
  /** What the question is worth: its points, the sum of the blanks, or the sum of the sub-questions. */
  full_score: number;
  created_at: Instant;
  updated_at: Instant;
}

export interface ExamQuestionListQuery extends ListQuery {
  q?: string;
  type?: ExamQuestionType;
  category_id?: number;
  difficulty?: ExamDifficulty;
}
export const EXAM_QUESTION_SORTS = ['id', 'score', 'difficulty'] as const;

const OPTION_ANSWER = /^option([1-9]|10)$/;

type PartsInput = {
  type: number;
  score: number;
  options: string[];
  answer: string;
  blanks: ExamBlank[];
};

/** The per-type rules of a question's parts; `at` is the path of the question in the body (`subs.0`). */
function checkParts(q: PartsInput, ctx: z.RefinementCtx, at: (string | number)[]): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path: [...at, ...path], message });
  const filled = q.options.filter((o) => o.trim() !== '').length;
  const picked = q.answer.split(',').filter(Boolean);
  const inRange = (key: string) => OPTION_ANSWER.test(key) && Number(key.slice(6)) <= q.options.length;
  if (q.type === 1 || q.type === 2) {
    if (filled < 2 || filled !== q.options.length) issue(['options'], '请填写至少两个选项，且不留空选项');
    if (q.type === 1 && (picked.length !== 1 || !inRange(picked[0] ?? '')))
      issue(['answer'], '请选择一个正确答案');
    if (
      q.type === 2 &&
      (picked.length < 1 || !picked.every(inRange) || new Set(picked).size !== picked.length)
    )
      issue(['answer'], '请选择正确答案');
  }
  if (q.type === 3) {
    if (q.blanks.length === 0) issue(['blanks'], '请至少添加一个填空');
    q.blanks.forEach((b, i) => {
      if (b.a.trim() === '') issue(['blanks', i, 'a'], '请填写该空的答案');
    });
  }
  if (q.type === 5 && q.answer !== '1' && q.answer !== '0') issue(['answer'], '请选择正确或错误');
  if ((q.type === 1 || q.type === 2 || q.type === 4 || q.type === 5) && q.score < 1)
    issue(['score'], '分数至少 1 分');
}

const blankSchema = z.object({
  a: z.string({ error: '请填写该空的答案' }).trim().max(200, '最长 200 个字'),
  s: wholeNumber('每空分数须为整数', 100),
});

const partsShape = {
  score: wholeNumber('分数须为整数', 100).default(0),
  content: requiredText('请输入题干', 20_000),
  remark: optionalText(20_000),
  options: z
    .array(z.string({ error: '参数错误' }).trim().max(2_000, '选项最长 2000 个字'), { error: '参数错误' })
    .max(EXAM_MAX_OPTIONS, `最多 ${EXAM_MAX_OPTIONS} 个选项`)
    .default([]),
  answer: z.string({ error: '参数错误' }).trim().max(200, '答案过长').default(''),
  blanks: z.array(blankSchema).max(20, '最多 20 个空').default([]),
};

const subSchema = z.object({
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], {
    error: '请选择小题题型',
  }),
  ...partsShape,
});

/** `POST /exam-questions`, `PUT /exam-questions/:id` */
export const ExamQuestionBody = z
  .object({
    type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)], {
      error: '请选择题型',
    }),
    category_id: z.number({ error: '请选择分类' }).int('请选择分类').min(0, '请选择分类').default(0),
    difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '请选择难度' }).default(2),
    ...partsShape,
    subs: z.array(subSchema).max(20, '最多 20 道小题').default([]),
  })
  .superRefine((q, ctx) => {
    checkParts(q, ctx, []);
    if (q.type === 6 && q.subs.length === 0)
      ctx.addIssue({ code: 'custom', path: ['subs'], message: '请至少添加一道小题' });
    if (q.type === 6) q.subs.forEach((s, i) => checkParts(s, ctx, ['subs', i]));
  });
export type ExamQuestionRequest = z.input<typeof ExamQuestionBody>;

/** `POST /uploads/exam-questions` (multipart `file`, `skip_errors` = `1` to import the good rows of a bad file). */
export interface ExamImportRowError {
  /** The spreadsheet's row number (the header is row 1). */
  row: number;
  reason: string;
}
export interface ExamImportReply {
  imported: number;
  /** Every bad row; when any and `skip_errors` was not chosen, nothing was imported. */
  errors: ExamImportRowError[];
}

// ---------------------------------------------------------------- papers

/** Who may take a paper: free, bought (`charge`), free to VIP members (`is_vip_free`). */
interface SaleFields {
  category_id: number;
  short_desc: string;
  charge: number;
  is_vip_free: boolean;
  is_show: boolean;
}

export interface ExamPaperItem extends SaleFields {
  id: number;
  title: string;
  pass_score: number;
  /** 0 = unlimited. */
  try_times: number;
  expired_minutes: number;
  /** Subjective answers score 0 and the paper is graded at hand-in, without a teacher. */
  is_skip_mark: boolean;
  question_count: number;
  total_score: number;
  created_at: Instant;
}

/** A picked question as a paper or a chapter lists it. */
export interface ExamQuestionBrief {
  id: number;
  type: ExamQuestionType;
  /** The stem as plain text, cut short. */
  title: string;
  full_score: number;
}

export interface ExamPaperDetail extends ExamPaperItem {
  questions: ExamQuestionBrief[];
}

export interface ExamPaperListQuery extends ListQuery {
  q?: string;
  category_id?: number;
}
export const EXAM_PAPER_SORTS = ['id', 'charge'] as const;

const saleShape = {
  category_id: z.number({ error: '请选择分类' }).int('请选择分类').min(0, '请选择分类').default(0),
  short_desc: optionalText(500),
  charge: wholeNumber('价格须为整数元', 1_000_000).default(0),
  is_vip_free: flag,
  is_show: z.boolean({ error: '参数错误' }).default(true),
};

/** `POST /exam-papers`, `PUT /exam-papers/:id` */
export const ExamPaperBody = z.object({
  title: requiredText('请输入试卷名称', 100),
  ...saleShape,
  pass_score: wholeNumber('及格分须为整数', 10_000).default(0),
  try_times: wholeNumber('考试次数须为整数', 1000).default(0),
  expired_minutes: z
    .number({ error: '请输入考试时长' })
    .int('考试时长须为整数分钟')
    .min(1, '考试时长至少 1 分钟')
    .max(1440, '考试时长最多 1440 分钟'),
  is_skip_mark: flag,
  question_ids: idList('请选择试题', 500).refine((ids) => ids.length > 0, '请至少选择一道试题'),
});
export type ExamPaperRequest = z.input<typeof ExamPaperBody>;

// ---------------------------------------------------------------- mock papers

/** How many questions of each type an attempt draws, from the questions of `category_ids`. */
export interface ExamDrawRule {
  category_ids: number[];
  num: { choice: number; select: number; input: number; qa: number; judge: number; cap: number };
}
export const EXAM_DRAW_KEYS: readonly (readonly [keyof ExamDrawRule['num'], ExamQuestionType])[] = [
  ['choice', 1],
  ['select', 2],
  ['input', 3],
  ['qa', 4],
  ['judge', 5],
  ['cap', 6],
];

export interface ExamMockPaperItem extends SaleFields {
  id: number;
  title: string;
  pass_score: number;
  expired_minutes: number;
  rule: ExamDrawRule;
  /** Questions per attempt. */
  question_count: number;
  created_at: Instant;
}

const drawCount = wholeNumber('题数须为整数', 200).default(0);

/** `POST /exam-mock-papers`, `PUT /exam-mock-papers/:id`; the counts are checked against the bank on the server. */
export const ExamMockPaperBody = z.object({
  title: requiredText('请输入试卷名称', 100),
  ...saleShape,
  pass_score: wholeNumber('及格分须为整数', 10_000).default(0),
  expired_minutes: z
    .number({ error: '请输入考试时长' })
    .int('考试时长须为整数分钟')
    .min(1, '考试时长至少 1 分钟')
    .max(1440, '考试时长最多 1440 分钟'),
  rule: z.object({
    category_ids: idList('请选择抽题分类', 50).refine((ids) => ids.length > 0, '请选择抽题分类'),
    num: z
      .object({
        choice: drawCount,
        select: drawCount,
        input: drawCount,
        qa: drawCount,
        judge: drawCount,
        cap: drawCount,
      })
      .refine((n) => Object.values(n).some((v) => v > 0), '请至少抽取一道题'),
  }),
});
export type ExamMockPaperRequest = z.input<typeof ExamMockPaperBody>;

/** `GET /exam-questions/counts?category_ids=1,2`: the bank's questions per type there (the draw rule's ceiling). */
export type ExamQuestionCounts = Record<ExamQuestionType, number>;

// ---------------------------------------------------------------- practices

export interface ExamPracticeChapter {
  id: number;
  name: string;
  questions: ExamQuestionBrief[];
}

export interface ExamPracticeItem extends SaleFields {
  id: number;
  name: string;
  chapter_count: number;
  question_count: number;
  created_at: Instant;
}

export interface ExamPracticeDetail extends ExamPracticeItem {
  chapters: ExamPracticeChapter[];
}

/** `POST /exam-practices`, `PUT /exam-practices/:id`: the practice with its chapters whole, in order. */
export const ExamPracticeBody = z.object({
  name: requiredText('请输入练习名称', 100),
  ...saleShape,
  chapters: z
    .array(
      z.object({
        /** A kept chapter's id (its learners' progress stays); absent for a new one. */
        id: z.number().int().positive().optional(),
        name: requiredText('请输入章节名称', 60),
        question_ids: idList('请选择试题', 500),
      }),
    )
    .min(1, '请至少添加一个章节')
    .max(100, '最多 100 个章节'),
});
export type ExamPracticeRequest = z.input<typeof ExamPracticeBody>;

// ---------------------------------------------------------------- marking

/** One subjective answer waiting for points: a Q&A question, or a composite's Q&A sub-question (`12-cap-0`). */
export interface MarkingAnswer {
  key: string;
  /** The question's stem (rich text, sanitised when saved). */
  stem: string;
  text: string;
  images: string[];
  full: number;
}

export interface MarkingItem {
  id: number;
  paper_id: number;
  paper_title: string;
  user_id: number;
  nick_name: string;
  submitted_at: Instant | null;
  answers: MarkingAnswer[];
}

/** `POST /marking/:id`: points per answer key; every waiting answer must have its points. */
export const MarkingBody = z.object({
  scores: z.record(
    z.string().regex(/^\d+(-cap-\d+)?$/, '参数错误'),
    z.number({ error: '请输入分数' }).int('分数须为整数').min(0, '分数不能小于 0'),
    { error: '请为每道题打分' },
  ),
});
export type MarkingRequest = z.input<typeof MarkingBody>;
