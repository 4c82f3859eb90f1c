import type {
  AttemptQuestion,
  CompositeSubAnswer,
  ExamListReply,
  ExamStatsReply,
  MemberMockPapersReply,
  MemberPapersReply,
  MemberPracticesReply,
  MockAttemptReply,
  MockDrawReply,
  MockHandInReply,
  MockPaperDetailReply,
  PaperAttemptReply,
  PaperDetailReply,
  PaperHandInReply,
  PaperJoinReply,
  PaperListItem,
  PracticeChapterReply,
  PracticeDayReply,
  PracticeDetailReply,
  PracticeListItem,
  Question,
  QuestionBookIdsReply,
  QuestionBookStatsReply,
  QuestionReply,
  CollectionStatusReply,
} from '@meedu/contract';
import type { FieldList } from '../support/contract-shape.ts';

const OPTIONS = {
  option1: true,
  option2: true,
  option3: true,
  option4: true,
  option5: true,
  option6: true,
  option7: true,
  option8: true,
  option9: true,
  option10: true,
} as const;

export const QUESTION: FieldList<Question> = {
  id: true,
  type: true,
  type_text: true,
  score: true,
  content: true,
  content_transform: true,
  answer: true,
  answer_transform: 'optional',
  input_length: 'optional',
  remark: true,
  remark_transform: true,
  ...OPTIONS,
};
export const ATTEMPT_QUESTION: FieldList<AttemptQuestion> = {
  question_id: true,
  question: true,
  answer_content: true,
  answer_contents_rows: true,
  thumbs_rows: true,
  score: true,
  is_correct: true,
};
export const SUB_ANSWER: FieldList<CompositeSubAnswer> = {
  answer: true,
  answer_contents_row: true,
  answer_contents_rows: true,
  thumbs: true,
  score: true,
  is_correct: true,
};
export const LIST_REPLY: FieldList<ExamListReply<unknown>> = {
  data: true,
  categories: true,
  category_children: true,
  user_papers: true,
};
export const PAPER_ITEM: FieldList<PaperListItem> = {
  id: true,
  title: true,
  charge: true,
  cur_user_can_join: true,
  expired_minutes: true,
  questions_count: true,
};
export const PRACTICE_ITEM: FieldList<PracticeListItem> = {
  id: true,
  name: true,
  charge: true,
  user_count: true,
  question_count: true,
  category: true,
  cur_user_can_join: true,
  is_vip_free: true,
};
export const STATS: FieldList<ExamStatsReply> = {
  papers_count: true,
  mock_papers_count: true,
  practices_count: true,
  practice_chapters_count: true,
  wrong_book_count: true,
  collection_count: true,
};
export const PAPER_DETAIL: FieldList<PaperDetailReply> = {
  paper: true,
  questions: true,
  user_papers: true,
  can_join: true,
  join_count: true,
  required_courses: true,
};
export const PAPER_DETAIL_PAPER: FieldList<PaperDetailReply['paper']> = {
  id: true,
  title: true,
  score: true,
  pass_score: true,
  try_times: true,
  charge: true,
  enabled_invite: true,
  expired_minutes: true,
};
export const JOIN: FieldList<PaperJoinReply> = { record_id: true };
export const PAPER_ATTEMPT: FieldList<PaperAttemptReply> = { paper: true, user_paper: true, questions: true };
export const USER_PAPER: FieldList<PaperAttemptReply['user_paper']> = {
  id: true,
  status: true,
  score: true,
  ended_at: true,
  remaining_seconds: true,
};
export const HAND_IN: FieldList<PaperHandInReply> = { status: true, total_score: true };
export const MOCK_DETAIL: FieldList<MockPaperDetailReply> = {
  paper: true,
  user_papers: true,
  can: true,
  join_count: true,
  required_courses: true,
};
export const MOCK_DRAW: FieldList<MockDrawReply> = { recordId: true };
export const MOCK_ATTEMPT: FieldList<MockAttemptReply> = { paper: true, record: true, questions: true };
export const MOCK_RECORD: FieldList<MockAttemptReply['record']> = {
  id: true,
  status: true,
  get_score: true,
  total_score: true,
  expired_at: true,
  remaining_seconds: true,
};
export const MOCK_HAND_IN: FieldList<MockHandInReply> = { status: true, total_score: true };
export const PRACTICE_DETAIL: FieldList<PracticeDetailReply> = {
  practice: true,
  chapters: true,
  can: true,
  practice_user_record: true,
  user_chapter_records: true,
};
export const PRACTICE_DAY: FieldList<PracticeDayReply> = {
  practice: true,
  first_question: true,
  qid_arr: true,
};
export const PRACTICE_CHAPTER: FieldList<PracticeChapterReply> = {
  practice: true,
  first_question: true,
  qid_arr: true,
  has_practice_question_ids: true,
};
export const QUESTION_REPLY: FieldList<QuestionReply> = { question: true };
export const BOOK_STATS: FieldList<QuestionBookStatsReply> = {
  types_count: true,
  categories: true,
  categories_count: true,
};
export const BOOK_IDS: FieldList<QuestionBookIdsReply> = { first_question: true, questions_ids: true };
export const COLLECTION_STATUS: FieldList<CollectionStatusReply> = { status: true };
export const MEMBER_PAPERS: FieldList<MemberPapersReply> = { data: true, total: true };
export const MEMBER_PAPER_ROW: FieldList<MemberPapersReply['data'][number]> = {
  paper_id: true,
  max_score: true,
  paper: true,
};
export const MEMBER_MOCK_ROW: FieldList<MemberMockPapersReply['data'][number]> = {
  paper_id: true,
  max_score: true,
  paper: true,
};
export const MEMBER_PRACTICES: FieldList<MemberPracticesReply> = { data: true, total: true };
export const MEMBER_PRACTICE_ROW: FieldList<MemberPracticesReply['data'][number]> = {
  pid: true,
  submit_count: true,
  practice_question_count: true,
  practice: true,
};
