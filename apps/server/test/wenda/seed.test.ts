import type { PathCategory, PathDetailReply, PathListReply, QuestionListReply } from '@meedu/contract';
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/seed/index.ts';
import { createTestContext } from '../helpers.ts';

describe('the demo learning paths and Q&A', () => {
  it('seeds categorised paths mixing courses, a book and an article, and questions with a paid reward', async () => {
    const ctx = await createTestContext();
    await seedDemo(ctx);
    const cats = (await ctx.call('GET', '/addons/LearnPaths/api/v1/categories')).json.data as PathCategory[];
    expect(cats.map((c) => c.name)).toEqual(['数据分析', '前端开发', '职场技能']);
    const list = (await ctx.call('GET', '/addons/LearnPaths/api/v1/all')).json.data as PathListReply;
    expect(list.data.total).toBe(3);
    const login = await ctx.call('POST', '/api/v2/login/password', {
      body: { mobile: '13800000000', password: 'meedu123' },
    });
    const token = (login.json.data as { token: string }).token;
    const python = list.data.data.find((p) => p.name.includes('Python'));
    const detail = (await ctx.call('GET', `/addons/LearnPaths/api/v1/path/${python?.id}`, { token })).json
      .data as PathDetailReply;
    const items = detail.steps.flatMap((s) => s.courses);
    expect(new Set(items.map((i) => i.type))).toEqual(new Set(['course', 'book', 'topic']));
    // The demo student finished one free course of the first step.
    expect(items.some((i) => i.type === 'course' && i.progress === 100)).toBe(true);

    const questions = (await ctx.call('GET', '/addons/Wenda/api/v1/questions')).json
      .data as QuestionListReply;
    expect(questions.data.total).toBe(4);
    expect(questions.data.data.filter((q) => q.status === 1)).toHaveLength(1);
    expect(questions.data.data.filter((q) => q.credit1 > 0).map((q) => q.credit1)).toEqual([10, 20]);
    const users = await ctx.db.selectFrom('users').select(['mobile', 'credit1']).orderBy('id').execute();
    expect(users.find((u) => u.mobile === '13800000000')?.credit1).toBe(90);
    expect(users.find((u) => u.mobile === '13900000001')?.credit1).toBe(20);
  });
});
