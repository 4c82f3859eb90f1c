import { toDbTime } from '../lib/dates.ts';
import * as book from '../modules/book/repository.ts';
import { findUserByMobile } from '../modules/member/repository.ts';
import { BOOKS } from './catalog-data.ts';
import { DEMO_STUDENT } from './core.ts';
import type { Seeder } from './seeder.ts';

const DAY = 24 * 3600_000;

interface ArticleSeed {
  title: string;
  /** A free trial article (试读) of a paid book. */
  trial?: boolean;
  body: string;
}

interface BookPlan {
  category: string;
  rec: boolean;
  desc: string;
  chapters: { name: string; articles: ArticleSeed[] }[];
}

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('\n');
const code = (lang: string, text: string) =>
  `<pre><code class="language-${lang}">${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</code></pre>`;

/** The catalogue's books (catalog-data BOOKS, by title) laid out in chapters with trial and paid articles. */
const PLANS: Record<string, BookPlan> = {
  '深入浅出 Python 编程': {
    category: '编程',
    rec: true,
    desc: p(
      '从语法到工程实践：变量与类型、函数与闭包、面向对象，再到测试与打包。',
      '每章配有可运行的示例代码。',
    ),
    chapters: [
      {
        name: '第一章 起步',
        articles: [
          {
            title: '前言：为什么选择 Python',
            trial: true,
            body:
              p('Python 以可读性著称，适合作为第一门编程语言，也足以支撑大型工程。') +
              code('python', 'print("Hello, 知学堂")\n'),
          },
          {
            title: '变量、类型与表达式',
            trial: true,
            body:
              p('Python 是动态类型语言，变量只是名字，值才有类型。') +
              code('python', 'count = 3\nprice = 9.5\ntotal = count * price  # 28.5\nprint(type(total))\n'),
          },
        ],
      },
      {
        name: '第二章 函数',
        articles: [
          {
            title: '函数与参数',
            body:
              p('默认参数只在定义时求值一次，可变默认值是常见陷阱。') +
              code(
                'python',
                'def append(item, items=None):\n    items = [] if items is None else items\n    items.append(item)\n    return items\n',
              ),
          },
          {
            title: '闭包与装饰器',
            body:
              p('装饰器是接收函数、返回函数的函数，常用于日志、缓存与权限检查。') +
              code(
                'python',
                'import functools\n\ndef logged(fn):\n    @functools.wraps(fn)\n    def wrapper(*args, **kwargs):\n        print("calling", fn.__name__)\n        return fn(*args, **kwargs)\n    return wrapper\n',
              ),
          },
        ],
      },
      {
        name: '第三章 工程实践',
        articles: [
          {
            title: '用 pytest 写测试',
            body:
              p('测试是重构的底气。pytest 通过普通的 assert 给出清晰的失败信息。') +
              code('python', 'def test_total():\n    assert 3 * 9.5 == 28.5\n'),
          },
        ],
      },
    ],
  },
  数据分析思维手册: {
    category: '数据',
    rec: true,
    desc: p('用结构化的方法回答业务问题：定义指标、拆解问题、验证假设。'),
    chapters: [
      {
        name: '第一章 提出好问题',
        articles: [
          { title: '从业务目标到分析问题', body: p('好的分析从一个可回答的问题开始。') },
          { title: '指标的定义与口径', body: p('同一个“活跃用户”，口径不同结论就不同。') },
        ],
      },
      {
        name: '第二章 验证假设',
        articles: [
          {
            title: '对比与分组',
            body: p('转化率 $p = \\frac{x}{n}$，两组差异需要看置信区间而不只是点估计。'),
          },
        ],
      },
    ],
  },
  设计中的心理学: {
    category: '设计',
    rec: false,
    desc: p('理解用户的认知规律，做出直觉上好用的设计。'),
    chapters: [
      {
        name: '第一章 感知',
        articles: [
          { title: '格式塔原则', trial: true, body: p('接近、相似、闭合：大脑会自动把元素组织成整体。') },
          { title: '视觉层级', body: p('用大小、对比与留白引导视线。') },
        ],
      },
      {
        name: '第二章 决策',
        articles: [
          { title: '希克定律', body: p('选项越多，决策时间越长：$T = b \\log_2(n + 1)$。') },
          { title: '默认选项的力量', body: p('大多数人会接受默认值，设计默认值就是设计行为。') },
        ],
      },
    ],
  },
  考研数学公式速查: {
    category: '考研',
    rec: true,
    desc: p('高等数学、线性代数与概率论公式一本通，按考点编排，随查随用。'),
    chapters: [
      {
        name: '第一章 高等数学',
        articles: [
          {
            title: '常用极限',
            trial: true,
            body:
              p('两个重要极限：') +
              p(
                '$$\\lim_{x \\to 0} \\frac{\\sin x}{x} = 1, \\qquad \\lim_{x \\to \\infty} \\left(1 + \\frac{1}{x}\\right)^x = e$$',
              ),
          },
          {
            title: '泰勒公式',
            body: p(
              '$$f(x) = \\sum_{k=0}^{n} \\frac{f^{(k)}(x_0)}{k!}(x - x_0)^k + R_n(x)$$',
              '常见展开：$e^x = 1 + x + \\frac{x^2}{2!} + \\cdots$',
            ),
          },
        ],
      },
      {
        name: '第二章 线性代数',
        articles: [
          { title: '行列式的性质', body: p('$\\det(AB) = \\det(A)\\det(B)$，转置不改变行列式。') },
          { title: '特征值与特征向量', body: p('$A\\xi = \\lambda\\xi$，特征值之和等于矩阵的迹。') },
        ],
      },
      {
        name: '第三章 概率论',
        articles: [
          {
            title: '常见分布',
            body: p(
              '正态分布密度 $f(x) = \\frac{1}{\\sqrt{2\\pi}\\sigma} e^{-\\frac{(x-\\mu)^2}{2\\sigma^2}}$。',
            ),
          },
        ],
      },
    ],
  },
};

