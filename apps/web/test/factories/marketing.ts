import type { MsGoods, TgGoods, TgGroup } from '@meedu/contract';

/** Flash sales and group buys of a product (contract catalog §2.8, the MiaoSha and TuanGou addons). */

/** A running flash sale of course 1. */
export const makeMsGoods = (over: Partial<MsGoods> = {}): MsGoods => ({
  id: 61,
  goods_id: 1,
  goods_type: 'course',
  goods_title: '秒杀课',
  goods_thumb: '/c1.png',
  charge: 9,
  original_charge: 99,
  is_over: false,
  is_start: true,
  expired_seconds: 60,
  over_num: 4,
  ...over,
});

/** A group buy of course 1. */
export const makeTgGoods = (over: Partial<TgGoods> = {}): TgGoods => ({
  id: 81,
  other_id: 1,
  goods_type: 'course',
  goods_title: '拼团课',
  goods_thumb: '/c1.png',
  charge: 49,
  original_charge: 99,
  people_num: 2,
  ended_count_down: 100,
  ...over,
});

/** An open group of a group buy, one member in it. */
export const makeTgGroup = (id: number, over: Partial<TgGroup> = {}): TgGroup => ({
  id,
  create_user_id: 0,
  create_user_avatar: '',
  users: [{ avatar: '' }],
  over_people_num: 1,
  count_down: 3600,
  ...over,
});
