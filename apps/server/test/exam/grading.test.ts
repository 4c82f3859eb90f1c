import { describe, expect, it } from 'vitest';
import {
  grade,
  markVerdict,
  normalizePractice,
  normalizeValue,
  storeBlanks,
  toQuestion,
  type StoredQuestion,
} from '../../src/modules/exam/grading.ts';

const q = (f: Partial<StoredQuestion>): StoredQuestion => ({
  type: 1,
  score: 2,
  content: '<p>题</p>',
  answer: '',
  remark: '',
  options: ['A', 'B', 'C', null, null, null, null, null, null, 'J'],
  ...f,
});

describe('grading, per type', () => {
  it('single choice: the key must match', () => {
    const s = q({ type: 1, answer: 'option2', score: 3 });
    expect(grade(s, 'option2')).toMatchObject({ score: 3, is_correct: 1, pending: false });
    expect(grade(s, 'option1')).toMatchObject({ score: 0, is_correct: 0 });
    expect(grade(s, '')).toMatchObject({ score: 0, is_correct: 3 });
    expect(() => normalizeValue(s, 'option5')).toThrow('答案格式错误');
    expect(normalizeValue(s, 'option10')).toBe('option10');
  });

  it('multiple choice: compared as sets, whatever the order (option10 sorts before option2)', () => {
    const m = q({ type: 2, answer: 'option2,option10', score: 4 });
    expect(grade(m, normalizeValue(m, 'option10,option2'))).toMatchObject({ score: 4, is_correct: 1 });
    expect(grade(m, normalizeValue(m, 'option2,option10'))).toMatchObject({ score: 4, is_correct: 1 });
    expect(grade(m, normalizeValue(m, 'option2'))).toMatchObject({ score: 0, is_correct: 0 });
    expect(grade(m, normalizeValue(m, 'option1,option2,option10'))).toMatchObject({
      score: 0,
      is_correct: 0,
    });
    expect(grade(m, normalizeValue(m, ''))).toMatchObject({ is_correct: 3 });
  });

  it('blanks: each blank scores on its own, by exact text', () => {
    const b = q({
      type: 3,
      answer: storeBlanks([
        { a: '3', s: 2 },
        { a: 'x', s: 3 },
      ]),
    });
    expect(grade(b, normalizeValue(b, ['3', 'x']))).toMatchObject({ score: 5, is_correct: 1 });
    expect(grade(b, normalizeValue(b, ['3', 'X']))).toMatchObject({ score: 2, is_correct: 2 });
    expect(grade(b, normalizeValue(b, [null, 'x']))).toMatchObject({ score: 3, is_correct: 2 });
    expect(grade(b, normalizeValue(b, ['4', 'y']))).toMatchObject({ score: 0, is_correct: 0 });
    expect(grade(b, normalizeValue(b, ''))).toMatchObject({ score: 0, is_correct: 3 });
    expect(() => normalizeValue(b, ['1', '2', '3'])).toThrow('答案格式错误');
  });

  it('Q&A waits for a teacher; the mark decides the verdict', () => {
    const a = q({ type: 4, score: 10 });
    expect(grade(a, '我的证明')).toMatchObject({ score: 0, is_correct: 3, pending: true });
    expect(grade(a, '', ['/uploads/images/a.png'])).toMatchObject({ pending: true });
    expect(grade(a, '')).toMatchObject({ pending: false, is_correct: 3 });
    expect(markVerdict(10, 10)).toMatchObject({ score: 10, is_correct: 1 });
    expect(markVerdict(4, 10)).toMatchObject({ score: 4, is_correct: 2 });
    expect(markVerdict(0, 10)).toMatchObject({ score: 0, is_correct: 0 });
  });

  it('true/false: the numbers 1 and 0', () => {
    const t = q({ type: 5, answer: '0', score: 2 });
    expect(grade(t, normalizeValue(t, 0))).toMatchObject({ score: 2, is_correct: 1 });
    expect(grade(t, normalizeValue(t, 1))).toMatchObject({ score: 0, is_correct: 0 });
    expect(grade(t, normalizeValue(t, -1))).toMatchObject({ is_correct: 3 });
    expect(() => normalizeValue(t, 2)).toThrow('答案格式错误');
  });

  it('composite: scored per sub-question, Q&A parts wait', () => {
    const c = q({
      type: 6,
      content: JSON.stringify({
        header: '<p>材料</p>',
        questions: [
          { type: 1, content: 'a', option1: '甲', option2: '乙', answer: 'option1', score: 3 },
          { type: 3, content: 'b', answer: storeBlanks([{ a: 'print', s: 2 }]), score: 2 },
          { type: 4, content: 'c', answer: '', score: 5 },
        ],
      }),
    });
    expect(grade(c, normalizePractice(c, ['option1', ['print']]))).toMatchObject({ score: 5, is_correct: 2 });
    expect(grade(c, normalizePractice(c, ['option2', ['print']]))).toMatchObject({ score: 2, is_correct: 2 });
    const pending = grade(c, normalizePractice(c, ['option1', ['print'], '看法']));
    expect(pending).toMatchObject({ score: 5, is_correct: 3, pending: true });
    expect(pending.subs.map((s) => s.pending)).toEqual([false, false, true]);
    expect(grade(c, normalizePractice(c, []))).toMatchObject({ score: 0, is_correct: 3 });
  });
});

describe('questions as sent', () => {
  it('withholds answers, blank texts and explanations until revealed; composites carry enriched parts', () => {
    const blank = {
      id: 1,
      category_id: 0,
      ...q({ type: 3, answer: storeBlanks([{ a: '42', s: 4 }]), remark: '<p>因为</p>' }),
    };
    const hidden = toQuestion(blank, false);
    expect(hidden).toMatchObject({
      answer: '',
      remark: '',
      answer_transform: [{ a: '', s: 4 }],
      input_length: 1,
    });
    expect(JSON.stringify(hidden)).not.toContain('42');
    expect(toQuestion(blank, true)).toMatchObject({ answer: '42', answer_transform: [{ a: '42', s: 4 }] });

    const comp = {
      id: 2,
      category_id: 0,
      ...q({
        type: 6,
        content: JSON.stringify({
          header: '<p>读 $E=mc^2$</p>',
          questions: [
            {
              type: 1,
              content: '<p>选</p>',
              option1: '秘密答案甲',
              answer: 'option1',
              score: 3,
              remark: '解析X',
            },
          ],
        }),
      }),
    };
    const shown = toQuestion(comp, false);
    expect(shown.score).toBe(3);
    expect(shown.content_transform.header_transform?.text).toBe('读 $E=mc^2$');
    const parsed = JSON.parse(shown.content) as {
      questions: { answer: string; remark: string; type_text: string }[];
    };
    expect(parsed.questions[0]).toMatchObject({ answer: '', remark: '', type_text: '单选题' });
  });
});
