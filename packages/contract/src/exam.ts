/**
 * Exam-addon (Paper) wire types (contract/commerce-exam.md §8–14, the exam lists of §14). Field names are exact.
 * PHP maps serialise as `[]` when empty, so map fields accept both shapes (`PhpMap`).
 */
import type { PhpMap } from './catalog.ts';

// ---------------------------------------------------------------- the question model (§8)

/** 1 single choice, 2 multiple choice, 3 fill in the blanks, 4 Q&A, 5 true/false, 6 composite. */
export type QuestionType = 1 | 2 | 3 | 4 | 5 | 6;

export const QUESTION_TYPE_TEXT: Record<QuestionType, string> = {
  1: '单选题',
  2: '多选题',
  3: '填空题',
  4: '问答题',
  5: '判断题',
  6: '题帽题',
};

/** The plain-text stem (rendered as text, then KaTeX), the `<img>` URLs and the iframe HTML taken out of it. */
export interface ContentTransform {
  text: string;
  images: string[];
  iframes: string[];
}

/** One blank of a fill-in question: correct text `a` (empty while an attempt runs) and points `s`. */
export interface BlankAnswer {
  a: string;
  s: number;
}

/** The option fields a choice question carries; an option exists when its field is non-empty. */
export interface QuestionOptions {
  option1: string | null;
  option2: string | null;
  option3: string | null;
  option4: string | null;
  option5: string | null;
  option6: string | null;
  option7: string | null;
  option8: string | null;
  option9: string | null;
  option10: string | null;
}

export const OPTION_KEYS = [
  'option1',
  'option2',
  'option3',
  'option4',
  'option5',
  'option6',
  'option7',
  'option8',
  'option9',
  'option10',
] as const;

export type OptionKey = (typeof OPTION_KEYS)[number];

/** A sub-question of a composite, as embedded (enriched) in the composite's `content` JSON string (§8.4). */
export interface SubQuestion extends QuestionOptions {
  type: 1 | 2 | 3 | 4 | 5;
  type_text: string;
  score: number;
  content: string;
  content_transform: ContentTransform;
  /** Withheld (`''`) while an attempt runs. */
  answer: string | number;
  answer_transform?: BlankAnswer[];
  input_length?: number;
  /** Withheld (`''`) while an attempt runs. */
  remark: string;
  remark_transform: ContentTransform;
}

/** The parsed form of a composite's `content` (§8.4). */
export interface CompositeContent {
  header: string;
  questions: SubQuestion[];
}

/** §8.2. For type 6, `content` is a JSON string of `CompositeContent`, and `content_transform.header_transform` exists. */
export interface Question extends QuestionOptions {
  id: number;
  type: QuestionType;
  type_text: string;
  score: number;
  content: string;
  content_transform: ContentTransform & { header_transform?: ContentTransform };
  /** Withheld (`''`) until the attempt is finished or the member asks to see it. */
  answer: string | number;
  answer_transform?: BlankAnswer[];
  input_length?: number;
  remark: string;
  remark_transform: ContentTransform;
}

/** A saved answer as the client sends it (§8.1): key, comma list, blanks array, text, or judge number. */
export type AnswerValue = string | number | Array<string | null>;

/** A practice answer (§11.6): for a composite, an array indexed by sub-question; `[]` when revealed unanswered. */
export type PracticeAnswerValue = AnswerValue | Array<AnswerValue | null>;

/** One composite sub-answer inside `answer_contents_rows` (§8.3). */
export interface CompositeSubAnswer {
  /** Choice key or Q&A text. */
  answer: string;
  /** Multi-choice keys (singular name, as the client reads it). */
  answer_contents_row: string[];
  /** Fill: blanks; judge: 1 | 0 | -1. */
  answer_contents_rows: Array<string | null> | number | null;
  /** JSON array of image URLs. */
  thumbs: string;
  score: number;
  is_correct: number;
}

export type AnswerRows = string[] | Array<string | null> | number | Array<CompositeSubAnswer | null> | null;

/** 1 correct, 0 wrong, 2 partly correct, 3 not answered / not scored. */
export type CorrectFlag = 0 | 1 | 2 | 3;

/** §8.3: one question of an attempt with the caller's saved answer. */
export interface AttemptQuestion {
  question_id: number;
  question: Question;
  /** '' = unanswered; a judge answer of 0 is `"0"`. */
  answer_content: string;
  answer_contents_rows: AnswerRows;
  thumbs_rows: string[];
  score: number;
  is_correct: CorrectFlag;
}

// ---------------------------------------------------------------- shared list shapes (§9.2, §10.1, §11.1)

export interface ExamCategory {
  id: number;
  name: string;
}

export interface ExamCategoryTree extends ExamCategory {
  children: ExamCategory[];
}

