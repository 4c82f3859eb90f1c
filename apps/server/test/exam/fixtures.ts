import { toDbTime } from '../../src/lib/dates.ts';
import { storeBlanks } from '../../src/modules/exam/grading.ts';
import * as repo from '../../src/modules/exam/repository.ts';
import { expect } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';

type QuestionFields = Partial<{
  category_id: number;
  type: number;
  score: number;
  content: string;
  answer: string;
  remark: string;
  options: string[];
}>;

/** A small question bank with every type, papers, a mock paper and a practice, through the exam repository. */
export async function examBank(ctx: TestContext) {
  const db = ctx.db;
  const now = toDbTime(ctx.clock.now());
  const math = await repo.insertCategory(db, 'question', '数学');
  const algebra = await repo.insertCategory(db, 'question', '代数', math);
  const other = await repo.insertCategory(db, 'question', '语文');
  const paperCat = await repo.insertCategory(db, 'paper', '期末考试');
  const paperChild = await repo.insertCategory(db, 'paper', '数学卷', paperCat);

  const question = (f: QuestionFields) => {
    const opts = f.options ?? [];
    return repo.insertQuestion(db, {
      category_id: f.category_id ?? algebra,
      type: f.type ?? 1,
      score: f.score ?? 2,
      content: f.content ?? '<p>题干</p>',
      option1: opts[0] ?? null,
      option2: opts[1] ?? null,
      option3: opts[2] ?? null,
      option4: opts[3] ?? null,
      option5: null,
      option6: null,
      option7: null,
      option8: null,
      option9: null,
      option10: null,
      answer: f.answer ?? '',
      remark: f.remark ?? '<p>解析</p>',
      created_at: now,
      updated_at: now,
    });
  };

  const single = await question({
    type: 1,
    score: 2,
    content: '<p>求 $x^2=4$ 的正根</p><img src="/media/q.png">',
    options: ['<p>1</p>', '<p>2</p>', '<p>3</p>'],
    answer: 'option2',
  });
  const multi = await question({
    type: 2,
    score: 4,
    options: ['质数 2', '合数 4', '质数 3', '合数 9'],
    answer: 'option1,option3',
    category_id: math,
  });
  const blanks = await question({
    type: 3,
    score: 5,
    content: '<p>1+2=__，未知数常写作__</p>',
    answer: storeBlanks([
      { a: '3', s: 2 },
      { a: 'x', s: 3 },
    ]),
  });
  const qa = await question({ type: 4, score: 10, content: '<p>证明勾股定理</p>', category_id: other });
  const judge = await question({ type: 5, score: 2, answer: '1', content: '<p>0 是偶数</p>' });
  const composite = await question({
    type: 6,
    score: 0,
    content: JSON.stringify({
      header: '<p>阅读代码回答</p><pre><code>print(1+1)</code></pre>',
      questions: [
        {
          type: 1,
          content: '<p>输出是</p>',
          option1: '2',
          option2: '11',
          answer: 'option1',
          score: 3,
          remark: '',
        },
        {
          type: 3,
          content: '<p>函数名__</p>',
          answer: storeBlanks([{ a: 'print', s: 2 }]),
          score: 2,
          remark: '',
        },
      ],
    }),
  });
  const compositeQa = await question({
    type: 6,
    score: 0,
    category_id: other,
    content: JSON.stringify({
      header: '<p>材料题</p>',
      questions: [
        { type: 5, content: '<p>对吗</p>', answer: '0', score: 2 },
        { type: 4, content: '<p>谈谈看法</p>', answer: '', score: 6 },
      ],
    }),
  });

  const paper = async (
    f: Partial<{
      title: string;
      charge: number;
      vip: number;
      tries: number;
      minutes: number;
      skip: number;
      category: number;
    }>,
    ids: number[],
  ) => {
    const id = await repo.insertPaper(db, {
      category_id: f.category ?? paperChild,
      title: f.title ?? '期末数学卷',
      short_desc: '覆盖全部题型',
      charge: f.charge ?? 0,
      is_vip_free: f.vip ?? 0,
      pass_score: 10,
      try_times: f.tries ?? 0,
      expired_minutes: f.minutes ?? 30,
      is_skip_mark: f.skip ?? 0,
      created_at: now,
      updated_at: now,
    });
    await repo.addPaperQuestions(db, id, ids);
    return id;
  };

  const objective = await paper({ title: '期末数学客观卷', tries: 2 }, [
    single,
    multi,
    blanks,
    judge,
    composite,
  ]);
  const subjective = await paper({ title: '期末综合主观卷', minutes: 60 }, [single, qa, compositeQa]);
  const paid = await paper({ title: '付费冲刺卷', charge: 20, vip: 1, category: paperCat }, [single]);

  const mock = await repo.insertMockPaper(db, {
    title: '随机模拟考',
    short_desc: '每次随机抽题',
    charge: 0,
    pass_score: 4,
    expired_minutes: 20,
    rule: JSON.stringify({
      category_ids: [math, algebra],
      num: { choice: 1, select: 1, judge: 1, input: '1' },
    }),
    created_at: now,
    updated_at: now,
  });

  const practice = await repo.insertPractice(db, {
    name: '代数章节练习',
    short_desc: '按章节刷题',
    created_at: now,
    updated_at: now,
  });
  const ch1 = await repo.insertChapter(db, practice, '第一章 方程', 1);
  const ch2 = await repo.insertChapter(db, practice, '第二章 综合', 2);
  await repo.addChapterQuestions(db, practice, ch1, [single, multi, blanks]);
  await repo.addChapterQuestions(db, practice, ch2, [judge, composite, qa]);
  const paidPractice = await repo.insertPractice(db, {
    name: '付费练习',
    charge: 9,
    created_at: now,
    updated_at: now,
  });
  const pch = await repo.insertChapter(db, paidPractice, '唯一章节', 1);
  await repo.addChapterQuestions(db, paidPractice, pch, [single]);

  return {
    cats: { math, algebra, other, paperCat, paperChild },
    q: { single, multi, blanks, qa, judge, composite, compositeQa },
    objective,
    subjective,
    paid,
    mock,
    practice,
    ch1,
    ch2,
    paidPractice,
  };
}

/** The exam addon's API prefix. */
export const P = '/addons/Paper/api';

/** A fresh context with the bank and a member. */
export async function examSetup() {
  const ctx = await createTestContext();
  const bank = await examBank(ctx);
  const me = await ctx.member();
  return { ctx, bank, me };
}

/** Calls the API and expects success (HTTP 200, code 0, no message); answers `data`. */
export async function ok(ctx: TestContext, method: string, path: string, token?: string, body?: unknown) {
  const res = await ctx.call(method, path, { token, body });
  expect(res.status).toBe(200);
  expect(res.json.message).toBe('');
  expect(res.json.code).toBe(0);
  return res.json.data as Record<string, unknown>;
}

/** Calls the API and expects a refusal (code not 0); answers the message. */
export async function fail(
  ctx: TestContext,
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
) {
  const res = await ctx.call(method, path, { token, body });
  expect(res.json.code).not.toBe(0);
  return String(res.json.message);
}
