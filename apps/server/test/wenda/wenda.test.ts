import type {
  AnswerComment,
  MemberAnswer,
  MemberQuestion,
  QuestionDetail,
  QuestionDetailReply,
  QuestionListItem,
  QuestionListReply,
  WendaAnswer,
  WendaCategory,
} from '@meedu/contract';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toDbTime } from '../../src/lib/dates.ts';
import { grantCredit1 } from '../../src/modules/credits/service.ts';
import { removeUnreferencedUploads } from '../../src/modules/upload/service.ts';
import { addCategory, saveWendaConfig } from '../../src/modules/wenda/service.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { expectShape, expectShapes, type FieldList } from '../support/contract-shape.ts';

const CATEGORY: FieldList<WendaCategory> = { id: true, name: true, children: 'optional' };
const LIST_ITEM: FieldList<QuestionListItem> = {
  id: true,
  title: true,
  credit1: true,
  status: true,
  status_text: true,
  view_times: true,
  answer_count: true,
  vote_count: true,
};
const DETAIL_REPLY: FieldList<QuestionDetailReply> = {
  question: true,
  answers: true,
  is_admin: true,
  is_vote: true,
};
const QUESTION: FieldList<QuestionDetail> = {
  id: true,
  user_id: true,
  title: true,
  render_content: true,
  images_list: true,
  credit1: true,
  status: true,
  view_times: true,
  answer_count: true,
  created_at: true,
};
const ANSWER: FieldList<WendaAnswer> = {
  id: true,
  user_id: true,
  user: true,
  render_content: true,
  images_list: true,
  created_at: true,
  is_correct: true,
  is_vote: true,
  vote_count: true,
  reply_count: true,
};
const COMMENT: FieldList<AnswerComment> = {
  id: true,
  user: true,
  created_at: true,
  render_content: true,
  reply_user_id: true,
  reply_user: true,
};
const MY_QUESTION: FieldList<MemberQuestion> = { id: true, title: true, status: true, answer_count: true };
const MY_ANSWER: FieldList<MemberAnswer> = {
  id: true,
  question_id: true,
  render_content: true,
  status: 'optional',
  is_correct: true,
  vote_count: true,
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const W = '/addons/Wenda/api/v1';

/** Posts an answer to a question as the member with `token`. */
const postAnswer = (ctx: TestContext, questionId: number, token: string, content: string) =>
  ctx.call('POST', `${W}/question/${questionId}/answer`, { token, body: { original_content: content } });

async function setup() {
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meedu-wenda-'));
  const ctx = await createTestContext({ uploadDir });
  const now = toDbTime(ctx.clock.now());
  const row = { created_at: now, updated_at: now };
  const top = await addCategory(ctx.db, { name: '编程', sort: 1, ...row });
  const child = await addCategory(ctx.db, { name: 'Python', parent_id: top, ...row });
  const other = await addCategory(ctx.db, { name: '设计', sort: 2, ...row });
  return { ctx, uploadDir, now, top, child, other };
}

const balance = async (ctx: TestContext, id: number) =>
  (await ctx.db.selectFrom('users').select('credit1').where('id', '=', id).executeTakeFirstOrThrow()).credit1;

const ledger = async (ctx: TestContext, id: number) =>
  (await ctx.db.selectFrom('user_credit1_records').select('sum').where('user_id', '=', id).execute()).reduce(
    (t, r) => t + r.sum,
    0,
  );

async function upload(ctx: TestContext, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new File([PNG], 'a.png', { type: 'image/png' }));
  const res = await ctx.call('POST', `${W}/upload/image`, { token, form });
  expect(res.json.code).toBe(0);
  return (res.json.data as { url: string }).url;
}

async function ask(ctx: TestContext, token: string, body: Record<string, unknown>) {
  return ctx.call('POST', `${W}/question/create`, { token, body });
}

