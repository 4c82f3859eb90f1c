import { describe, expect, it } from 'vitest';
import { expectShape, expectShapes } from '../support/contract-shape.ts';
import { P, examSetup, fail, ok } from './fixtures.ts';
import {
  ATTEMPT_QUESTION,
  BOOK_IDS,
  BOOK_STATS,
  COLLECTION_STATUS,
  LIST_REPLY,
  MEMBER_MOCK_ROW,
  MEMBER_PAPERS,
  MEMBER_PRACTICES,
  MEMBER_PRACTICE_ROW,
  MOCK_ATTEMPT,
  MOCK_DETAIL,
  MOCK_DRAW,
  MOCK_HAND_IN,
  MOCK_RECORD,
  PAPER_ITEM,
  PRACTICE_CHAPTER,
  PRACTICE_DAY,
  PRACTICE_DETAIL,
  PRACTICE_ITEM,
  QUESTION,
  QUESTION_REPLY,
  STATS,
} from './shapes.ts';

type Obj = Record<string, unknown>;

describe('landing counters', () => {
  it('counts the catalogue for everyone and the books for members', async () => {
    const { ctx, me, bank } = await examSetup();
    const anon = await ok(ctx, 'GET', `${P}/v2/stats/index`);
    expectShape(anon, STATS);
    expect(anon).toEqual({
      papers_count: 3,
      mock_papers_count: 1,
      practices_count: 2,
      practice_chapters_count: 3,
      wrong_book_count: 0,
      collection_count: 0,
    });
    await ok(
      ctx,
      'POST',
      `${P}/v1/practice/${bank.practice}/join/question/${bank.q.single}/answer`,
      me.token,
      {
        answer: 'option1',
      },
    );
    await ok(ctx, 'POST', `${P}/v1/collection/action`, me.token, { question_id: bank.q.multi });
    expect(await ok(ctx, 'GET', `${P}/v2/stats/index`, me.token)).toMatchObject({
      wrong_book_count: 1,
      collection_count: 1,
    });
  });
});

