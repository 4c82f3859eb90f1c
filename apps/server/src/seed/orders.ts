import { toDbTime } from '../lib/dates.ts';
import { createPromoCode } from '../modules/order/service.ts';
import type { Seeder } from './seeder.ts';

/** Demo promo codes for the checkout: a small discount, and one that covers most purchases outright. */
export const DEMO_PROMO_CODES = { discount: 'MEEDU10', free: 'FREE999' } as const;

export const seedOrders: Seeder = async ({ db, clock }) => {
  const now = toDbTime(clock.now());
  await createPromoCode(db, {
    code: DEMO_PROMO_CODES.discount,
    discount: 10,
    useTimes: 0,
    expiredAt: null,
    now,
  });
  await createPromoCode(db, {
    code: DEMO_PROMO_CODES.free,
    discount: 999,
    useTimes: 100,
    expiredAt: null,
    now,
  });
};