/** The P-nested list reply with its category extras (§0.4, §9.2). */
export interface ExamListReply<T> {
  data: { data: T[]; total: number };
  categories: ExamCategory[];
  category_children: PhpMap<ExamCategory[]>;
  /** Truthy entry = the caller has taken (or practised) this item. */
  user_papers: PhpMap<unknown>;
}

// ---------------------------------------------------------------- landing (§9.1)

/** GET /addons/Paper/api/v2/stats/index */
export interface ExamStatsReply {
  papers_count: number;
  mock_papers_count: number;
  practices_count: number;
  practice_chapters_count: number;
  wrong_book_count: number;
  collection_count: number;
}

// ---------------------------------------------------------------- papers (§9)

export interface PaperListItem {
  id: number;
  title: string;
  charge: number;
  cur_user_can_join: boolean;
  expired_minutes: number;
  questions_count: number;
}

/** GET /addons/Paper/api/v1/papers */
export type PaperListReply = ExamListReply<PaperListItem>;

/** 1 in progress (考试中), 2 finished (已结束), 3 waiting for marking (阅卷中). */
export type PaperAttemptStatus = 1 | 2 | 3;

export interface PaperAttemptRow {
  id: number;
  status: PaperAttemptStatus;
  score: number;
}

/** GET /addons/Paper/api/v1/paper/{id} */
export interface PaperDetailReply {
  paper: {
    id: number;
    title: string;
    score: number;
    pass_score: number;
    /** 0 = unlimited. */
    try_times: number;
    charge: number;
    enabled_invite: 0 | 1;
    expired_minutes: number;
  };
  questions: PhpMap<Question[]>;
  /** Newest first. */
  user_papers: PaperAttemptRow[];
  can_join: boolean;
  join_count: number;
  required_courses: unknown[];
}

/** GET /addons/Paper/api/v1/paper/{id}/join */
export interface PaperJoinReply {
  record_id: number;
}

/** GET /addons/Paper/api/v1/paper/{id}/join/{recordId} */
export interface PaperAttemptReply {
  paper: { title: string; pass_score: number; score: number; expired_minutes: number };
  user_paper: {
    id: number;
    status: PaperAttemptStatus;
    score: number;
    /** The deadline, UTC `YYYY-MM-DD HH:mm:ss` like every raw time of this server. */
    ended_at: string;
    /** Ours: seconds left by the server's clock (0 once over), so the countdown needs no time-zone guess. */
    remaining_seconds: number;
  };
  questions: AttemptQuestion[];
}

/** POST /addons/Paper/api/v1/paper/{id}/submit/single and mock_paper/record/{recordId}/submit/single */
export interface AnswerSaveRequest {
  pid: number;
  /** `"<id>-cap-<i>"` for a composite's sub-question. */
  question_id: number | string;
  answer: AnswerValue;
  /** Q&A only: uploaded image URLs. */
  images?: string[];
}

/** POST /addons/Paper/api/v1/paper/{id}/submit/all and mock_paper/record/{recordId}/submit */
export interface HandInRequest {
  pid: number;
}

/** POST /addons/Paper/api/v1/paper/{id}/submit/all: 2 graded, 3 waiting for marking. */
export interface PaperHandInReply {
  status: 2 | 3;
  total_score: number;
}

// ---------------------------------------------------------------- mock papers (§10)

/** GET /addons/Paper/api/v1/mock_papers */
export type MockPaperListReply = ExamListReply<PaperListItem>;

/** The draw rule: how many questions of each type from which categories. */
export interface MockPaperRule {
  category_ids: number[];
  num: { choice?: number; select?: number; input?: number; qa?: number; judge?: number; cap?: number };
}

/** 0 in progress, 1 finished (graded automatically). */
export type MockAttemptStatus = 0 | 1;

/** GET /addons/Paper/api/v1/mock_paper/{id} */
export interface MockPaperDetailReply {
  paper: {
    id: number;
    title: string;
    pass_score: number;
    charge: number;
    enabled_invite: 0 | 1;
    /** JSON of `MockPaperRule`. */
    rule: string;
  };
  user_papers: Array<{ id: number; status: MockAttemptStatus; get_score: number }>;
  can: boolean;
  join_count: number;
  required_courses: unknown[];
}

/** POST /addons/Paper/api/v1/mock_paper/{id} (body `{}`) */
export type MockDrawRequest = Record<string, never>;

export interface MockDrawReply {
  recordId: number;
}

/** GET /addons/Paper/api/v1/mock_paper/record/{recordId} */
export interface MockAttemptReply {
  paper: { title: string; pass_score: number };
  record: {
    id: number;
    status: MockAttemptStatus;
    get_score: number;
    total_score: number;
    /** The deadline, UTC `YYYY-MM-DD HH:mm:ss`. */
    expired_at: string;
    /** Ours: seconds left by the server's clock (0 once over). */
    remaining_seconds: number;
  };
  questions: AttemptQuestion[];
}

