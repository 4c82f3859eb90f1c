import { toDbTime } from '../lib/dates.ts';
import * as topic from '../modules/topic/repository.ts';
import { findUserByMobile } from '../modules/member/repository.ts';
import { TOPICS } from './catalog-data.ts';
import { DEMO_STUDENT } from './core.ts';
import type { Seeder } from './seeder.ts';

const DAY = 24 * 3600_000;

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('\n');
const code = (lang: string, text: string) =>
  `<pre><code class="language-${lang}">${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</code></pre>`;

/** The free part and the paid part of the catalogue's topics (catalog-data TOPICS, by title). */
const CONTENT: Record<string, { free: string; paid: string; rec: boolean; vipFree?: boolean }> = {
  如何在三个月内转行数据分析: {
    rec: true,
    free: p('三个月，从零基础到拿到数据分析 offer：这是我的学习路线和复盘。'),
    paid:
      p('第一个月：SQL 与 Excel；第二个月：Python 与统计；第三个月：项目与面试。') +
      code('sql', 'SELECT city, COUNT(*) AS orders\nFROM orders\nGROUP BY city\nORDER BY orders DESC;\n'),
  },
  '写给初学者的 Git 使用指南': {
    rec: true,
    free:
      p('分支、合并与冲突解决，一篇讲清楚。') +
      code('bash', 'git switch -c feature/login\ngit commit -am "登录页"\n'),
    paid:
      p('合并冲突时，先看清两边的改动，再决定保留哪一边。') + code('bash', 'git merge main\ngit status\n'),
  },
  '高效备考：考研时间管理法': {
    rec: true,
    vipFree: true,
    free: p('把一年拆成四个阶段，每天都知道该做什么。下面是第一阶段的安排。'),
    paid: p(
      '第二到第四阶段的每日时间表、错题本用法与冲刺期的模拟考节奏。',
      '复习效率可以粗略估计为 $E = \\frac{掌握的知识点}{投入的小时数}$。',
    ),
  },
  设计师必备的十个配色工具: {
    rec: false,
    free: p('从取色到配色方案，提升效率的工具清单。'),
    paid: p('十个工具的对比与使用技巧。'),
  },
};

/** Topics of this seeder: paid, with math and code in both parts. */
const EXTRA = [
  {
    title: '快速排序的平均复杂度推导',
    category: '技术文章',
    charge: 19,
    vipFree: true,
    thumb: '/media/covers/topic-2.webp',
    free:
      p('快速排序的平均时间复杂度是 $O(n \\log n)$，最坏情况是 $O(n^2)$。本文先给出实现：') +
      code(
        'python',
        'def quick_sort(xs):\n    if len(xs) <= 1:\n        return xs\n    pivot, *rest = xs\n    return (quick_sort([x for x in rest if x < pivot]) + [pivot]\n            + quick_sort([x for x in rest if x >= pivot]))\n',
      ),
    paid:
      p('设 $T(n)$ 为平均比较次数，枢轴等可能落在每个位置：') +
      p('$$T(n) = n - 1 + \\frac{2}{n}\\sum_{k=0}^{n-1} T(k)$$') +
      p(
        '两边乘以 $n$ 再错位相减，可得 $T(n) \\approx 2n\\ln n \\approx 1.39\\,n\\log_2 n$。付费全文到此结束。',
      ),
  },
  {
    title: 'TypeScript 类型体操入门',
    category: '技术文章',
    charge: 12,
    vipFree: false,
    thumb: '/media/covers/topic-1.webp',
    free:
      p('条件类型与 infer 是类型体操的两块基石。') +
      code('typescript', 'type Elem<T> = T extends (infer U)[] ? U : never;\n'),
    paid:
      p('映射类型配合模板字面量，可以批量生成 getter 的类型：') +
      code(
        'typescript',
        'type Getters<T> = {\n  [K in keyof T as `get${Capitalize<string & K>}`]: () => T[K];\n};\n',
      ),
  },
];

const COMMENTS = ['写得很清楚，收藏了，准备按这个计划执行。', '例子很实用，期待作者的下一篇。'];

/**
 * Articles in full: each catalogue topic gets its free and paid parts and the recommended flag; two paid topics
 * with math and code are added; the demo student leaves a comment and a reply.
 */
export const seedTopics: Seeder = async ({ db, clock }) => {
  const nowDate = clock.now();
  const now = toDbTime(nowDate);
  const at = (msAgo: number) => toDbTime(new Date(nowDate.getTime() - msAgo));
  const existing = await topic.listTopicsByTitle(
    db,
    TOPICS.map((t) => t.title),
  );
  for (const t of existing) {
    const c = CONTENT[t.title];
    if (!c) continue;
    await topic.updateTopic(db, t.id, {
      free_content_render: c.free,
      render_content: c.paid,
      is_rec: c.rec ? 1 : 0,
      is_vip_free: c.vipFree ? 1 : 0,
      updated_at: now,
    });
  }
  const categories = await topic.listCategories(db);
  const categoryId = async (name: string) =>
    categories.find((c) => c.name === name)?.id ??
    topic.insertCategory(db, { name, created_at: now, updated_at: now });
  const ids: number[] = [];
  for (const [i, t] of EXTRA.entries()) {
    ids.push(
      await topic.insertTopic(db, {
        category_id: await categoryId(t.category),
        title: t.title,
        thumb: t.thumb,
        charge: t.charge,
        is_free: 0,
        is_vip_free: t.vipFree ? 1 : 0,
        is_rec: 1,
        short_desc: t.title,
        free_content_render: t.free,
        render_content: t.paid,
        view_times: 980 - i * 120,
        vote_count: 36 - i * 9,
        published_at: at((i + 1) * 3600_000),
        created_at: at((i + 1) * 3600_000),
        updated_at: now,
      }),
    );
  }
  const student = await findUserByMobile(db, DEMO_STUDENT.mobile);
  const free = existing.find((t) => t.charge === 0);
  if (student && free) {
    const top = await topic.insertComment(db, {
      topic_id: free.id,
      user_id: student.id,
      parent_id: 0,
      reply_comment_id: 0,
      content: COMMENTS[0] ?? '',
      ip: '',
      created_at: at(2 * DAY),
      updated_at: at(2 * DAY),
    });
    await topic.insertComment(db, {
      topic_id: free.id,
      user_id: student.id,
      parent_id: top,
      reply_comment_id: 0,
      content: COMMENTS[1] ?? '',
      ip: '',
      created_at: at(DAY),
      updated_at: at(DAY),
    });
    await topic.addCommentCount(db, free.id);
    await topic.addCommentCount(db, free.id);
  }
};