describe('Q&A: config, categories and the list', () => {
  it('offers rewards and no sidebar until the operator says otherwise', async () => {
    const { ctx } = await setup();
    expect((await ctx.call('GET', `${W}/other/config`)).json.data).toEqual({
      pc_diy_content: '',
      enable_credit1: 1,
    });
    await saveWendaConfig(ctx.db, { pc_diy_content: '<p>提问须知</p>', enable_credit1: 0 });
    expect((await ctx.call('GET', `${W}/other/config`)).json.data).toEqual({
      pc_diy_content: '<p>提问须知</p>',
      enable_credit1: 0,
    });
  });

  it('lists questions by scene and category (a parent matching its children), with the category tree', async () => {
    const { ctx, top, child, other } = await setup();
    const a = await ctx.member();
    const b = await ctx.member();
    const q1 = (await ask(ctx, a.token, { title: '问题一', category_id: child, original_content: '内容' }))
      .json.data as { id: number };
    const q2 = (await ask(ctx, a.token, { title: '问题二', category_id: other, original_content: '内容' }))
      .json.data as { id: number };
    const q3 = (await ask(ctx, a.token, { title: '问题三', category_id: top, original_content: '内容' })).json
      .data as { id: number };
    await postAnswer(ctx, q1.id, b.token, '答');
    const ans = (await ctx.call('GET', `${W}/question/${q1.id}/detail`)).json.data as QuestionDetailReply;
    await ctx.call('POST', `${W}/question/${q1.id}/correct`, {
      token: a.token,
      body: { answer_id: ans.answers[0]?.id },
    });
    ctx.clock.advance(60_000);
    await postAnswer(ctx, q2.id, b.token, '答');

    const list = async (q: string) => {
      const res = await ctx.call('GET', `${W}/questions?page=1&size=16&${q}`);
      expect(res.json.code).toBe(0);
      return res.json.data as QuestionListReply;
    };
    const all = await list('scene=default');
    expectShapes(all.data.data, LIST_ITEM);
    expectShapes(all.categories, CATEGORY);
    expect(all.categories).toEqual([
      { id: top, name: '编程', children: [{ id: child, name: 'Python' }] },
      { id: other, name: '设计', children: [] },
    ]);
    expect(all.data.data.map((q) => q.id)).toEqual([q3.id, q2.id, q1.id]);
    expect(all.data.data[2]).toMatchObject({ status: 1, status_text: '已解决', answer_count: 1 });
    expect(all.data.data[0]).toMatchObject({ status: 0, status_text: '未解决', answer_count: 0 });
    expect((await list('scene=solved')).data.data.map((q) => q.id)).toEqual([q1.id]);
    expect((await list('scene=unsolved')).data.data.map((q) => q.id)).toEqual([q3.id, q2.id]);
    expect((await list('scene=last_answer')).data.data.map((q) => q.id)).toEqual([q2.id, q1.id]);
    expect((await list(`cid=${top}`)).data.data.map((q) => q.id)).toEqual([q3.id, q1.id]);
    expect((await list(`cid=${child}`)).data.total).toBe(1);
    expect((await list('scene=nonsense')).data.total).toBe(3);
  });

  it('needs a member for the ask form, which offers every category', async () => {
    const { ctx, top, child, other } = await setup();
    expect((await ctx.call('GET', `${W}/question/create`)).json.code).toBe(401);
    const m = await ctx.member();
    const res = await ctx.call('GET', `${W}/question/create`, { token: m.token });
    expect(res.json.data).toEqual({
      categories: [
        { id: top, name: '编程' },
        { id: child, name: 'Python' },
        { id: other, name: '设计' },
      ],
    });
  });
});

