import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { attachLiveChat } from '../../src/modules/live/chat-socket.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { buy, connect, liveClass, liveFixture } from './fixtures.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function listen(ctx: TestContext) {
  const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const close = await attachLiveChat(server, ctx);
  const { port } = server.address() as AddressInfo;
  cleanups.push(async () => {
    await close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return `ws://127.0.0.1:${port}`;
}

const room = (base: string, course: number, video: number, token: string) =>
  `${base}/addons/zhibo/ws/course/${course}/video/${video}?token=${token}`;

describe('live chat WebSocket (contract 6.7)', () => {
  it('delivers a member message and the console frames to the other members of the room only', async () => {
    const ctx = await createTestContext();
    const f = await liveFixture(ctx);
    const a = await ctx.member({ nick_name: '甲' });
    const b = await ctx.member({ nick_name: '乙' });
    await buy(ctx, a.id, f.paid);
    await buy(ctx, b.id, f.paid);
    const base = await listen(ctx);
    const sa = connect(room(base, f.paid, f.onAir, a.token));
    await sa.opened;
    const sb = connect(room(base, f.paid, f.onAir, b.token));
    await sb.opened;
    // Another room hears nothing of this one.
    const other = connect(room(base, f.free, f.freeUpcoming, a.token));
    await other.opened;
    expect(await sa.until((x) => x.t === 'connect' && x.u?.nickname === '乙')).toBeTruthy();

    const sent = await ctx.call('POST', `/addons/zhibo/api/v1/course/${f.paid}/video/${f.onAir}/chat/send`, {
      token: a.token,
      body: { content: '大家好', duration: 3 },
    });
    expect(sent.json.code).toBe(0);
    const msg = await sb.until((x) => x.t === 'message');
    expect(JSON.parse(msg.v ?? '{}')).toMatchObject({ nick_name: '甲', content: '大家好', role: 'user' });

    await ctx.call('POST', `/__dev/live/${f.onAir}`, { body: { action: 'ban-user', user_id: b.id } });
    expect((await sa.until((x) => x.t === 'room-user-ban')).params).toEqual([b.id]);
    await ctx.call('POST', `/__dev/live/${f.onAir}`, { body: { action: 'sign-in', seconds: 30 } });
    expect((await sb.until((x) => x.t === 'sign-in-created')).params).toMatchObject({
      id: expect.any(Number),
    });
    expect(other.frames.filter((x) => x.t !== 'connect')).toEqual([]);
    for (const s of [sa, sb, other]) s.ws.close();
  });

  it('refuses a bad token, a member who has not bought, and an ended lesson; a dropped member can reconnect', async () => {
    const { ctx, f, a: m, b: stranger } = await liveClass();
    const base = await listen(ctx);
    await expect(connect(room(base, f.paid, f.onAir, 'nope')).opened).rejects.toThrow('refused 403');
    await expect(connect(room(base, f.paid, f.onAir, stranger.token)).opened).rejects.toThrow('refused 403');
    await expect(connect(room(base, f.paid, f.ended, m.token)).opened).rejects.toThrow('refused 403');

    const first = connect(room(base, f.paid, f.onAir, m.token));
    await first.opened;
    first.ws.terminate();
    const again = connect(room(base, f.paid, f.onAir, m.token));
    await again.opened;
    await ctx.call('POST', `/__dev/live/${f.onAir}`, { body: { action: 'message', content: '欢迎回来' } });
    const msg = await again.until((x) => x.t === 'message');
    expect(JSON.parse(msg.v ?? '{}')).toMatchObject({ role: 'teacher', content: '欢迎回来' });
    again.ws.close();
  });
});