describe('mock papers', () => {
  it('draws a random set per attempt by the rule, always grades it, unlimited attempts', async () => {
    const { ctx, bank, me } = await examSetup();
    const list = await ok(ctx, 'GET', `${P}/v1/mock_papers`, me.token);
    expectShape(list, LIST_REPLY);
    expectShapes((list.data as { data: unknown[] }).data, PAPER_ITEM);
    expect((list.data as { data: Obj[] }).data[0]).toMatchObject({ id: bank.mock, questions_count: 4 });

    const detail = await ok(ctx, 'GET', `${P}/v1/mock_paper/${bank.mock}`, me.token);
    expectShape(detail, MOCK_DETAIL);
    expect(detail).toMatchObject({ can: true, join_count: 0, user_papers: [] });
    expect(JSON.parse((detail.paper as { rule: string }).rule)).toMatchObject({
      num: { choice: 1, select: 1, judge: 1, input: 1 },
    });

    const draw = await ok(ctx, 'POST', `${P}/v1/mock_paper/${bank.mock}`, me.token, {});
    expectShape(draw, MOCK_DRAW);
    const recordId = draw.recordId as number;
    expect(await ok(ctx, 'POST', `${P}/v1/mock_paper/${bank.mock}`, me.token, {})).toEqual({ recordId });

    const record = await ok(ctx, 'GET', `${P}/v1/mock_paper/record/${recordId}`, me.token);
    expectShape(record, MOCK_ATTEMPT);
    expectShape(record.record, MOCK_RECORD);
    expect(record.record).toMatchObject({
      status: 0,
      get_score: 0,
      total_score: 13,
      remaining_seconds: 1200,
    });
    const qs = record.questions as unknown as Obj[];
    expectShapes(qs, ATTEMPT_QUESTION);
    expect(qs.map((q) => (q.question as Obj).type)).toEqual([1, 2, 3, 5]);
    expect(JSON.stringify(qs)).not.toContain('option1,option3');

    const save = (question_id: number, answer: unknown) =>
      ok(ctx, 'POST', `${P}/v1/mock_paper/record/${recordId}/submit/single`, me.token, {
        pid: recordId,
        question_id,
        answer,
      });
    await save(bank.q.single, 'option2');
    await save(bank.q.multi, 'option1,option3');
    await save(bank.q.judge, 1);
    const done = await ok(ctx, 'POST', `${P}/v1/mock_paper/record/${recordId}/submit`, me.token, {
      pid: recordId,
    });
    expectShape(done, MOCK_HAND_IN);
    expect(done).toEqual({ status: 1, total_score: 8 });
    const review = await ok(ctx, 'GET', `${P}/v1/mock_paper/record/${recordId}`, me.token);
    expect(review.record).toMatchObject({ status: 1, get_score: 8 });

    const again = await ok(ctx, 'POST', `${P}/v1/mock_paper/${bank.mock}`, me.token, {});
    expect(again.recordId).not.toBe(recordId);
    const after = await ok(ctx, 'GET', `${P}/v1/mock_paper/${bank.mock}`, me.token);
    expect(after).toMatchObject({
      join_count: 2,
      user_papers: [
        { id: again.recordId, status: 0, get_score: 0 },
        { id: recordId, status: 1, get_score: 8 },
      ],
    });

    const mine = await ok(ctx, 'GET', `${P}/v2/member/joinMockPapers`, me.token);
    expectShape(mine, MEMBER_PAPERS);
    expectShapes(mine.data, MEMBER_MOCK_ROW);
    expect(mine).toEqual({
      data: [{ paper_id: bank.mock, max_score: 8, paper: { title: '随机模拟考', question_count: 4 } }],
      total: 1,
    });

    const other = await ctx.member();
    expect(await fail(ctx, 'GET', `${P}/v1/mock_paper/record/${recordId}`, other.token)).toBe('记录不存在');
    expect(
      await fail(ctx, 'POST', `${P}/v1/mock_paper/record/${recordId}/submit`, other.token, { pid: recordId }),
    ).toBe('记录不存在');
  });

  it('refuses answers after its time and grades it at the limit', async () => {
    const { ctx, bank, me } = await examSetup();
    const { recordId } = (await ok(ctx, 'POST', `${P}/v1/mock_paper/${bank.mock}`, me.token, {})) as {
      recordId: number;
    };
    await ok(ctx, 'POST', `${P}/v1/mock_paper/record/${recordId}/submit/single`, me.token, {
      pid: recordId,
      question_id: bank.q.judge,
      answer: 1,
    });
    ctx.clock.advance(21 * 60_000);
    expect(
      await fail(ctx, 'POST', `${P}/v1/mock_paper/record/${recordId}/submit/single`, me.token, {
        pid: recordId,
        question_id: bank.q.single,
        answer: 'option2',
      }),
    ).toBe('考试时间已结束，答案未保存');
    expect((await ok(ctx, 'GET', `${P}/v1/mock_paper/record/${recordId}`, me.token)).record).toMatchObject({
      status: 1,
      get_score: 2,
    });
  });
});

