/** Exam payloads (contract exam): a question of each type, attempts and lists; override what a case needs. */
import type {
  AttemptQuestion,
  ContentTransform,
  ExamListReply,
  PaperAttemptReply,
  PaperListItem,
  Question,
  QuestionType,
  SubQuestion,
} from '@meedu/contract';

const transform = (text = ''): ContentTransform => ({ text, images: [], iframes: [] });

const NO_OPTIONS = {
  option1: null,
  option2: null,
  option3: null,
  option4: null,
  option5: null,
  option6: null,
  option7: null,
  option8: null,
  option9: null,
  option10: null,
};

const TYPE_TEXT: Record<QuestionType, string> = {
  1: '单选题',
  2: '多选题',
  3: '填空题',
  4: '问答题',
  5: '判断题',
  6: '题帽题',
};

export function makeQuestion(id: number, type: QuestionType, over: Partial<Question> = {}): Question {
  const base: Question = {
    id,
    type,
    type_text: TYPE_TEXT[type],
    score: 5,
    content: `<p>题目${id}</p>`,
    content_transform: transform(`题目${id}`),
    ...NO_OPTIONS,
    answer: '',
    remark: '',
    remark_transform: transform(),
  };
  if (type === 1 || type === 2)
    Object.assign(base, { option1: '<p>甲</p>', option2: '<p>乙</p>', option3: '<p>丙</p>' });
  if (type === 3)
    Object.assign(base, {
      input_length: 2,
      answer_transform: [
        { a: '', s: 2 },
        { a: '', s: 3 },
      ],
    });
  if (type === 6) {
    const sub = (t: 1 | 5, extra: Partial<SubQuestion>): SubQuestion => ({
      type: t,
      type_text: TYPE_TEXT[t],
      score: 2,
      content: `<p>小题${t}</p>`,
      content_transform: transform(),
      ...NO_OPTIONS,
      answer: '',
      remark: '',
      remark_transform: transform(),
      ...extra,
    });
    Object.assign(base, {
      content: JSON.stringify({
        header: `<p>材料${id}</p>`,
        questions: [sub(1, { option1: '<p>子甲</p>', option2: '<p>子乙</p>' }), sub(5, {})],
      }),
      content_transform: { ...transform(), header_transform: transform(`材料${id}`) },
    });
  }
  return { ...base, ...over };
}

export function attemptQuestion(q: Question, over: Partial<AttemptQuestion> = {}): AttemptQuestion {
  return {
    question_id: q.id,
    question: q,
    answer_content: '',
    answer_contents_rows: null,
    thumbs_rows: [],
    score: 0,
    is_correct: 3,
    ...over,
  };
}

export function paperAttempt(
  questions: AttemptQuestion[],
  over: Partial<PaperAttemptReply['user_paper']> = {},
): PaperAttemptReply {
  return {
    paper: { title: '期中考试', pass_score: 60, score: 100, expired_minutes: 10 },
    user_paper: {
      id: 7,
      status: 1,
      score: 0,
      ended_at: '2026-11-23 10:00:00',
      remaining_seconds: 600,
      ...over,
    },
    questions,
  };
}

export function listReply<T>(items: T[], over: Partial<ExamListReply<T>> = {}): ExamListReply<T> {
  return {
    data: { data: items, total: items.length },
    categories: [
      { id: 1, name: '数学' },
      { id: 2, name: '语文' },
    ],
    category_children: { '1': [{ id: 11, name: '代数' }] },
    user_papers: [],
    ...over,
  };
}

/** A paper of the catalogue. */
export const makePaperListItem = (id: number, over: Partial<PaperListItem> = {}): PaperListItem => ({
  id,
  title: `试卷${id}`,
  charge: 0,
  cur_user_can_join: true,
  expired_minutes: 30,
  questions_count: 5,
  ...over,
});
