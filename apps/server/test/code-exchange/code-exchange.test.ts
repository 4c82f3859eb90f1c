import type { CodeExchangeRecord, CodeQueryReply } from '@meedu/contract';
import { describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';
import { fixtures } from '../catalog/fixtures.ts';
import * as repo from '../../src/modules/code-exchange/repository.ts';
import { grantGoods } from '../../src/modules/code-exchange/service.ts';
import * as examRepo from '../../src/modules/exam/repository.ts';
import { hasExamGoods } from '../../src/modules/exam/service.ts';
import * as lp from '../../src/modules/learn-path/repository.ts';
import * as ownership from '../../src/modules/ownership/service.ts';
import { expectShape, expectShapes, type FieldList } from '../support/contract-shape.ts';
import { quickCaptchas, solvedCaptcha } from '../support/captcha.ts';
import { compileTrust } from '../../src/lib/client-address.ts';
import { countRows, insertMonthlyPlan } from '../support/rows.ts';

const RECORD: FieldList<CodeExchangeRecord> = { activity_id: true, used_at: true, activity: true };
const ACTIVITY: FieldList<CodeQueryReply['activity']> = { id: true, name: true, relate_courses: true };

async function setup(overrides: Parameters<typeof createTestContext>[0] = {}) {
  const ctx = await createTestContext(overrides);
  const f = fixtures(ctx);
  const course = await f.course({ title: '兑换课' });
  const role = await insertMonthlyPlan(ctx.db, f.past(1));
  const relate = [
    { sign: 'vod', id: course, name: '兑换课', thumb: '', charge: 99 },
    { sign: 'vip', id: role, name: '月度会员', thumb: '', charge: 30 },
    { sign: 'credit1', id: 0, name: '100积分', thumb: '', charge: 100 },
  ];
  const activity = await repo.insertActivity(ctx.db, {
    name: '新人礼包',
    relate_data: JSON.stringify(relate),
    started_at: f.past(1),
    ended_at: f.future(1),
    created_at: f.past(1),
  });
  await repo.insertCodes(ctx.db, activity, ['CODE-A', 'CODE-B', 'CODE-C'], f.past(1));
  return { ctx, f, course, role, activity };
}

async function send(ctx: TestContext, step: 'query' | 'confirm', token: string | undefined, code: string) {
  const c = await solvedCaptcha(ctx);
  const body = { code, image_key: c.key, image_captcha: c.answer };
  return (await ctx.call('POST', `/addons/CodeExchanger/api/v2/${step}`, { token, body })).json;
}

describe('code exchange', () => {
  it('shows what a code gives, redeems it once, and lists the member’s records', async () => {
    const { ctx, f, course, role, activity } = await setup();
    const a = await ctx.member();
    expect((await send(ctx, 'query', undefined, 'CODE-A')).code).toBe(401);
    const bad = await ctx.call('POST', '/addons/CodeExchanger/api/v2/query', {
      token: a.token,
      body: { code: 'CODE-A', image_key: 'x', image_captcha: 'y' },
    });
    expect(bad.json.message).toBe('图形验证码错误');
    expect((await send(ctx, 'query', a.token, 'NOPE')).message).toBe('兑换码不存在');
    expect((await send(ctx, 'query', a.token, '')).message).toBe('请输入兑换码');

    await f.buy(a.id, course);
    const q = await send(ctx, 'query', a.token, ' CODE-A ');
    expect(q.code).toBe(0);
    const { activity: act } = q.data as CodeQueryReply;
    expectShape(act, ACTIVITY);
    expect(act.relate_courses).toEqual([
      { id: course, sign: 'vod', name: '兑换课', is_subscribe: true },
      { id: role, sign: 'vip', name: '月度会员', is_subscribe: false },
      { id: 0, sign: 'credit1', name: '100积分', is_subscribe: false },
    ]);

    expect((await send(ctx, 'confirm', a.token, 'CODE-A')).data).toEqual({ activity_id: activity });
    const user = await ctx.db
      .selectFrom('users')
      .select(['credit1', 'role_id', 'role_expired_at'])
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ credit1: 100, role_id: role, role_expired_at: f.future(30) });
    expect((await send(ctx, 'confirm', a.token, 'CODE-A')).message).toBe('您已使用过该兑换码');
    expect((await send(ctx, 'query', a.token, 'CODE-B')).message).toBe('您已参与过该兑换活动');

    const b = await ctx.member();
    expect((await send(ctx, 'query', b.token, 'CODE-A')).message).toBe('兑换码已被使用');

    const records = await ctx.call('GET', '/addons/CodeExchanger/api/v2/user/records?page=1&page_size=10', {
      token: a.token,
    });
    const page = records.json.data as { data: unknown[]; total: number };
    expect(page.total).toBe(1);
    expectShapes(page.data, RECORD);
    expect(page.data[0]).toMatchObject({ activity_id: activity, activity: { name: '新人礼包' } });
    const other = await ctx.call('GET', '/addons/CodeExchanger/api/v2/user/records', { token: b.token });
    expect(other.json.data).toEqual({ data: [], total: 0 });
  });

  it('refuses codes of activities not started or ended, and when everything is owned', async () => {
    const { ctx, f, course } = await setup();
    const a = await ctx.member();
    const act = (started: string, ended: string, relate: unknown[]) =>
      repo.insertActivity(ctx.db, {
        name: '活动',
        relate_data: JSON.stringify(relate),
        started_at: started,
        ended_at: ended,
        created_at: f.past(3),
      });
    const vod = [{ sign: 'vod', id: course, name: '兑换课', thumb: '', charge: 0 }];
    await repo.insertCodes(ctx.db, await act(f.future(1), f.future(2), vod), ['LATER'], f.past(3));
    await repo.insertCodes(ctx.db, await act(f.past(2), f.past(1), vod), ['OLD'], f.past(3));
    await repo.insertCodes(ctx.db, await act(f.past(2), f.future(1), vod), ['OWNED'], f.past(3));
    expect((await send(ctx, 'query', a.token, 'LATER')).message).toBe('兑换活动未开始');
    expect((await send(ctx, 'query', a.token, 'OLD')).message).toBe('兑换码已过期');
    await f.buy(a.id, course);
    expect((await send(ctx, 'confirm', a.token, 'OWNED')).message).toBe('兑换内容您都已拥有');
    const code = await ctx.db
      .selectFrom('code_exchange_codes')
      .select('user_id')
      .where('code', '=', 'OWNED')
      .executeTakeFirstOrThrow();
    expect(code.user_id).toBeNull();
  });

  it('a code gives a paper (contract signs paper, mock_paper, practice); a path comes with its products', async () => {
    const { ctx, f, course } = await setup();
    const a = await ctx.member();
    const row = { created_at: f.past(3), updated_at: f.past(3) };
    const paper = await examRepo.insertPaper(ctx.db, {
      title: '付费卷',
      charge: 20,
      expired_minutes: 30,
      ...row,
    });
    const relate = [{ sign: 'paper', id: paper, name: '付费卷', thumb: '', charge: 20 }];
    const activity = await repo.insertActivity(ctx.db, {
      name: '试卷礼包',
      relate_data: JSON.stringify(relate),
      started_at: f.past(1),
      ended_at: f.future(1),
      created_at: f.past(1),
    });
    await repo.insertCodes(ctx.db, activity, ['PAPER-A'], f.past(1));
    const query = (await send(ctx, 'query', a.token, 'PAPER-A')).data as CodeQueryReply;
    expect(query.activity.relate_courses).toEqual([
      { id: paper, sign: 'paper', name: '付费卷', is_subscribe: false },
    ]);
    expect((await send(ctx, 'confirm', a.token, 'PAPER-A')).data).toEqual({ activity_id: activity });
    expect(await hasExamGoods(ctx.db, a.id, 'paper', paper)).toBe(true);

    // Group buys and flash sales grant through the same writer; a learning path brings what is in it.
    const path = await lp.insertPath(ctx.db, { name: '路径', published_at: f.past(3), ...row });
    const step = await lp.insertStep(ctx.db, { path_id: path, name: '第一阶段', ...row });
    await lp.insertStepItem(ctx.db, { step_id: step, type: 'course', other_id: course, ...row });
    await grantGoods(ctx.db, a.id, { sign: 'learnPath', id: path }, '拼团成功', f.past(0));
    expect(await ownership.owns(ctx.db, 'learnPath', a.id, path)).toBe(true);
    expect(await ownership.owns(ctx.db, 'course', a.id, course)).toBe(true);
  });

  it('lets exactly one of 10 concurrent members redeem a code', async () => {
    const { ctx } = await setup();
    const members = await Promise.all(Array.from({ length: 10 }, () => ctx.member()));
    const captchas = await Promise.all(members.map(() => solvedCaptcha(ctx)));
    const replies = await Promise.all(
      members.map((m, i) =>
        ctx.call('POST', '/addons/CodeExchanger/api/v2/confirm', {
          token: m.token,
          body: { code: 'CODE-C', image_key: captchas[i]!.key, image_captcha: captchas[i]!.answer },
        }),
      ),
    );
    const codes = replies.map((r) => r.json.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.json.code !== 0).map((r) => r.json.message)).toEqual(
      Array.from({ length: 9 }, () => '兑换码已被使用'),
    );
    expect(await countRows(ctx.db, 'user_credit1_records', { remark: '兑换码兑换-新人礼包' })).toBe(1);
  });

  it('limits wrong codes per member (10 an hour) and per address (30 an hour), bursts included', async () => {
    const { ctx } = await setup({ trustProxy: compileTrust('1') });
    const [a, b, c, d] = await Promise.all([ctx.member(), ctx.member(), ctx.member(), ctx.member()]);
    const captchas = await quickCaptchas(ctx, 60);
    const guess = async (
      token: string,
      code: string,
      address = '10.32.6.1',
      step: 'query' | 'confirm' = 'query',
    ) => {
      const captcha = captchas.pop();
      const body = { code, image_key: captcha!.key, image_captcha: captcha!.answer };
      const headers = { 'x-forwarded-for': address };
      return (await ctx.call('POST', `/addons/CodeExchanger/api/v2/${step}`, { token, body, headers })).json;
    };
    const TOO_MANY = '兑换码错误次数过多，请稍后再试';

    // 20 wrong guesses at once: 10 are tried, the rest refused without trying.
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => guess(a.token, `WRONG-${i}`)));
    const messages = burst.map((r) => r.message);
    expect(messages.filter((m) => m === '兑换码不存在')).toHaveLength(10);
    expect(messages.filter((m) => m === TOO_MANY)).toHaveLength(10);
    // The member is refused even a real code now, on either step; from another address too.
    expect((await guess(a.token, 'CODE-A')).message).toBe(TOO_MANY);
    expect((await guess(a.token, 'CODE-A', '10.32.6.2', 'confirm')).message).toBe(TOO_MANY);

    // A right code is no failure: b redeems after 9 misses and still has its last try.
    for (let i = 0; i < 9; i += 1) expect((await guess(b.token, `B-${i}`)).message).toBe('兑换码不存在');
    expect((await guess(b.token, 'CODE-A')).code).toBe(0);
    expect((await guess(b.token, 'B-9')).message).toBe('兑换码不存在');
    expect((await guess(b.token, 'B-10')).message).toBe(TOO_MANY);

    // The address has spent 20 of its 30: c may miss 10 more there, then d is refused there but not elsewhere.
    for (let i = 0; i < 10; i += 1) expect((await guess(c.token, `C-${i}`)).message).toBe('兑换码不存在');
    expect((await guess(d.token, 'D-0')).message).toBe(TOO_MANY);
    expect((await guess(d.token, 'D-0', '10.32.6.3')).message).toBe('兑换码不存在');
  });
});
