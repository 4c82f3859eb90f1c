import type { Order } from '@meedu/contract';
import { expect } from 'vitest';
import type { TestContext } from '../helpers.ts';
import { startScan } from '../order/support.ts';

/** Places an order through `path` and pays it through the sandbox, as a member would. */
export async function buyAndPay(
  ctx: TestContext,
  token: string,
  path: string,
  body: Record<string, unknown>,
) {
  const res = await ctx.call('POST', path, { token, body });
  expect(res.json.message).toBe('');
  const order = res.json.data as Order;
  await startScan(ctx, token, order.order_id);
  const paid = await ctx.call('POST', `/__dev/pay/${order.order_id}`, { body: { status: 'paid' } });
  expect(paid.json.code).toBe(0);
  return order;
}
