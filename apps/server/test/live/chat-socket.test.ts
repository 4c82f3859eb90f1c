import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { attachLiveChat } from '../../src/modules/live/chat-socket.ts';
import { createTestContext, type TestContext } from '../helpers.ts';
import { WebSocket } from 'ws';
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

describe('live chat connection caps (issue 32: counted in the database, shared by every instance)', () => {
  const TOO_MANY = 4008;
  /** Connects each of `tokens` in order, alternating between two servers on one database. */
  const connectAll = async (bases: string[], course: number, video: number, tokens: string[]) => {
    const sockets = [];
    for (const [i, token] of tokens.entries()) {
      const s = connect(room(bases[i % bases.length] ?? '', course, video, token));
      await s.opened;
      sockets.push(s);
    }
    return sockets;
  };
  /** The number of connection rows of `where`, once it stops changing towards `expected` (5 s at most). */
  const rowsReach = async (ctx: TestContext, expected: number, where: { user_id?: number } = {}) => {
    let n = -1;
    for (let i = 0; i < 250; i++) {
      const rows = await ctx.db.selectFrom('live_chat_connections').select(['id', 'user_id']).execute();
      n = rows.filter((r) => where.user_id === undefined || r.user_id === where.user_id).length;
      if (n === expected) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    return n;
  };

  it('keeps a member to 5 connections over two servers, closing the oldest with a reason', async () => {
    const { ctx, f, a } = await liveClass();
    const bases = [await listen(ctx), await listen(ctx)];
    const sockets = await connectAll(
      bases,
      f.paid,
      f.onAir,
      Array.from({ length: 8 }, () => a.token),
    );
    const oldest = await Promise.all(sockets.slice(0, 3).map((s) => s.closed));
    expect(oldest.map((c) => c.code)).toEqual([TOO_MANY, TOO_MANY, TOO_MANY]);
    expect(oldest[0]?.reason).toBe('连接过多，已关闭最早打开的连接');
    expect(await rowsReach(ctx, 5, { user_id: a.id })).toBe(5);
    expect(sockets.slice(3).map((s) => s.ws.readyState)).toEqual(
      Array.from({ length: 5 }, () => WebSocket.OPEN),
    );
    for (const s of sockets.slice(3)) s.ws.close();
    expect(await rowsReach(ctx, 0)).toBe(0);
  });

  it('keeps one address to 20 connections over every member, and forgets closed ones', async () => {
    const { ctx, f } = await liveClass();
    const members = await Promise.all(Array.from({ length: 5 }, () => ctx.member()));
    for (const m of members) await buy(ctx, m.id, f.paid);
    const bases = [await listen(ctx), await listen(ctx)];
    const tokens = members.flatMap((m) => Array.from({ length: 5 }, () => m.token));
    const sockets = await connectAll(bases, f.paid, f.onAir, tokens);
    const oldest = await Promise.all(sockets.slice(0, 5).map((s) => s.closed));
    expect(oldest.map((c) => c.code)).toEqual(Array.from({ length: 5 }, () => TOO_MANY));
    expect(sockets.slice(5).every((s) => s.ws.readyState === WebSocket.OPEN)).toBe(true);
    for (const s of sockets.slice(5)) s.ws.close();
    expect(await rowsReach(ctx, 0)).toBe(0);
  });
});
