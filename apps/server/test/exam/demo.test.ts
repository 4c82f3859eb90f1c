import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/seed/index.ts';
import { createTestContext } from '../helpers.ts';

type Obj = Record<string, unknown>;
const P = '/addons/Paper/api';

describe('exam demo content', () => {
  it('seeds two subjects with every type, a two-minute quiz, a mock paper and a practice in chapters', async () => {
    const ctx = await createTestContext();
    await seedDemo(ctx);
    const me = await ctx.member();
    const get = async (path: string) => {
      const res = await ctx.call('GET', path, { token: me.token });
      expect(res.json.code).toBe(0);
      return res.json.data as Obj;
    };
    expect(await get(`${P}/v2/stats/index`)).toMatchObject({
      papers_count: 4,
      mock_papers_count: 1,
      practices_count: 1,
      practice_chapters_count: 3,
    });
    const types = await ctx.db
      .selectFrom('exam_questions')
      .select('type')
      .distinct()
      .orderBy('type')
      .execute();
    expect(types.map((t) => t.type)).toEqual([1, 2, 3, 4, 5, 6]);
    const contents = (await ctx.db.selectFrom('exam_questions').select('content').execute()).map(
      (r) => r.content,
    );
    expect(contents.some((c) => c.includes('$x^2'))).toBe(true);
    expect(contents.some((c) => c.includes('<pre><code'))).toBe(true);

    const papers = ((await get(`${P}/v1/papers?page_size=20`)).data as { data: Obj[] }).data;
    const quiz = papers.find((p) => p.expired_minutes === 2);
    expect(quiz).toMatchObject({ title: 'Python 两分钟随堂小测', cur_user_can_join: true });

    // Every seeded paper can be started and read.
    for (const p of papers.filter((x) => x.cur_user_can_join)) {
      const { record_id } = (await get(`${P}/v1/paper/${String(p.id)}/join`)) as { record_id: number };
      const attempt = await get(`${P}/v1/paper/${String(p.id)}/join/${record_id}`);
      expect((attempt.questions as unknown[]).length).toBeGreaterThan(0);
    }
    // The quiz closes itself at zero.
    const { record_id } = (await get(`${P}/v1/paper/${String(quiz?.id)}/join`)) as { record_id: number };
    ctx.clock.advance(2 * 60_000 + 10_000);
    expect(
      ((await get(`${P}/v1/paper/${String(quiz?.id)}/join/${record_id}`)).user_paper as Obj).status,
    ).toBe(2);

    const { recordId } = (await ctx.call('POST', `${P}/v1/mock_paper/1`, { token: me.token, body: {} })).json
      .data as { recordId: number };
    expect(((await get(`${P}/v1/mock_paper/record/${recordId}`)).questions as unknown[]).length).toBe(6);
    const practice = await get(`${P}/v1/practice/1`);
    expect((practice.chapters as unknown[]).length).toBe(3);
  });
});