describe('practice', () => {
  it('lists, details, drills chapters and the day’s questions, and counts what was practised', async () => {
    const { ctx, bank, me } = await examSetup();
    const list = await ok(ctx, 'GET', `${P}/v1/practices`, me.token);
    expectShape(list, LIST_REPLY);
    const items = (list.data as { data: Obj[] }).data;
    expectShapes(items, PRACTICE_ITEM);
    expect(items.find((p) => p.id === bank.practice)).toMatchObject({
      question_count: 6,
      user_count: 0,
      cur_user_can_join: true,
    });
    expect(items.find((p) => p.id === bank.paidPractice)).toMatchObject({
      cur_user_can_join: false,
      charge: 9,
    });

    const detail = await ok(ctx, 'GET', `${P}/v1/practice/${bank.practice}`, me.token);
    expectShape(detail, PRACTICE_DETAIL);
    expect(detail).toMatchObject({
      practice: { id: bank.practice, name: '代数章节练习', question_count: 6 },
      chapters: [
        { id: bank.ch1, name: '第一章 方程', question_count: 3 },
        { id: bank.ch2, name: '第二章 综合', question_count: 3 },
      ],
      can: true,
      practice_user_record: null,
      user_chapter_records: [],
    });

    const chapter = await ok(ctx, 'GET', `${P}/v1/practice/${bank.practice}/join/${bank.ch1}`, me.token);
    expectShape(chapter, PRACTICE_CHAPTER);
    expect(chapter.qid_arr).toEqual([bank.q.single, bank.q.multi, bank.q.blanks]);
    expectShape(chapter.first_question, QUESTION);
    // Drills carry the solution with the question (contract §11.5).
    expect(chapter.first_question).toMatchObject({
      id: bank.q.single,
      answer: 'option2',
      remark: '<p>解析</p>',
    });

    const one = await ok(
      ctx,
      'GET',
      `${P}/v1/practice/${bank.practice}/join/question/${bank.q.blanks}`,
      me.token,
    );
    expectShape(one, QUESTION_REPLY);
    expect(one.question).toMatchObject({
      answer_transform: [
        { a: '3', s: 2 },
        { a: 'x', s: 3 },
      ],
    });
    expect(
      await fail(
        ctx,
        'GET',
        `${P}/v1/practice/${bank.practice}/join/question/${bank.q.compositeQa}`,
        me.token,
      ),
    ).toBe('试题不存在');

    const answer = (qid: number, value: unknown) =>
      ok(ctx, 'POST', `${P}/v1/practice/${bank.practice}/join/question/${qid}/answer`, me.token, {
        answer: value,
      });
    await answer(bank.q.single, 'option2');
    await answer(bank.q.multi, 'option1');
    await answer(bank.q.blanks, []);
    await answer(bank.q.composite, ['option2', ['print']]);
    await answer(bank.q.single, 'option2');

    const after = await ok(ctx, 'GET', `${P}/v1/practice/${bank.practice}`, me.token);
    expect(after).toMatchObject({
      practice_user_record: { submit_count: 4 },
      user_chapter_records: { [bank.ch1]: { submit_count: 3 }, [bank.ch2]: { submit_count: 1 } },
    });
    const again = await ok(ctx, 'GET', `${P}/v1/practice/${bank.practice}/join/${bank.ch1}`, me.token);
    expect((again.has_practice_question_ids as number[]).sort()).toEqual(
      [bank.q.single, bank.q.multi, bank.q.blanks].sort(),
    );
    const wrong = await ok(ctx, 'GET', `${P}/v2/wrongbook/questions`, me.token);
    expect((wrong.questions_ids as number[]).sort()).toEqual([bank.q.multi, bank.q.composite].sort());

    const dayReply = await ok(ctx, 'GET', `${P}/v1/practice/${bank.practice}/day`, me.token);
    expectShape(dayReply, PRACTICE_DAY);
    expect([...(dayReply.qid_arr as number[])].sort()).toEqual(
      [bank.q.single, bank.q.multi, bank.q.blanks, bank.q.judge, bank.q.composite, bank.q.qa].sort(),
    );
    expect(await ok(ctx, 'GET', `${P}/v1/practice/${bank.practice}/day`, me.token)).toEqual(dayReply);

    const mine = await ok(ctx, 'GET', `${P}/v2/member/joinPractices`, me.token);
    expectShape(mine, MEMBER_PRACTICES);
    expectShapes(mine.data, MEMBER_PRACTICE_ROW);
    expect(mine.data).toEqual([
      { pid: bank.practice, submit_count: 4, practice_question_count: 6, practice: { name: '代数章节练习' } },
    ]);
    const listed = await ok(ctx, 'GET', `${P}/v1/practices`, me.token);
    expect(listed.user_papers).toEqual({ [bank.practice]: true });
  });

  it('paid practice needs a purchase; bad answers are refused', async () => {
    const { ctx, bank, me } = await examSetup();
    expect((await ok(ctx, 'GET', `${P}/v1/practice/${bank.paidPractice}`, me.token)).can).toBe(false);
    for (const path of [
      `${P}/v1/practice/${bank.paidPractice}/day`,
      `${P}/v1/practice/${bank.paidPractice}/join/${bank.ch1}`,
      `${P}/v1/practice/${bank.paidPractice}/join/question/${bank.q.single}`,
    ])
      expect(await fail(ctx, 'GET', path, me.token)).toBe('无权限参与');
    expect(
      await fail(
        ctx,
        'POST',
        `${P}/v1/practice/${bank.practice}/join/question/${bank.q.judge}/answer`,
        me.token,
        {
          answer: 'yes',
        },
      ),
    ).toBe('答案格式错误');
  });
});

