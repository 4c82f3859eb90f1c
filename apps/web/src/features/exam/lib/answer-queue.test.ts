import { describe, expect, it } from 'vitest';
import { AnswerQueue, queueKey } from './answer-queue.ts';

describe('AnswerQueue', () => {
  it('keeps the newest answer per question in localStorage, across instances (a reload)', () => {
    const q = new AnswerQueue(queueKey('paper:1'));
    q.put({ question_id: 1, answer: 'option1' });
    const v = q.put({ question_id: 1, answer: 'option2' });
    q.put({ question_id: '2-cap-0', answer: [null, 'x'] });
    const again = new AnswerQueue(queueKey('paper:1'));
    expect(again.pending().map((p) => p.answer)).toEqual([
      { question_id: 1, answer: 'option2' },
      { question_id: '2-cap-0', answer: [null, 'x'] },
    ]);
    q.done(1, v);
    expect(q.has(1)).toBe(false);
    expect(new AnswerQueue(queueKey('paper:1')).size).toBe(1);
  });

  it('a late confirmation of an older version does not drop a newer answer', () => {
    const q = new AnswerQueue(queueKey('paper:2'));
    const old = q.put({ question_id: 1, answer: 'option1' });
    q.put({ question_id: 1, answer: 'option3' });
    q.done(1, old);
    expect(q.pending().map((p) => p.answer.answer)).toEqual(['option3']);
  });

  it('clear forgets everything; unreadable storage is dropped', () => {
    const q = new AnswerQueue(queueKey('paper:3'));
    q.put({ question_id: 1, answer: 'a' });
    q.clear();
    expect(localStorage.getItem(queueKey('paper:3'))).toBeNull();
    localStorage.setItem(queueKey('paper:4'), '{not json');
    expect(new AnswerQueue(queueKey('paper:4')).size).toBe(0);
    expect(localStorage.getItem(queueKey('paper:4'))).toBeNull();
  });
});
