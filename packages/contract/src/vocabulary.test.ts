import { describe, expect, it } from 'vitest';
import { BLOCK_SIGNS } from './catalog.ts';
import { OPTION_KEYS, QUESTION_TYPE_TEXT } from './exam.ts';
import { LIVE_STATUS_TEXT } from './live.ts';

/** The wire words both apps switch on: a change here changes what the other side must send or show. */
describe('the contract’s vocabularies', () => {
  it('home blocks come in eight signs, one per kind of block', () => {
    expect(BLOCK_SIGNS).toEqual([
      'pc-vod-v1',
      'pc-live-v1',
      'pc-book-v1',
      'pc-topic-v1',
      'pc-learnPath-v1',
      'pc-ms-v1',
      'pc-tg-v1',
      'code',
    ]);
  });

  it('a question has up to ten options, option1 to option10 in order', () => {
    expect(OPTION_KEYS).toEqual(Array.from({ length: 10 }, (_, i) => `option${i + 1}`));
  });

  it('question types 1–6 read as the Chinese the sheets show', () => {
    expect(QUESTION_TYPE_TEXT).toEqual({
      1: '单选题',
      2: '多选题',
      3: '填空题',
      4: '问答题',
      5: '判断题',
      6: '题帽题',
    });
  });

  it('a live lesson is 未开始, 直播中 or 已结束 (status 0, 1, 2)', () => {
    expect(LIVE_STATUS_TEXT).toEqual({ 0: '未开始', 1: '直播中', 2: '已结束' });
  });
});