describe('Q&A: asking', () => {
  it('says what is missing, and never stores a question the asker cannot pay the reward for', async () => {
    const { ctx, child } = await setup();
    const m = await ctx.member();
    await grantCredit1(ctx.db, m.id, 10, '测试', toDbTime(ctx.clock.now()));
    const base = { title: '标题', category_id: child, original_content: '内容' };
    const msg = async (body: Record<string, unknown>) => (await ask(ctx, m.token, body)).json.message;
    expect(await msg({ ...base, category_id: undefined })).toBe('请选择问题分类');
    expect(await msg({ ...base, category_id: 9999 })).toBe('请选择问题分类');
    expect(await msg({ ...base, title: '  ' })).toBe('请填写问题标题');
    expect(await msg({ ...base, title: '长'.repeat(65) })).toBe('问题标题不能超过64个字');
    expect(await msg({ ...base, original_content: '' })).toBe('请填写问题具体内容');
    expect(await msg({ ...base, credit1: 'abc' })).toBe('悬赏积分格式错误');
    expect(await msg({ ...base, credit1: -1 })).toBe('悬赏积分格式错误');
    // A reward is a whole number written in plain decimal digits: '0x10' is not 16 credits.
    for (const written of [
      '0x10',
      '1e2',
      ' 5',
      '5 ',
      '5.0',
      '12.7',
      '+5',
      '-1',
      '05',
      '0o7',
      '0b1',
      12.5,
      1e10,
    ])
      expect(await msg({ ...base, credit1: written }), String(written)).toBe('悬赏积分格式错误');
    expect(await msg({ ...base, credit1: 11 })).toBe('积分余额不足');
    expect(await msg({ ...base, images: ['https://evil.example/x.png'] })).toBe('图片地址无效');
    expect(await msg({ ...base, images: Array.from({ length: 10 }, () => 'x') })).toBe('最多上传9张图片');
    expect(await balance(ctx, m.id)).toBe(10);
    expect(await ctx.db.selectFrom('wenda_questions').select('id').execute()).toEqual([]);
    expect((await ctx.call('POST', `${W}/question/create`, { body: base })).json.code).toBe(401);
  });

  it('holds the reward, keeps the text as plain text and takes only the asker’s own uploads', async () => {
    const { ctx, child } = await setup();
    const m = await ctx.member();
    const other = await ctx.member();
    await grantCredit1(ctx.db, m.id, 30, '测试', toDbTime(ctx.clock.now()));
    const mine = await upload(ctx, m.token);
    const theirs = await upload(ctx, other.token);
    expect(mine).toMatch(/^http:\/\/localhost:8080\/uploads\/images\/[a-f0-9]+\.png$/);
    const refused = await ask(ctx, m.token, {
      title: '标题',
      category_id: child,
      original_content: '内容',
      images: [theirs],
    });
    expect(refused.json.message).toBe('图片地址无效');

    const res = await ask(ctx, m.token, {
      title: '如何学习 <b>Python</b>？',
      category_id: String(child),
      original_content: '<script>alert(1)</script>\n第二行',
      render_content: '<img src=x onerror=alert(1)>',
      images: [mine],
      credit1: '12',
    });
    expect(res.json.code).toBe(0);
    const { id } = res.json.data as { id: number };
    expect(await balance(ctx, m.id)).toBe(18);
    expect(await ledger(ctx, m.id)).toBe(18);

    const detail = await ctx.call('GET', `${W}/question/${id}/detail`);
    expectShape(detail.json.data, DETAIL_REPLY);
    const d = detail.json.data as QuestionDetailReply;
    expectShape(d.question, QUESTION);
    expect(d.question).toMatchObject({
      title: '如何学习 <b>Python</b>？',
      render_content: '&lt;script&gt;alert(1)&lt;/script&gt;<br>第二行',
      images_list: [mine],
      credit1: 12,
      status: 0,
      view_times: 1,
      user_id: m.id,
    });
    expect(d.is_admin).toBe(false);
    const again = (await ctx.call('GET', `${W}/question/${id}/detail`, { token: m.token })).json
      .data as QuestionDetailReply;
    expect(again.is_admin).toBe(true);
    expect(again.question.view_times).toBe(2);
    expect((await ctx.call('GET', `${W}/question/9999/detail`)).json).toMatchObject({
      code: 1,
      message: '问题不存在',
    });
  });

  it('refuses a reward when the operator has turned rewards off', async () => {
    const { ctx, child } = await setup();
    const m = await ctx.member();
    await grantCredit1(ctx.db, m.id, 30, '测试', toDbTime(ctx.clock.now()));
    await saveWendaConfig(ctx.db, { pc_diy_content: '', enable_credit1: 0 });
    const res = await ask(ctx, m.token, {
      title: 't',
      category_id: child,
      original_content: 'c',
      credit1: 5,
    });
    expect(res.json.message).toBe('未开启积分悬赏');
    const free = await ask(ctx, m.token, {
      title: 't',
      category_id: child,
      original_content: 'c',
      credit1: null,
    });
    expect(free.json.code).toBe(0);
    expect(await balance(ctx, m.id)).toBe(30);
  });

  it('keeps the images a question shows when the unreferenced uploads are cleaned', async () => {
    const { ctx, child, uploadDir } = await setup();
    const m = await ctx.member();
    const used = await upload(ctx, m.token);
    const unused = await upload(ctx, m.token);
    await ask(ctx, m.token, { title: 't', category_id: child, original_content: 'c', images: [used] });
    ctx.clock.advance(25 * 3_600_000);
    expect(await removeUnreferencedUploads(ctx)).toBe(1);
    const file = (url: string) => path.join(uploadDir, new URL(url).pathname.replace('/uploads/', ''));
    expect(fs.existsSync(file(used))).toBe(true);
    expect(fs.existsSync(file(unused))).toBe(false);
  });
});

