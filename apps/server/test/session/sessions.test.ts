import { describe, expect, it } from 'vitest';
import { TOKEN_TTL_SECONDS } from '../../src/tokens/tokens.ts';
import { createTestContext } from '../helpers.ts';

describe('member sessions', () => {
  it('ends every earlier token, even one issued in the same second, and keeps the one that asked', async () => {
    const ctx = await createTestContext();
    const { id } = await ctx.member();
    // The fake clock stands still: all of these are issued in the same second as the reset.
    const attacker = await ctx.tokens.issue(id);
    const asking = await ctx.tokens.issue(id);
    const askingJti = (await ctx.tokens.verify(asking))?.jti;
    await ctx.tokens.revokeAllBefore(id, askingJti);
    expect(await ctx.tokens.verify(attacker)).toBeNull();
    expect((await ctx.tokens.verify(asking))?.userId).toBe(id);
    const fresh = await ctx.tokens.issue(id);
    expect((await ctx.tokens.verify(fresh))?.userId).toBe(id);
  });

  it('refuses a revoked token, a token of a deleted member and a tampered one', async () => {
    const ctx = await createTestContext();
    const { id, token } = await ctx.member();
    const verified = await ctx.tokens.verify(token);
    expect(verified?.userId).toBe(id);
    await ctx.tokens.revoke(verified!.jti, verified!.exp);
    expect(await ctx.tokens.verify(token)).toBeNull();
    const other = await ctx.tokens.issue(987654);
    expect(await ctx.tokens.verify(other)).toBeNull();
    const [h, p, s = ''] = (await ctx.tokens.issue(id)).split('.');
    // The first character of the signature: all six of its bits count (the last one's low bits are padding, so
    // rewriting the tail could leave the signature as it was).
    const tampered = `${h}.${p}.${s.startsWith('A') ? 'B' : 'A'}${s.slice(1)}`;
    expect(await ctx.tokens.verify(tampered)).toBeNull();
  });

  it('reports a locked member so the guard can refuse them', async () => {
    const ctx = await createTestContext();
    const { id, token } = await ctx.member();
    await ctx.db.updateTable('users').set({ is_lock: 1 }).where('id', '=', id).execute();
    expect((await ctx.tokens.verify(token))?.locked).toBe(true);
  });

  it('refuses a token once it has expired, though its signature was checked before', async () => {
    const ctx = await createTestContext();
    const { id, token } = await ctx.member();
    expect((await ctx.tokens.verify(token))?.userId).toBe(id);
    ctx.clock.advance((TOKEN_TTL_SECONDS - 60) * 1000);
    expect((await ctx.tokens.verify(token))?.userId).toBe(id);
    ctx.clock.advance(61_000);
    expect(await ctx.tokens.verify(token)).toBeNull();
  });
});