describe('wrong book and collection', () => {
  it('counts by type and category, serves its questions, re-answers and removes', async () => {
    const { ctx, bank, me } = await examSetup();
    const drill = (qid: number, answer: unknown) =>
      ok(ctx, 'POST', `${P}/v1/practice/${bank.practice}/join/question/${qid}/answer`, me.token, { answer });
    await drill(bank.q.single, 'option1');
    await drill(bank.q.multi, 'option2');
    await drill(bank.q.judge, 0);

    const stats = await ok(ctx, 'GET', `${P}/v1/wrongbook`, me.token);
    expectShape(stats, BOOK_STATS);
    expect(stats.types_count).toEqual({ '1': 1, '2': 1, '3': 0, '4': 0, '5': 1, '6': 0 });
    expect(stats.categories).toEqual([
      { id: bank.cats.math, name: '数学', children: [{ id: bank.cats.algebra, name: '代数' }] },
      { id: bank.cats.other, name: '语文', children: [] },
    ]);
    expect(stats.categories_count).toEqual({
      [bank.cats.math]: 3,
      [bank.cats.algebra]: 2,
      [bank.cats.other]: 0,
    });
    const typed = await ok(ctx, 'GET', `${P}/v1/wrongbook?question_type=1`, me.token);
    expect(typed.categories_count).toEqual({
      [bank.cats.math]: 1,
      [bank.cats.algebra]: 1,
      [bank.cats.other]: 0,
    });

    const ids = await ok(
      ctx,
      'GET',
      `${P}/v2/wrongbook/questions?type=0&cid1=${bank.cats.math}&cid2=${bank.cats.algebra}`,
      me.token,
    );
    expectShape(ids, BOOK_IDS);
    expect((ids.questions_ids as number[]).sort()).toEqual([bank.q.single, bank.q.judge].sort());
    expectShape(ids.first_question, QUESTION);
    const onlyMulti = await ok(ctx, 'GET', `${P}/v2/wrongbook/questions?type=2`, me.token);
    expect(onlyMulti.questions_ids).toEqual([bank.q.multi]);

    const one = await ok(ctx, 'GET', `${P}/v2/question/${bank.q.judge}?from=wrongbook`, me.token);
    expectShape(one, QUESTION_REPLY);
    expect(one.question).toMatchObject({ id: bank.q.judge, answer: 1 });
    expect(await fail(ctx, 'GET', `${P}/v2/question/${bank.q.qa}?from=wrongbook`, me.token)).toBe(
      '试题不存在',
    );
    await ok(ctx, 'POST', `${P}/v2/question/${bank.q.judge}/answer`, me.token, {
      answer: 1,
      from: 'wrongbook',
    });

    await ok(ctx, 'DELETE', `${P}/v1/wrongbook/${bank.q.judge}`, me.token);
    const left = await ok(ctx, 'GET', `${P}/v2/wrongbook/questions`, me.token);
    expect((left.questions_ids as number[]).sort()).toEqual([bank.q.single, bank.q.multi].sort());
    expect(await fail(ctx, 'GET', `${P}/v2/question/${bank.q.judge}?from=wrongbook`, me.token)).toBe(
      '试题不存在',
    );

    // Another member's book is their own.
    const other = await ctx.member();
    expect((await ok(ctx, 'GET', `${P}/v2/wrongbook/questions`, other.token)).questions_ids).toEqual([]);
    expect(await fail(ctx, 'GET', `${P}/v2/question/${bank.q.single}?from=wrongbook`, other.token)).toBe(
      '试题不存在',
    );
  });

  it('collects what the member may see solved, never a question of a running exam', async () => {
    const { ctx, bank, me } = await examSetup();
    const { record_id } = (await ok(ctx, 'GET', `${P}/v1/paper/${bank.subjective}/join`, me.token)) as {
      record_id: number;
    };
    expect(
      await fail(ctx, 'POST', `${P}/v1/collection/action`, me.token, { question_id: bank.q.compositeQa }),
    ).toBe('考试结束后才能收藏该试题');
    expect(await fail(ctx, 'GET', `${P}/v2/question/${bank.q.compositeQa}?from=collection`, me.token)).toBe(
      '试题不存在',
    );
    await ok(ctx, 'POST', `${P}/v1/paper/${bank.subjective}/submit/single`, me.token, {
      pid: record_id,
      question_id: bank.q.qa,
      answer: '证明',
    });
    await ok(ctx, 'POST', `${P}/v1/paper/${bank.subjective}/submit/all`, me.token, { pid: record_id });
    // Handed in but waiting for marks: still no solutions.
    expect(
      await fail(ctx, 'POST', `${P}/v1/collection/action`, me.token, { question_id: bank.q.compositeQa }),
    ).toBe('考试结束后才能收藏该试题');

    await ok(ctx, 'POST', `${P}/v1/collection/action`, me.token, { question_id: bank.q.single });
    await ok(ctx, 'POST', `${P}/v1/collection/action`, me.token, { question_id: bank.q.composite });
    const status = await ok(ctx, 'POST', `${P}/v1/collection/status`, me.token, {
      question_id: bank.q.single,
    });
    expectShape(status, COLLECTION_STATUS);
    expect(status).toEqual({ status: 1 });
    expect(
      await ok(ctx, 'POST', `${P}/v1/collection/status/multi`, me.token, {
        question_ids: [bank.q.single, bank.q.multi, bank.q.composite],
      }),
    ).toEqual({ [bank.q.single]: 1, [bank.q.multi]: 0, [bank.q.composite]: 1 });

    const stats = await ok(ctx, 'GET', `${P}/v1/collection/stats`, me.token);
    expectShape(stats, BOOK_STATS);
    expect(stats.types_count).toMatchObject({ '1': 1, '6': 1 });
    const ids = await ok(ctx, 'GET', `${P}/v2/collection/questions?type=6`, me.token);
    expect(ids.questions_ids).toEqual([bank.q.composite]);
    const one = await ok(ctx, 'GET', `${P}/v2/question/${bank.q.composite}?from=collection`, me.token);
    expect(JSON.parse((one.question as { content: string }).content)).toMatchObject({
      questions: [{ answer: 'option1' }, { answer: 'print' }],
    });
    await ok(ctx, 'POST', `${P}/v2/question/${bank.q.composite}/answer`, me.token, {
      answer: ['option2', ['print']],
      from: 'collection',
    });
    expect((await ok(ctx, 'GET', `${P}/v2/wrongbook/questions`, me.token)).questions_ids).toEqual([
      bank.q.composite,
    ]);

    await ok(ctx, 'POST', `${P}/v1/collection/action`, me.token, { question_id: bank.q.single });
    expect(
      await ok(ctx, 'POST', `${P}/v1/collection/status`, me.token, { question_id: bank.q.single }),
    ).toEqual({
      status: 0,
    });
    const other = await ctx.member();
    expect(await ok(ctx, 'GET', `${P}/v2/collection/questions`, other.token)).toEqual({
      first_question: null,
      questions_ids: [],
    });
  });
});

describe('search', () => {
  it('finds papers, practices and mock papers by title, never their questions or answers', async () => {
    const { ctx } = await examSetup();
    const find = async (keywords: string, type = '') =>
      (await ok(ctx, 'GET', `/api/v3/search?keywords=${encodeURIComponent(keywords)}&type=${type}`)) as {
        total: number;
        data: Obj[];
      };
    const papers = await find('期末', 'paper');
    expect(papers.data.map((d) => d.title).sort()).toEqual(['期末数学客观卷', '期末综合主观卷']);
    expect((await find('章节练习', 'practice')).data.map((d) => d.resource_type)).toEqual(['practice']);
    expect((await find('随机模拟', 'mock_paper')).data.map((d) => d.title)).toEqual(['随机模拟考']);
    const all = await find('卷');
    expect(all.data.map((d) => d.resource_type).sort()).toEqual(['paper', 'paper', 'paper']);
    for (const secret of ['勾股定理', 'option1,option3', '面积法', 'print'])
      expect((await find(secret)).total).toBe(0);
    expect(JSON.stringify(all)).not.toMatch(/answer|option\d/);
  });
});
