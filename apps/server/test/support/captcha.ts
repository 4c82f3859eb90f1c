import type { TestContext } from '../helpers.ts';
import { toDbTime } from '../../src/lib/dates.ts';
import { insertCaptcha } from '../../src/modules/captcha/repository.ts';
import { peekCaptcha } from '../../src/modules/captcha/service.ts';

/** A fresh image captcha and its answer, as a member would read it. */
export async function solvedCaptcha(ctx: TestContext): Promise<{ key: string; answer: string }> {
  const key = ((await ctx.call('GET', '/api/v2/captcha/image')).json.data as { key: string }).key;
  return { key, answer: (await peekCaptcha(ctx, key)) ?? '' };
}

/** Many captchas at once without drawing them (the drawing is what /api/v2/captcha/image costs). */
export async function quickCaptchas(ctx: TestContext, n: number): Promise<{ key: string; answer: string }[]> {
  const out = Array.from({ length: n }, (_, i) => ({ key: `bulk-${Date.now()}-${i}`, answer: 'abcd' }));
  for (const c of out) {
    await insertCaptcha(ctx.db, { key: c.key, text: c.answer, created_at: toDbTime(ctx.clock.now()) });
  }
  return out;
}

/** Many members at once, sharing one password hash (hashing is what `ctx.member()` costs). */
export async function quickMembers(ctx: TestContext, n: number): Promise<{ id: number; token: string }[]> {
  const now = toDbTime(ctx.clock.now());
  const out = [];
  for (let i = 0; i < n; i++) {
    const { id } = await ctx.db
      .insertInto('users')
      .values({
        avatar: '',
        nick_name: `批量学员${i}-${Date.now()}`,
        mobile: `1590${String(Date.now()).slice(-4)}${String(i).padStart(3, '0')}`,
        password: 'x',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    out.push({ id, token: await ctx.tokens.issue(id) });
  }
  return out;
}
