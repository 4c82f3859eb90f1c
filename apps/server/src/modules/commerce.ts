import { registerFlashSale } from './flash-sale/service.ts';
import { registerGroupBuy } from './group-buy/service.ts';
import { registerBuiltInGoods } from './order/goods.ts';
import { registerRefunds } from './payment/refunds.ts';
import { registerShareCommissions } from './share/service.ts';

let registered = false;

/**
 * Wires the order core (order/service.ts) to the areas that sell and react: the goods types it can price and
 * deliver (courses, live, books, articles, learning paths, VIP and exams from order/goods.ts; `tg` group buys;
 * `ms` flash sales), the share commissions run when an order is paid, and the refund recorded for a payment that
 * cannot apply. Whatever places, settles or cancels orders calls it first: the HTTP app (`createApp`) and the
 * operator's command line. Calling it again changes nothing.
 */
export function registerCommerce(): void {
  if (registered) return;
  registered = true;
  registerBuiltInGoods();
  registerGroupBuy();
  registerFlashSale();
  registerShareCommissions();
  registerRefunds();
}