const COMMENTS = ['内容扎实，示例代码可以直接运行，很适合入门。', '章节安排循序渐进，试读部分就很有收获。'];

/**
 * E-books in full: categories, the recommended list, and each catalogue book laid out in chapters with trial
 * and paid articles (code in the Python book, math in the formula book), plus a few comments.
 */
export const seedBooks: Seeder = async ({ db, clock }) => {
  const nowDate = clock.now();
  const now = toDbTime(nowDate);
  const at = (msAgo: number) => toDbTime(new Date(nowDate.getTime() - msAgo));
  const categories = new Map<string, number>();
  for (const [i, name] of ['编程', '数据', '设计', '考研'].entries())
    categories.set(
      name,
      await book.insertCategory(db, { name, sort: i + 1, created_at: now, updated_at: now }),
    );
  const student = await findUserByMobile(db, DEMO_STUDENT.mobile);
  const books = await book.listBooksByName(
    db,
    BOOKS.map((b) => b.title),
  );
  for (const b of books) {
    const plan = PLANS[b.name];
    if (!plan) continue;
    await book.updateBook(db, b.id, {
      category_id: categories.get(plan.category) ?? 0,
      render_desc: plan.desc,
      is_rec: plan.rec ? 1 : 0,
      updated_at: now,
    });
    // The catalogue seeder's placeholder articles make way for the chapters below.
    await book.deleteArticlesOf(db, b.id);
    for (const [c, ch] of plan.chapters.entries()) {
      const chapterId = await book.insertChapter(db, {
        book_id: b.id,
        name: ch.name,
        sort: c + 1,
        created_at: now,
        updated_at: now,
      });
      for (const [k, a] of ch.articles.entries()) {
        await book.insertArticle(db, {
          book_id: b.id,
          chapter_id: chapterId,
          title: a.title,
          // In a free book every article is free; in a paid one only the trials.
          charge: b.charge === 0 || a.trial ? 0 : 1,
          render_content: a.body,
          sort: k + 1,
          published_at: at(30 * DAY),
          created_at: now,
          updated_at: now,
        });
      }
    }
    if (student && b.charge === 0) {
      for (const [k, content] of COMMENTS.entries())
        await book.insertBookComment(db, {
          book_id: b.id,
          user_id: student.id,
          content,
          ip: '',
          created_at: at((k + 1) * DAY),
          updated_at: at((k + 1) * DAY),
        });
    }
  }
};
