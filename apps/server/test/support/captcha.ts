import type { TestContext } from '../helpers.ts';
import { peekCaptcha } from '../../src/modules/captcha/service.ts';

/** A fresh image captcha and its answer, as a member would read it. */
export async function solvedCaptcha(ctx: TestContext): Promise<{ key: string; answer: string }> {
  const key = ((await ctx.call('GET', '/api/v2/captcha/image')).json.data as { key: string }).key;
  return { key, answer: (await peekCaptcha(ctx, key)) ?? '' };
}
