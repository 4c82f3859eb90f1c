import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers.ts';
import { expectShape, expectShapes } from '../support/contract-shape.ts';
import { P, examSetup, fail, ok } from './fixtures.ts';
import {
  ATTEMPT_QUESTION,
  HAND_IN,
  JOIN,
  LIST_REPLY,
  PAPER_ATTEMPT,
  PAPER_DETAIL,
  PAPER_DETAIL_PAPER,
  PAPER_ITEM,
  QUESTION,
  SUB_ANSWER,
  USER_PAPER,
} from './shapes.ts';

type Obj = Record<string, unknown>;

describe('paper list and detail', () => {
  it('lists shown papers with categories, access and the caller’s taken papers', async () => {
    const { ctx, bank, me } = await examSetup();
    const anon = await ok(ctx, 'GET', `${P}/v1/papers`);
    expectShape(anon, LIST_REPLY);
    const page = anon.data as { data: Obj[]; total: number };
    expect(page.total).toBe(3);
    expectShapes(page.data, PAPER_ITEM);
    const byId = new Map(page.data.map((p) => [p.id, p]));
    expect(byId.get(bank.objective)).toMatchObject({
      questions_count: 5,
      cur_user_can_join: true,
      expired_minutes: 30,
    });
    expect(byId.get(bank.paid)).toMatchObject({ charge: 20, cur_user_can_join: false });
    expect(anon.categories).toEqual([{ id: bank.cats.paperCat, name: '期末考试' }]);
    expect(anon.category_children).toEqual({
      [bank.cats.paperCat]: [{ id: bank.cats.paperChild, name: '数学卷' }],
    });
    expect(anon.user_papers).toEqual([]);

    const child = await ok(
      ctx,
      'GET',
      `${P}/v1/papers?cid1=${bank.cats.paperCat}&cid2=${bank.cats.paperChild}`,
    );
    expect((child.data as { total: number }).total).toBe(2);

    await ok(ctx, 'GET', `${P}/v1/paper/${bank.objective}/join`, me.token);
    const mine = await ok(ctx, 'GET', `${P}/v1/papers`, me.token);
    expect(mine.user_papers).toEqual({ [bank.objective]: true });
  });

  it('VIP and bought papers open; detail counts questions but shows no text before starting', async () => {
    const { ctx, bank, me } = await examSetup();
    const detail = await ok(ctx, 'GET', `${P}/v1/paper/${bank.paid}`, me.token);
    expectShape(detail, PAPER_DETAIL);
    expect(detail.can_join).toBe(false);
    expect(await fail(ctx, 'GET', `${P}/v1/paper/${bank.paid}/join`, me.token)).toBe('无权限参与');

    const future = new Date(ctx.clock.now().getTime() + 86_400_000)
      .toISOString()
      .slice(0, 19)
      .replace('T', ' ');
    await ctx.db
      .updateTable('users')
      .set({ role_id: 1, role_expired_at: future })
      .where('id', '=', me.id)
      .execute();
    expect((await ok(ctx, 'GET', `${P}/v1/paper/${bank.paid}`, me.token)).can_join).toBe(true);

    const buyer = await ctx.member();
    await ctx.db
      .insertInto('exam_user_goods')
      .values({
        user_id: buyer.id,
        kind: 'paper',
        goods_id: bank.paid,
        charge: 20,
        created_at: '2026-11-21 08:00:00',
      })
      .execute();
    expect((await ok(ctx, 'GET', `${P}/v1/paper/${bank.paid}`, buyer.token)).can_join).toBe(true);

    const obj = await ok(ctx, 'GET', `${P}/v1/paper/${bank.objective}`, me.token);
    expectShape(obj.paper, PAPER_DETAIL_PAPER);
    expect(obj.paper).toMatchObject({ score: 18, pass_score: 10, try_times: 2, expired_minutes: 30 });
    const grouped = obj.questions as Record<string, Obj[]>;
    expect(Object.values(grouped).flat()).toHaveLength(5);
    for (const list of Object.values(grouped)) expectShapes(list, QUESTION);
    expect(JSON.stringify(grouped)).not.toContain('x^2');
    expect(obj).toMatchObject({ user_papers: [], join_count: 0, required_courses: [] });
  });

  it('asks for a login', async () => {
    const { ctx, bank } = await examSetup();
    for (const path of [
      `${P}/v1/paper/${bank.objective}`,
      `${P}/v1/paper/${bank.objective}/join`,
      `${P}/v2/member/joinPapers`,
    ])
      expect((await ctx.call('GET', path)).json.code).toBe(401);
  });
});