describe('Q&A: answers, votes, comments and accepting', () => {
  async function asked(reward = 20) {
    const s = await setup();
    const asker = await s.ctx.member({ nick_name: '提问者' });
    const answerer = await s.ctx.member({ nick_name: '回答者' });
    const third = await s.ctx.member({ nick_name: '路人' });
    await grantCredit1(s.ctx.db, asker.id, 50, '测试', s.now);
    const res = await ask(s.ctx, asker.token, {
      title: '问题',
      category_id: s.child,
      original_content: '内容',
      credit1: reward,
    });
    const { id } = res.json.data as { id: number };
    return { ...s, asker, answerer, third, id };
  }

  const answersOf = async (ctx: TestContext, id: number, token?: string) =>
    ((await ctx.call('GET', `${W}/question/${id}/detail`, { token })).json.data as QuestionDetailReply)
      .answers;

  it('stores answers with images, toggles votes per member and threads comments', async () => {
    const { ctx, asker, answerer, third, id } = await asked();
    const img = await upload(ctx, answerer.token);
    expect((await postAnswer(ctx, id, answerer.token, ' ')).json.message).toBe('请填写回答内容');
    const res = await ctx.call('POST', `${W}/question/${id}/answer`, {
      token: answerer.token,
      body: { original_content: '先学基础<br>', images: [img] },
    });
    expect(res.json.code).toBe(0);
    const [answer] = await answersOf(ctx, id);
    expectShape(answer, ANSWER);
    expect(answer).toMatchObject({
      user_id: answerer.id,
      user: { nick_name: '回答者', avatar: 'http://localhost:8080/brand/avatar.svg' },
      render_content: '先学基础&lt;br&gt;',
      images_list: [img],
      is_correct: 0,
      is_vote: 0,
      vote_count: 0,
      reply_count: 0,
    });

    const vote = (token: string) =>
      ctx.call('POST', `${W}/vote`, { token, body: { id: answer.id, type: 1 } });
    expect((await vote(third.token)).json.data).toEqual({ ok: 1 });
    expect((await vote(asker.token)).json.data).toEqual({ ok: 1 });
    expect((await vote(third.token)).json.data).toEqual({ ok: 0 });
    const seen = await answersOf(ctx, id, asker.token);
    expect(seen[0]).toMatchObject({ vote_count: 1, is_vote: 1 });
    expect((await answersOf(ctx, id, third.token))[0]?.is_vote).toBe(0);
    expect(
      (await ctx.call('POST', `${W}/vote`, { token: third.token, body: { id: 9999 } })).json.message,
    ).toBe('回答不存在');

    const comment = (token: string, body: Record<string, unknown>) =>
      ctx.call('POST', `${W}/question/answer/${answer.id}/comment`, { token, body });
    expect((await comment(third.token, { original_content: '短' })).json.message).toBe(
      '评论内容不能少于6个字',
    );
    expect(
      (await comment(third.token, { original_content: '谢谢你的回答！', reply_user_id: 9999 })).json.message,
    ).toBe('回复的用户不存在');
    const c1 = await comment(asker.token, { original_content: '谢谢你的回答！', reply_user_id: 0 });
    expect(c1.json.data).toMatchObject({ comment_id: expect.any(Number) });
    await comment(third.token, { original_content: '<b>同问</b>，我也想知道', reply_user_id: asker.id });
    const list = await ctx.call('GET', `${W}/question/answer/${answer.id}/comments?page=1&page_size=10000`);
    const page = (list.json.data as { data: { data: AnswerComment[]; total: number } }).data;
    expectShapes(page.data, COMMENT);
    expect(page.total).toBe(2);
    expect(
      page.data.map((c) => [c.user?.nick_name, c.reply_user_id, c.reply_user, c.render_content]),
    ).toEqual([
      ['提问者', 0, null, '谢谢你的回答！'],
      ['路人', asker.id, { nick_name: '提问者' }, '&lt;b&gt;同问&lt;/b&gt;，我也想知道'],
    ]);
    expect((await answersOf(ctx, id))[0]?.reply_count).toBe(2);
  });

  it('lets only the asker accept another member’s answer, pays the reward once and closes the question', async () => {
    const { ctx, asker, answerer, third, id, child } = await asked(20);
    await postAnswer(ctx, id, answerer.token, '答案');
    await postAnswer(ctx, id, asker.token, '自答');
    const otherQ = (
      await ask(ctx, third.token, { title: '别的', category_id: child, original_content: '内容' })
    ).json.data as { id: number };
    await postAnswer(ctx, otherQ.id, answerer.token, '别处的回答');
    const [theirs, own] = await answersOf(ctx, id);
    const elsewhere = (await answersOf(ctx, otherQ.id))[0];
    const accept = (token: string, answerId: number | undefined) =>
      ctx.call('POST', `${W}/question/${id}/correct`, { token, body: { answer_id: answerId } });

    expect((await accept(third.token, theirs?.id)).json.message).toBe('无权限');
    expect((await accept(answerer.token, theirs?.id)).json.message).toBe('无权限');
    expect((await accept(asker.token, own?.id)).json.message).toBe('不能采纳自己的回答');
    expect((await accept(asker.token, elsewhere?.id)).json.message).toBe('回答不存在');
    expect(await balance(ctx, answerer.id)).toBe(0);

    expect((await accept(asker.token, theirs?.id)).json).toEqual({ code: 0, message: '', data: [] });
    expect(await balance(ctx, answerer.id)).toBe(20);
    expect(await balance(ctx, asker.id)).toBe(30);
    expect((await accept(asker.token, theirs?.id)).json.message).toBe('问题已解决');
    expect(await balance(ctx, answerer.id)).toBe(20);
    const records = await ctx.db
      .selectFrom('user_credit1_records')
      .select(['sum', 'remark'])
      .where('user_id', '=', answerer.id)
      .execute();
    expect(records).toEqual([{ sum: 20, remark: '回答被采纳：问题' }]);

    const d = (await ctx.call('GET', `${W}/question/${id}/detail`)).json.data as QuestionDetailReply;
    expect(d.question.status).toBe(1);
    expect(d.answers[0]).toMatchObject({ id: theirs?.id, is_correct: 1 });
    const late = await postAnswer(ctx, id, third.token, '晚了');
    expect(late.json.message).toBe('问题已解决，无法继续回答');
  });

  it('pays the reward once when the asker accepts several answers at the same time', async () => {
    const { ctx, asker, answerer, third, id } = await asked(20);
    await postAnswer(ctx, id, answerer.token, '一');
    await postAnswer(ctx, id, third.token, '二');
    const [a1, a2] = await answersOf(ctx, id);
    const results = await Promise.all(
      [a1, a2, a1, a2, a1, a2].map((a) =>
        ctx.call('POST', `${W}/question/${id}/correct`, { token: asker.token, body: { answer_id: a?.id } }),
      ),
    );
    expect(results.filter((r) => r.json.code === 0)).toHaveLength(1);
    expect(results.filter((r) => r.json.message === '问题已解决')).toHaveLength(5);
    const paid = (await balance(ctx, answerer.id)) + (await balance(ctx, third.id));
    expect(paid).toBe(20);
    expect((await ledger(ctx, answerer.id)) + (await ledger(ctx, third.id))).toBe(20);
    const correct = (await answersOf(ctx, id)).filter((a) => a.is_correct === 1);
    expect(correct).toHaveLength(1);
  });

  it('never lets concurrent asks spend more credit than the member has', async () => {
    const { ctx, child } = await setup();
    const m = await ctx.member();
    await grantCredit1(ctx.db, m.id, 25, '测试', toDbTime(ctx.clock.now()));
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        ask(ctx, m.token, { title: `问题${i}`, category_id: child, original_content: '内容', credit1: 10 }),
      ),
    );
    expect(results.filter((r) => r.json.code === 0)).toHaveLength(2);
    expect(results.filter((r) => r.json.message === '积分余额不足')).toHaveLength(3);
    expect(await balance(ctx, m.id)).toBe(5);
    expect(await ledger(ctx, m.id)).toBe(5);
    expect(await ctx.db.selectFrom('wenda_questions').select('id').execute()).toHaveLength(2);
  });

  it('lists each member’s own questions and answers only', async () => {
    const { ctx, asker, answerer, third, id } = await asked(0);
    await postAnswer(ctx, id, answerer.token, '我的回答');
    const [a] = await answersOf(ctx, id);
    await ctx.call('POST', `${W}/question/${id}/correct`, { token: asker.token, body: { answer_id: a?.id } });

    const mine = async (what: 'questions' | 'answers', token: string) => {
      const res = await ctx.call('GET', `${W}/member/${what}?page=1&page_size=10`, { token });
      expect(res.json.code).toBe(0);
      return (res.json.data as { data: { data: unknown[]; total: number } }).data;
    };
    const q = await mine('questions', asker.token);
    expectShapes(q.data, MY_QUESTION);
    expect(q).toEqual({ data: [{ id, title: '问题', status: 1, answer_count: 1 }], total: 1 });
    const ans = await mine('answers', answerer.token);
    expectShapes(ans.data, MY_ANSWER);
    expect(ans).toEqual({
      data: [
        { id: a?.id, question_id: id, render_content: '我的回答', status: 1, is_correct: 1, vote_count: 0 },
      ],
      total: 1,
    });
    expect(await mine('questions', third.token)).toEqual({ data: [], total: 0 });
    expect(await mine('answers', asker.token)).toEqual({ data: [], total: 0 });
    expect((await ctx.call('GET', `${W}/member/questions`)).json.code).toBe(401);
  });
});
