import type { ResourceType } from './resource-links.ts';

/**
 * The goods-type vocabulary, one row per goods type, keyed by the server registry's word (which the promotions'
 * `goods_type` also uses; lib/resource-links.ts gives each its page):
 * - `checkout`: the word in the checkout address `/order?goods_type=` (screens commerce-exam §1), which picks the
 *   create endpoint (order/api/create-order.ts);
 * - `wire`: the word the server writes in an order list's `goods[].goods_type` (screens §7.1);
 * - `label`: the checkout's `goods_label`.
 */
export const GOODS_TYPES = {
  course: { checkout: 'vod', wire: 'COURSE', label: '点播课程' },
  video: { checkout: 'video', wire: 'VIDEO', label: '视频' },
  live: { checkout: 'live', wire: '直播课程', label: '直播课程' },
  book: { checkout: 'book', wire: 'BOOK', label: '电子书' },
  topic: { checkout: 'topic', wire: '文章', label: '文章' },
  learnPath: { checkout: 'path', wire: '学习路径', label: '学习路径' },
  role: { checkout: 'role', wire: 'ROLE', label: 'VIP会员' },
  paper: { checkout: 'paper', wire: '试卷', label: '试卷' },
  mock_paper: { checkout: 'mockpaper', wire: '模拟试卷', label: '模拟试卷' },
  practice: { checkout: 'practice', wire: '练习', label: '练习' },
} as const satisfies Record<ResourceType, { checkout: string; wire: string; label: string }>;

/** A checkout `goods_type` of a product; the promotions' orders add `tg` (group buy) and `ms` (flash sale). */
export type CheckoutType = (typeof GOODS_TYPES)[ResourceType]['checkout'];

const types = Object.keys(GOODS_TYPES) as ResourceType[];

/** The goods type of a checkout word, or null. */
export const goodsOfCheckout = (word: string): ResourceType | null =>
  types.find((t) => GOODS_TYPES[t].checkout === word) ?? null;

/** The goods type of an order line's wire word, or null. */
export const goodsOfWire = (word: string): ResourceType | null =>
  types.find((t) => GOODS_TYPES[t].wire === word) ?? null;
