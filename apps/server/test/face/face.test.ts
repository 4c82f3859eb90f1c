import { describe, expect, it } from 'vitest';
import type { FaceVerifyStart, FaceVerifyStatus, MemberDetail } from '@meedu/contract';
import { createTestContext, type TestContext } from '../helpers.ts';
import { expectShape } from '../support/contract-shape.ts';
import { dataOf, inParallel } from '../auth/support.ts';

interface Started {
  url: string;
  rule_id: string;
  biz_token: string;
  request_id: string;
}

const start = (ctx: TestContext, token: string, body: object = { s_url: 'PC' }) =>
  ctx.call('POST', '/api/v3/member/tencent/faceVerify', { token, body });
const poll = (ctx: TestContext, token: string, s: { rule_id: string; biz_token: string }) =>
  ctx.call('GET', `/api/v3/member/tencent/faceVerify?${new URLSearchParams(s).toString()}`, { token });

describe('face verification', () => {
  it('starts, polls {status:5} while pending, then {status:9} after the sandbox passes', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member();
    const started = (await start(ctx, m.token)).json.data;
    expectShape<FaceVerifyStart>(started, { url: true, rule_id: true, biz_token: true, request_id: true });
    const s = started as Started;
    expect(s.url).toBe(`http://localhost:8080/__dev/face?biz_token=${s.biz_token}`);
    expect(s.rule_id).toBeTruthy();
    expect(s.request_id).toBeTruthy();
    const pending = (await poll(ctx, m.token, s)).json;
    expectShape<FaceVerifyStatus>(pending.data, { status: true });
    expect(pending).toEqual({ code: 0, message: '', data: { status: 5 } });

    const done = await ctx.call('POST', '/__dev/face/complete', {
      body: { biz_token: s.biz_token, result: 'pass', real_name: '李小龙', id_number: '440101199001011234' },
    });
    expect(done.json.code).toBe(0);
    expect((await poll(ctx, m.token, s)).json).toEqual({ code: 0, message: '', data: { status: 9 } });
    const me = dataOf<MemberDetail>(
      (await ctx.call('GET', '/api/v2/member/detail', { token: m.token })).json,
    );
    expect(me).toMatchObject({
      is_face_verify: true,
      profile_real_name: '李*龙',
      profile_id_number: '440101****1234',
    });
    expect((await start(ctx, m.token)).json.message).toBe('当前学员已完成实人认证');
  });

  it('a failed attempt keeps answering {status:5}', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member();
    const s = dataOf<Started>((await start(ctx, m.token)).json);
    await ctx.call('POST', '/__dev/face/complete', { body: { biz_token: s.biz_token, result: 'fail' } });
    expect((await poll(ctx, m.token, s)).json.data).toEqual({ status: 5 });
    const me = dataOf<MemberDetail>(
      (await ctx.call('GET', '/api/v2/member/detail', { token: m.token })).json,
    );
    expect(me.is_face_verify).toBe(false);
    const again = await ctx.call('POST', '/__dev/face/complete', {
      body: { biz_token: s.biz_token, result: 'pass' },
    });
    expect(again.json).toMatchObject({ code: 1, message: '本次认证已结束' });
  });

  it("validates, refuses another member's attempt and needs a v3 token", async () => {
    const ctx = await createTestContext();
    const a = await ctx.member();
    const b = await ctx.member();
    expect((await start(ctx, a.token, {})).json.message).toBe('参数错误');
    const s = dataOf<Started>((await start(ctx, a.token)).json);
    expect(
      (await ctx.call('GET', '/api/v3/member/tencent/faceVerify', { token: a.token })).json.message,
    ).toBe('参数错误');
    expect((await poll(ctx, b.token, s)).json.message).toBe('参数错误');
    expect((await poll(ctx, a.token, { rule_id: 'other', biz_token: s.biz_token })).json.message).toBe(
      '参数错误',
    );
    expect(
      (await ctx.call('POST', '/api/v3/member/tencent/faceVerify', { body: { s_url: 'PC' } })).status,
    ).toBe(401);
    expect((await poll(ctx, '', s)).status).toBe(401);
  });

  it('cannot start outside demo mode (no provider)', async () => {
    const ctx = await createTestContext({ demo: false });
    const m = await ctx.member();
    expect((await start(ctx, m.token)).json.message).toBe('无法发起实名认证');
  });
});

describe('face verification verdicts', () => {
  it('an attempt takes one verdict, even for ten sent at the same time', async () => {
    const ctx = await createTestContext();
    const m = await ctx.member();
    const s = dataOf<Started>((await start(ctx, m.token)).json);
    const { successes, replies } = await inParallel(10, (i) =>
      ctx.call('POST', '/__dev/face/complete', {
        body: { biz_token: s.biz_token, result: i % 2 === 0 ? 'pass' : 'fail' },
      }),
    );
    expect(successes).toBe(1);
    expect(replies.filter((r) => r.code !== 0).every((r) => r.message === '本次认证已结束')).toBe(true);
  });
});