describe('taking a paper', () => {
  it('saves answers per question, withholds answers while running, grades every type at hand-in', async () => {
    const { ctx, bank, me } = await examSetup();
    const { record_id } = (await ok(ctx, 'GET', `${P}/v1/paper/${bank.objective}/join`, me.token)) as {
      record_id: number;
    };
    expectShape({ record_id }, JOIN);
    // A second start while it runs answers the same attempt.
    expect(await ok(ctx, 'GET', `${P}/v1/paper/${bank.objective}/join`, me.token)).toEqual({ record_id });

    const url = `${P}/v1/paper/${bank.objective}/join/${record_id}`;
    const running = await ok(ctx, 'GET', url, me.token);
    expectShape(running, PAPER_ATTEMPT);
    expectShape(running.user_paper, USER_PAPER);
    expect(running.user_paper).toMatchObject({
      id: record_id,
      status: 1,
      score: 0,
      // The site's wall time (Asia/Shanghai): 08:30 UTC.
      ended_at: '2026-11-21 16:30:00',
      remaining_seconds: 1800,
    });
    const qs = running.questions as unknown as Obj[];
    expectShapes(qs, ATTEMPT_QUESTION);
    for (const item of qs) expectShape(item.question, QUESTION);
    const text = JSON.stringify(qs);
    expect(text).not.toContain('option1,option3');
    expect(text).not.toContain('解析');
    const blanksQ = qs.find((x) => x.question_id === bank.q.blanks)?.question as Obj;
    expect(blanksQ).toMatchObject({
      answer: '',
      input_length: 2,
      answer_transform: [
        { a: '', s: 2 },
        { a: '', s: 3 },
      ],
    });
    expect((qs[0]?.question as unknown as Obj).content_transform).toEqual({
      text: '求 $x^2=4$ 的正根',
      images: ['/media/q.png'],
      iframes: [],
    });

    // Issue 28: an unanswered composite question's entries are objects, as a MeEdu server sends them (the official
    // clients read `.answer` of each), never null.
    const unansweredSubs = qs.find((x) => x.question_id === bank.q.composite)?.answer_contents_rows as Obj[];
    expect(unansweredSubs.length).toBe(2);
    for (const s of unansweredSubs) {
      expectShape(s, SUB_ANSWER);
      expect(s).toMatchObject({ answer: '', answer_contents_row: [], thumbs: '[]', score: 0, is_correct: 3 });
    }

    const save = (question_id: number | string, answer: unknown) =>
      ok(ctx, 'POST', `${P}/v1/paper/${bank.objective}/submit/single`, me.token, {
        pid: record_id,
        question_id,
        answer,
      });
    await save(bank.q.single, 'option1');
    await save(bank.q.single, 'option2'); // saving again replaces
    await save(bank.q.multi, 'option3,option1');
    await save(bank.q.blanks, ['3', 'y']);
    await save(bank.q.judge, 0);
    await save(`${bank.q.composite}-cap-0`, 'option1');
    await save(`${bank.q.composite}-cap-1`, ['print']);
    expect(
      await fail(ctx, 'POST', `${P}/v1/paper/${bank.objective}/submit/single`, me.token, {
        pid: record_id,
        question_id: bank.q.single,
        answer: 'option9',
      }),
    ).toBe('答案格式错误');
    expect(
      await fail(ctx, 'POST', `${P}/v1/paper/${bank.objective}/submit/single`, me.token, {
        pid: record_id,
        question_id: bank.q.qa,
        answer: 'x',
      }),
    ).toBe('试题不存在');

    const reloaded = (await ok(ctx, 'GET', url, me.token)).questions as Obj[];
    const row = (id: number) => reloaded.find((x) => x.question_id === id) as Obj;
    expect(row(bank.q.single)).toMatchObject({ answer_content: 'option2', score: 0, is_correct: 3 });
    expect(row(bank.q.multi)).toMatchObject({
      answer_content: 'option1,option3',
      answer_contents_rows: ['option1', 'option3'],
    });
    expect(row(bank.q.blanks)).toMatchObject({ answer_contents_rows: ['3', 'y'] });
    expect(row(bank.q.judge)).toMatchObject({ answer_content: '0', answer_contents_rows: 0 });
    const subs = row(bank.q.composite).answer_contents_rows as Obj[];
    for (const s of subs) expectShape(s, SUB_ANSWER);
    expect(subs[0]).toMatchObject({ answer: 'option1' });
    expect(subs[1]).toMatchObject({ answer_contents_rows: ['print'] });

    const done = await ok(ctx, 'POST', `${P}/v1/paper/${bank.objective}/submit/all`, me.token, {
      pid: record_id,
    });
    expectShape(done, HAND_IN);
    // single 2 + multi 4 + blanks 2 of 5 + judge 0 of 2 + composite 5 = 13
    expect(done).toEqual({ status: 2, total_score: 13 });
    expect(
      await ok(ctx, 'POST', `${P}/v1/paper/${bank.objective}/submit/all`, me.token, { pid: record_id }),
    ).toEqual(done);

    const review = await ok(ctx, 'GET', url, me.token);
    expect(review.user_paper).toMatchObject({ status: 2, score: 13, remaining_seconds: 0 });
    const graded = review.questions as Obj[];
    const g = (id: number) => graded.find((x) => x.question_id === id) as Obj;
    expect(g(bank.q.single)).toMatchObject({ score: 2, is_correct: 1 });
    expect(g(bank.q.multi)).toMatchObject({ score: 4, is_correct: 1 });
    expect(g(bank.q.blanks)).toMatchObject({ score: 2, is_correct: 2 });
    expect(g(bank.q.judge)).toMatchObject({ score: 0, is_correct: 0 });
    expect(g(bank.q.composite)).toMatchObject({ score: 5, is_correct: 1 });
    expect((g(bank.q.composite).answer_contents_rows as Obj[])[0]).toMatchObject({ score: 3, is_correct: 1 });
    expect(g(bank.q.multi).question).toMatchObject({ answer: 'option1,option3', remark: '<p>解析</p>' });
    expect((g(bank.q.blanks).question as Obj).answer_transform).toEqual([
      { a: '3', s: 2 },
      { a: 'x', s: 3 },
    ]);

    expect(
      await fail(ctx, 'POST', `${P}/v1/paper/${bank.objective}/submit/single`, me.token, {
        pid: record_id,
        question_id: bank.q.single,
        answer: 'option1',
      }),
    ).toBe('考试已交卷，不能再作答');

    // Wrong answers went to the wrong book; the detail lists the attempt.
    const wrong = await ok(ctx, 'GET', `${P}/v2/wrongbook/questions`, me.token);
    expect((wrong.questions_ids as number[]).sort()).toEqual([bank.q.blanks, bank.q.judge].sort());
    const detail = await ok(ctx, 'GET', `${P}/v1/paper/${bank.objective}`, me.token);
    expect(detail).toMatchObject({ user_papers: [{ id: record_id, status: 2, score: 13 }], join_count: 1 });
  });

  it('refuses an answer after the time limit and closes the attempt at the limit without a hand-in', async () => {
    const { ctx, bank, me } = await examSetup();
    const { record_id } = (await ok(ctx, 'GET', `${P}/v1/paper/${bank.objective}/join`, me.token)) as {
      record_id: number;
    };
    const save = { pid: record_id, question_id: bank.q.single, answer: 'option2' };
    await ok(ctx, 'POST', `${P}/v1/paper/${bank.objective}/submit/single`, me.token, save);
    ctx.clock.advance(30 * 60_000 + 3_000); // within the grace for the last save in flight
    await ok(ctx, 'POST', `${P}/v1/paper/${bank.objective}/submit/single`, me.token, {
      ...save,
      question_id: bank.q.judge,
      answer: 1,
    });
    ctx.clock.advance(10_000);
    expect(
      await fail(ctx, 'POST', `${P}/v1/paper/${bank.objective}/submit/single`, me.token, {
        ...save,
        answer: 'option1',
      }),
    ).toBe('考试时间已结束，答案未保存');
    const after = await ok(ctx, 'GET', `${P}/v1/paper/${bank.objective}/join/${record_id}`, me.token);
    expect(after.user_paper).toMatchObject({ status: 2, score: 4 });
    expect(
      await ok(ctx, 'POST', `${P}/v1/paper/${bank.objective}/submit/all`, me.token, { pid: record_id }),
    ).toEqual({
      status: 2,
      total_score: 4,
    });
  });

  it('the maintenance pass closes expired attempts nobody reads', async () => {
    const { ctx, bank, me } = await examSetup();
    const { closeExpiredAttempts } = await import('../../src/modules/exam/service.ts');
    await ok(ctx, 'GET', `${P}/v1/paper/${bank.objective}/join`, me.token);
    ctx.clock.advance(31 * 60_000);
    expect(await closeExpiredAttempts(ctx.db, '2026-11-21 08:31:00')).toBe(1);
    const rows = await ctx.db.selectFrom('exam_attempts').select('status').execute();
    expect(rows).toEqual([{ status: 2 }]);
  });

  it('holds the attempt limit under concurrent starts', async () => {
    const { ctx, bank, me } = await examSetup();
    const start = () => ctx.call('GET', `${P}/v1/paper/${bank.objective}/join`, { token: me.token });
    const handIn = (pid: number) =>
      ok(ctx, 'POST', `${P}/v1/paper/${bank.objective}/submit/all`, me.token, { pid });
    for (let round = 0; round < 2; round++) {
      const replies = await Promise.all(Array.from({ length: 6 }, start));
      const ids = new Set(replies.map((r) => (r.json.data as { record_id: number }).record_id));
      expect(replies.every((r) => r.json.code === 0)).toBe(true);
      expect(ids.size).toBe(1);
      await handIn([...ids][0] as number);
    }
    const third = await Promise.all(Array.from({ length: 4 }, start));
    expect(third.map((r) => r.json.message)).toEqual(Array(4).fill('考试次数已用完'));
    const count = await ctx.db
      .selectFrom('exam_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
    expect((await ok(ctx, 'GET', `${P}/v1/paper/${bank.objective}`, me.token)).join_count).toBe(2);
  });

  it('another member’s attempts are invisible and untouchable', async () => {
    const { ctx, bank, me } = await examSetup();
    const other = await ctx.member();
    const { record_id } = (await ok(ctx, 'GET', `${P}/v1/paper/${bank.objective}/join`, me.token)) as {
      record_id: number;
    };
    expect(await fail(ctx, 'GET', `${P}/v1/paper/${bank.objective}/join/${record_id}`, other.token)).toBe(
      '记录不存在',
    );
    expect(await fail(ctx, 'GET', `${P}/v1/paper/${bank.subjective}/join/${record_id}`, me.token)).toBe(
      '记录不存在',
    );
    expect(
      await fail(ctx, 'POST', `${P}/v1/paper/${bank.objective}/submit/single`, other.token, {
        pid: record_id,
        question_id: bank.q.single,
        answer: 'option1',
      }),
    ).toBe('记录不存在');
    expect(
      await fail(ctx, 'POST', `${P}/v1/paper/${bank.objective}/submit/all`, other.token, { pid: record_id }),
    ).toBe('记录不存在');
    expect(await fail(ctx, 'GET', `${P}/v1/mock_paper/record/${record_id}`, me.token)).toBe('记录不存在');
    expect((await ok(ctx, 'GET', `${P}/v1/paper/${bank.objective}`, other.token)).user_papers).toEqual([]);
    expect(await ok(ctx, 'GET', `${P}/v2/member/joinPapers`, other.token)).toEqual({ data: [], total: 0 });
  });
});

describe('subjective papers and the teacher’s marks', () => {
  it('waits for marks (status 3), then the demo grading page grades it', async () => {
    const { ctx, bank, me } = await examSetup();
    const { record_id } = (await ok(ctx, 'GET', `${P}/v1/paper/${bank.subjective}/join`, me.token)) as {
      record_id: number;
    };
    const save = (question_id: number | string, answer: unknown, images?: string[]) =>
      ok(ctx, 'POST', `${P}/v1/paper/${bank.subjective}/submit/single`, me.token, {
        pid: record_id,
        question_id,
        answer,
        images,
      });
    await save(bank.q.single, 'option2');
    await save(bank.q.qa, '由面积法可证', ['/uploads/images/proof.png']);
    await save(`${bank.q.compositeQa}-cap-0`, 0);
    await save(`${bank.q.compositeQa}-cap-1`, '我认为……');
    const qa = (
      (await ok(ctx, 'GET', `${P}/v1/paper/${bank.subjective}/join/${record_id}`, me.token))
        .questions as Obj[]
    ).find((x) => x.question_id === bank.q.qa);
    expect(qa).toMatchObject({ answer_content: '由面积法可证', thumbs_rows: ['/uploads/images/proof.png'] });

    expect(
      await ok(ctx, 'POST', `${P}/v1/paper/${bank.subjective}/submit/all`, me.token, { pid: record_id }),
    ).toEqual({
      status: 3,
      total_score: 0,
    });
    const waiting = await ok(ctx, 'GET', `${P}/v1/paper/${bank.subjective}/join/${record_id}`, me.token);
    expect(waiting.user_paper).toMatchObject({ status: 3, score: 0 });
    expect(JSON.stringify(waiting.questions)).not.toContain('解析');

    const page = await ctx.app.request('/__dev/paper/grade');
    const html = await page.text();
    expect(html).toContain('期末综合主观卷');
    expect(html).toContain('由面积法可证');
    expect(html).toContain(`name="s:${bank.q.compositeQa}-cap-1"`);

    const grade = (scores: Record<string, number>) =>
      ctx.call('POST', `/__dev/paper/grade/${record_id}`, { body: { scores } });
    expect((await grade({ [bank.q.qa]: 8 })).json).toMatchObject({
      code: 1,
      message: `请为第${bank.q.compositeQa}-cap-1题打分`,
    });
    expect((await grade({ [bank.q.qa]: 11, [`${bank.q.compositeQa}-cap-1`]: 1 })).json.message).toBe(
      `第${bank.q.qa}题的分数应在0到10分之间`,
    );
    expect((await grade({ [bank.q.qa]: 8, [`${bank.q.compositeQa}-cap-1`]: 6 })).json).toEqual({
      code: 0,
      message: '',
      data: [],
    });
    expect((await grade({ [bank.q.qa]: 8 })).json.message).toBe('该答卷不在待阅卷状态');

    const graded = await ok(ctx, 'GET', `${P}/v1/paper/${bank.subjective}/join/${record_id}`, me.token);
    // single 2 + Q&A 8 + composite judge 2 + composite Q&A 6
    expect(graded.user_paper).toMatchObject({ status: 2, score: 18 });
    const rows = graded.questions as Obj[];
    expect(rows.find((x) => x.question_id === bank.q.qa)).toMatchObject({ score: 8, is_correct: 2 });
    expect(rows.find((x) => x.question_id === bank.q.compositeQa)).toMatchObject({ score: 8, is_correct: 1 });
    const mine = await ok(ctx, 'GET', `${P}/v2/member/joinPapers`, me.token);
    expect(mine).toEqual({
      data: [{ paper_id: bank.subjective, max_score: 18, paper: { title: '期末综合主观卷', score: 20 } }],
      total: 1,
    });
  });

  it('the grading page is not there outside demo mode', async () => {
    const ctx = await createTestContext({ demo: false });
    expect((await ctx.app.request('/__dev/paper/grade')).status).toBe(404);
    expect((await ctx.call('POST', '/__dev/paper/grade/1', { body: { scores: {} } })).status).toBe(404);
  });
});

describe('Q&A answer images', () => {
  it('are kept by the upload sweep while an exam answer names them', async () => {
    const { ctx, bank, me } = await examSetup();
    const { deleteUnreferencedUploads } = await import('../../src/modules/upload/repository.ts');
    const old = '2026-11-01 00:00:00';
    for (const path of ['/uploads/images/kept.png', '/uploads/images/stray.png'])
      await ctx.db
        .insertInto('uploads')
        .values({ user_id: me.id, kind: 'image', path, size: 10, created_at: old })
        .execute();
    const { record_id } = (await ok(ctx, 'GET', `${P}/v1/paper/${bank.subjective}/join`, me.token)) as {
      record_id: number;
    };
    await ok(ctx, 'POST', `${P}/v1/paper/${bank.subjective}/submit/single`, me.token, {
      pid: record_id,
      question_id: bank.q.qa,
      answer: '见图',
      images: ['http://localhost:8080/uploads/images/kept.png'],
    });
    expect(await deleteUnreferencedUploads(ctx.db, '2026-11-20 00:00:00', 500)).toEqual([
      '/uploads/images/stray.png',
    ]);
  });
});

describe('concurrent saves', () => {
  it('keeps every composite part saved at once, and a form-marked attempt is graded', async () => {
    const { ctx, bank, me } = await examSetup();
    const { record_id } = (await ok(ctx, 'GET', `${P}/v1/paper/${bank.subjective}/join`, me.token)) as {
      record_id: number;
    };
    const save = (question_id: string, answer: unknown) =>
      ctx.call('POST', `${P}/v1/paper/${bank.subjective}/submit/single`, {
        token: me.token,
        body: { pid: record_id, question_id, answer },
      });
    const replies = await Promise.all([
      save(`${bank.q.compositeQa}-cap-0`, 0),
      save(`${bank.q.compositeQa}-cap-1`, '观点'),
    ]);
    expect(replies.map((r) => r.json.code)).toEqual([0, 0]);
    const attempt = await ok(ctx, 'GET', `${P}/v1/paper/${bank.subjective}/join/${record_id}`, me.token);
    const row = (attempt.questions as Obj[]).find((x) => x.question_id === bank.q.compositeQa);
    expect(row?.answer_contents_rows).toMatchObject([{ answer_contents_rows: 0 }, { answer: '观点' }]);

    await ok(ctx, 'POST', `${P}/v1/paper/${bank.subjective}/submit/all`, me.token, { pid: record_id });
    const form = new FormData();
    form.set(`s:${bank.q.compositeQa}-cap-1`, '3');
    const res = await ctx.app.request(`/__dev/paper/grade/${record_id}`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('评分已保存');
    const graded = await ok(ctx, 'GET', `${P}/v1/paper/${bank.subjective}/join/${record_id}`, me.token);
    expect(graded.user_paper).toMatchObject({ status: 2, score: 5 });
  });
});