/** POST /addons/Paper/api/v1/mock_paper/record/{recordId}/submit */
export interface MockHandInReply {
  status: number;
  total_score: number;
}

// ---------------------------------------------------------------- practice (§11)

export interface PracticeListItem {
  id: number;
  name: string;
  charge: number;
  /** Questions the caller has practised. */
  user_count: number;
  question_count: number;
  category: ExamCategory | null;
  cur_user_can_join: boolean;
  is_vip_free: 0 | 1;
}

/** GET /addons/Paper/api/v1/practices */
export type PracticeListReply = ExamListReply<PracticeListItem>;

export interface PracticeChapter {
  id: number;
  name: string;
  question_count: number;
}

/** GET /addons/Paper/api/v1/practice/{id} */
export interface PracticeDetailReply {
  practice: { id: number; name: string; charge: number; question_count: number };
  chapters: PracticeChapter[];
  can: boolean;
  practice_user_record: { submit_count: number } | null;
  user_chapter_records: PhpMap<{ submit_count: number }>;
}

/** GET /addons/Paper/api/v1/practice/{id}/day */
export interface PracticeDayReply {
  practice: { name: string };
  first_question: Question;
  /** Up to 20 ids. */
  qid_arr: number[];
}

/** GET /addons/Paper/api/v1/practice/{id}/join/{chapterId} */
export interface PracticeChapterReply {
  practice: { name: string };
  first_question: Question;
  qid_arr: number[];
  /** Ids answered in earlier sessions. */
  has_practice_question_ids: number[];
}

/** GET /addons/Paper/api/v1/practice/{id}/join/question/{questionId}, GET /addons/Paper/api/v2/question/{id} */
export interface QuestionReply {
  question: Question;
}

/** POST /addons/Paper/api/v1/practice/{id}/join/question/{questionId}/answer */
export interface PracticeAnswerRequest {
  answer: PracticeAnswerValue;
}

// ---------------------------------------------------------------- collection (§11.7, §13)

/** POST /addons/Paper/api/v1/collection/status and /collection/action */
export interface CollectionStatusRequest {
  question_id: number;
}

export interface CollectionStatusReply {
  status: 0 | 1;
}

/** POST /addons/Paper/api/v1/collection/status/multi */
export interface CollectionStatusMultiRequest {
  question_ids: number[];
}

export type CollectionStatusMultiReply = PhpMap<0 | 1>;

// ---------------------------------------------------------------- wrong book and collection books (§12, §13)

/** GET /addons/Paper/api/v1/wrongbook and /collection/stats: query. */
export interface QuestionBookStatsRequest {
  question_type?: number;
}

/** GET /addons/Paper/api/v1/wrongbook and /collection/stats */
export interface QuestionBookStatsReply {
  types_count: Record<'1' | '2' | '3' | '4' | '5' | '6', number>;
  categories: ExamCategoryTree[];
  categories_count: PhpMap<number>;
}

/** GET /addons/Paper/api/v2/wrongbook/questions and /collection/questions: query. */
export interface QuestionBookIdsRequest {
  type?: number;
  cid1?: number;
  cid2?: number;
}

export interface QuestionBookIdsReply {
  first_question: Question | null;
  questions_ids: number[];
}

export type QuestionBookFrom = 'wrongbook' | 'collection';

/** GET /addons/Paper/api/v2/question/{id}: query. */
export interface QuestionLookupRequest {
  from?: QuestionBookFrom;
}

/** POST /addons/Paper/api/v2/question/{id}/answer */
export interface QuestionAnswerRequest {
  answer: PracticeAnswerValue;
  from?: QuestionBookFrom;
}

// ---------------------------------------------------------------- lists (§9.2, §14)

/** Query of the paper, mock-paper and practice lists. */
export interface ExamListRequest {
  page?: number;
  page_size?: number;
  cid1?: number;
  cid2?: number;
}

/** Query of the member exam lists (§14.1–14.3). */
export interface MemberExamListRequest {
  page?: number;
  size?: number;
}

/** GET /addons/Paper/api/v2/member/joinPapers */
export interface MemberPapersReply {
  data: Array<{ paper_id: number; max_score: number; paper: { title: string; score: number } | null }>;
  total: number;
}

/** GET /addons/Paper/api/v2/member/joinMockPapers */
export interface MemberMockPapersReply {
  data: Array<{
    paper_id: number;
    max_score: number;
    paper: { title: string; question_count: number } | null;
  }>;
  total: number;
}

/** GET /addons/Paper/api/v2/member/joinPractices */
export interface MemberPracticesReply {
  data: Array<{
    pid: number;
    submit_count: number;
    practice_question_count: number;
    practice: { name: string } | null;
  }>;
  total: number;
}

/** Dev grading page (demo mode): POST /__dev/paper/grade/{attemptId}. */
export interface DevGradeRequest {
  scores: Record<string, number>;
}
