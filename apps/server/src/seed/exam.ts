import { toDbTime } from '../lib/dates.ts';
import { storeBlanks } from '../modules/exam/grading.ts';
import * as exam from '../modules/exam/repository.ts';
import type { Seeder } from './seeder.ts';

/**
 * The exam demo: a question bank in two subjects (数学, Python 编程) using all six types, with math in `$…$` and a
 * code block in question text; a paper per subject, a subjective paper waiting for marks, a two-minute quiz (to
 * see the hand-in at zero), a VIP-free paid paper, one mock paper drawn from both subjects, and one practice in
 * chapters.
 */

interface Q {
  category: number;
  type: 1 | 2 | 3 | 4 | 5 | 6;
  score?: number;
  content: string;
  options?: string[];
  answer?: string;
  remark?: string;
}

const PY = (code: string) => `<pre><code class="language-python">${code}</code></pre>`;

export const seedExam: Seeder = async ({ db, clock }) => {
  const now = toDbTime(clock.now());
  const add = (q: Q) => {
    const o = q.options ?? [];
    return exam.insertQuestion(db, {
      category_id: q.category,
      type: q.type,
      score: q.score ?? 0,
      content: q.content,
      option1: o[0] ?? null,
      option2: o[1] ?? null,
      option3: o[2] ?? null,
      option4: o[3] ?? null,
      option5: o[4] ?? null,
      option6: null,
      option7: null,
      option8: null,
      option9: null,
      option10: null,
      answer: q.answer ?? '',
      remark: q.remark ?? '',
      created_at: now,
      updated_at: now,
    });
  };

  // ---- question categories (wrong book and collection filters) and list categories
  const math = await exam.insertCategory(db, 'question', '数学', 0, 1);
  const algebra = await exam.insertCategory(db, 'question', '代数', math, 1);
  const calculus = await exam.insertCategory(db, 'question', '微积分', math, 2);
  const code = await exam.insertCategory(db, 'question', 'Python 编程', 0, 2);
  const basics = await exam.insertCategory(db, 'question', '语法基础', code, 1);
  const paperMath = await exam.insertCategory(db, 'paper', '数学', 0, 1);
  const paperCode = await exam.insertCategory(db, 'paper', '编程', 0, 2);
  const paperQuiz = await exam.insertCategory(db, 'paper', '随堂小测', paperCode, 1);
  const mockCat = await exam.insertCategory(db, 'mock_paper', '综合模拟', 0, 1);
  const practiceCat = await exam.insertCategory(db, 'practice', 'Python', 0, 1);

  // ---- math
  const m1 = await add({
    category: algebra,
    type: 1,
    score: 5,
    content: '<p>方程 $x^2 - 5x + 6 = 0$ 的两个根之和是多少？</p>',
    options: ['<p>$-5$</p>', '<p>$5$</p>', '<p>$6$</p>', '<p>$-6$</p>'],
    answer: 'option2',
    remark: '<p>由韦达定理，$x_1 + x_2 = -\\frac{b}{a} = 5$。</p>',
  });
  const m2 = await add({
    category: algebra,
    type: 2,
    score: 6,
    content: '<p>下列哪些数是质数？</p>',
    options: ['<p>2</p>', '<p>9</p>', '<p>11</p>', '<p>15</p>', '<p>17</p>'],
    answer: 'option1,option3,option5',
    remark: '<p>9 = 3×3，15 = 3×5，都是合数。</p>',
  });
  const m3 = await add({
    category: calculus,
    type: 3,
    score: 6,
    content: '<p>填空：$\\frac{d}{dx} x^3 = $ ____，$\\int_0^1 2x\\,dx = $ ____。</p>',
    answer: storeBlanks([
      { a: '3x^2', s: 3 },
      { a: '1', s: 3 },
    ]),
    remark: '<p>幂函数求导 $nx^{n-1}$；定积分 $[x^2]_0^1 = 1$。</p>',
  });
  const m4 = await add({
    category: calculus,
    type: 4,
    score: 10,
    content: "<p>证明：函数 $f(x) = x^2$ 在 $x = 1$ 处可导，并求 $f'(1)$。可以拍照上传手写过程。</p>",
    remark: '<p>用导数定义 $\\lim_{h\\to 0}\\frac{(1+h)^2-1}{h} = 2$。</p>',
  });
  const m5 = await add({
    category: algebra,
    type: 5,
    score: 3,
    content: '<p>对任意实数 $a$，都有 $\\sqrt{a^2} = a$。</p>',
    answer: '0',
    remark: '<p>$\\sqrt{a^2} = |a|$，$a < 0$ 时不成立。</p>',
  });
  const m6 = await add({
    category: algebra,
    type: 6,
    content: JSON.stringify({
      header: '<p>已知数列 $a_n = 2n + 1$，回答下列问题。</p>',
      questions: [
        {
          type: 1,
          content: '<p>$a_3$ 等于</p>',
          option1: '<p>5</p>',
          option2: '<p>7</p>',
          option3: '<p>9</p>',
          answer: 'option2',
          score: 3,
          remark: '<p>$2×3+1=7$</p>',
        },
        {
          type: 5,
          content: '<p>该数列是等差数列。</p>',
          answer: '1',
          score: 2,
          remark: '<p>公差为 2。</p>',
        },
        {
          type: 3,
          content: '<p>前 3 项和 $S_3 = $ ____</p>',
          answer: storeBlanks([{ a: '15', s: 3 }]),
          score: 3,
          remark: '<p>3 + 5 + 7 = 15</p>',
        },
      ],
    }),
  });

  // ---- Python
  const p1 = await add({
    category: basics,
    type: 1,
    score: 5,
    content: `<p>下面代码的输出是什么？</p>${PY('nums = [1, 2, 3]\nprint(sum(nums) * 2)')}`,
    options: ['<p>6</p>', '<p>12</p>', '<p>[1, 2, 3, 1, 2, 3]</p>'],
    answer: 'option2',
    remark: '<p>sum 得 6，乘 2 得 12。</p>',
  });
  const p2 = await add({
    category: basics,
    type: 2,
    score: 6,
    content: '<p>下列哪些是 Python 的不可变类型？</p>',
    options: ['<p>tuple</p>', '<p>list</p>', '<p>str</p>', '<p>dict</p>'],
    answer: 'option1,option3',
    remark: '<p>list 和 dict 可以原地修改。</p>',
  });
  const p3 = await add({
    category: basics,
    type: 3,
    score: 4,
    content: `<p>补全代码，使其打印 0 到 4：</p>${PY('for i in ____(5):\n    ____(i)')}`,
    answer: storeBlanks([
      { a: 'range', s: 2 },
      { a: 'print', s: 2 },
    ]),
    remark: '<p>range(5) 生成 0..4。</p>',
  });
  const p4 = await add({
    category: basics,
    type: 4,
    score: 10,
    content: `<p>说明下面函数的作用，并指出默认参数的隐患：</p>${PY('def add(item, bucket=[]):\n    bucket.append(item)\n    return bucket')}`,
    remark: '<p>默认参数只求值一次，多次调用共享同一个列表；应写成 <code>bucket=None</code>。</p>',
  });
  const p5 = await add({
    category: basics,
    type: 5,
    score: 3,
    content: '<p>在 Python 3 中，<code>5 / 2</code> 的结果是 <code>2</code>。</p>',
    answer: '0',
    remark: '<p>结果是 2.5；整除用 <code>//</code>。</p>',
  });
  const p6 = await add({
    category: basics,
    type: 6,
    content: JSON.stringify({
      header: `<p>阅读代码并回答：</p>${PY("d = {'a': 1}\nd['b'] = 2\nprint(len(d), d.get('c', 0))")}`,
      questions: [
        {
          type: 1,
          content: '<p>输出是</p>',
          option1: '<p>2 0</p>',
          option2: '<p>2 None</p>',
          option3: '<p>1 0</p>',
          answer: 'option1',
          score: 3,
          remark: '<p>get 的第二个参数是默认值。</p>',
        },
        {
          type: 2,
          content: '<p>哪些写法能取到键 a 的值？</p>',
          option1: "<p>d['a']</p>",
          option2: "<p>d.get('a')</p>",
          option3: '<p>d.a</p>',
          answer: 'option1,option2',
          score: 3,
        },
        { type: 4, content: '<p>用一句话说明字典的查找为什么快。</p>', answer: '', score: 4 },
      ],
    }),
  });
  const p7 = await add({
    category: basics,
    type: 1,
    score: 5,
    content: '<p><code>len("你好")</code> 的结果是？</p>',
    options: ['<p>2</p>', '<p>4</p>', '<p>6</p>'],
    answer: 'option1',
    remark: '<p>len 按字符计数。</p>',
  });
  const p8 = await add({
    category: basics,
    type: 5,
    score: 3,
    content: '<p><code>[] == False</code> 的值为 <code>True</code>。</p>',
    answer: '0',
    remark: '<p>空列表是假值，但与 False 不相等。</p>',
  });

  // ---- papers
  const paper = async (
    f: { category: number; title: string; desc: string; minutes: number; tries?: number; pass: number },
    ids: number[],
    extra: { charge?: number; vip?: number; skip?: number } = {},
  ) => {
    const id = await exam.insertPaper(db, {
      category_id: f.category,
      title: f.title,
      short_desc: f.desc,
      charge: extra.charge ?? 0,
      is_vip_free: extra.vip ?? 0,
      pass_score: f.pass,
      try_times: f.tries ?? 0,
      expired_minutes: f.minutes,
      is_skip_mark: extra.skip ?? 0,
      created_at: now,
      updated_at: now,
    });
    await exam.addPaperQuestions(db, id, ids);
    return id;
  };
  await paper(
    {
      category: paperMath,
      title: '高等数学基础测验',
      desc: '代数与微积分，六种题型全覆盖',
      minutes: 30,
      tries: 3,
      pass: 24,
    },
    [m1, m2, m3, m5, m6, m4],
  );
  await paper(
    {
      category: paperCode,
      title: 'Python 语法基础测验',
      desc: '语法、数据类型与代码阅读',
      minutes: 20,
      pass: 20,
    },
    [p1, p2, p3, p5, p6, p4],
  );
  await paper(
    {
      category: paperQuiz,
      title: 'Python 两分钟随堂小测',
      desc: '限时 2 分钟，时间到自动交卷',
      minutes: 2,
      pass: 8,
    },
    [p7, p8, p5],
  );
  await paper(
    {
      category: paperMath,
      title: '数学冲刺模拟卷（VIP 免费）',
      desc: '付费试卷，VIP 会员免费',
      minutes: 45,
      tries: 1,
      pass: 15,
    },
    [m1, m2, m3, m5],
    { charge: 19, vip: 1 },
  );

  await exam.insertMockPaper(db, {
    category_id: mockCat,
    title: '数学与编程综合模拟',
    short_desc: '每次从题库随机抽题',
    charge: 0,
    pass_score: 15,
    expired_minutes: 15,
    rule: JSON.stringify({
      category_ids: [math, algebra, calculus, code, basics],
      num: { choice: 2, select: 1, input: 1, judge: 2, cap: 0, qa: 0 },
    }),
    created_at: now,
    updated_at: now,
  });

  const practice = await exam.insertPractice(db, {
    category_id: practiceCat,
    name: 'Python 基础章节练习',
    short_desc: '按章节刷题，错题自动进入错题本',
    created_at: now,
    updated_at: now,
  });
  const ch1 = await exam.insertChapter(db, practice, '第一章 数据类型', 1);
  const ch2 = await exam.insertChapter(db, practice, '第二章 流程控制与函数', 2);
  const ch3 = await exam.insertChapter(db, practice, '第三章 综合阅读', 3);
  await exam.addChapterQuestions(db, practice, ch1, [p2, p5, p7, p8]);
  await exam.addChapterQuestions(db, practice, ch2, [p1, p3, p4]);
  await exam.addChapterQuestions(db, practice, ch3, [p6]);
};
