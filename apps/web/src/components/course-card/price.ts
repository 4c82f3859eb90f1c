/** What a card shows as its price (screens catalog §1.4, §2.2). */
export type PriceTag = { kind: 'free' } | { kind: 'charge'; charge: number } | { kind: 'none' };

/**
 * VOD: '免费' when is_free === 1, '￥{charge}' when is_free === 0 and charge > 0. The reference shows nothing for
 * is_free 0 with charge 0; such a course costs nothing, so it is shown as free too (decision, open question 3).
 */
export function vodPrice(item: { is_free: number; charge: number }): PriceTag {
  if (item.is_free === 1) return { kind: 'free' };
  if (item.charge > 0) return { kind: 'charge', charge: item.charge };
  return { kind: 'free' };
}

/** Live, book, learning path: '免费' when charge === 0, else '￥{charge}'. */
export function chargePrice(item: { charge: number }): PriceTag {
  return item.charge > 0 ? { kind: 'charge', charge: item.charge } : { kind: 'free' };
}
