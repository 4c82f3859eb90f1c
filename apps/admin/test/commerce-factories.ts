import type { MemberItem, OrderItem } from '@meedu/contract/admin';

/** A member as the list shows them (the detail adds what they hold). */
export const makeMember = (over: Partial<MemberItem> = {}): MemberItem => ({
  id: 7,
  nick_name: '爱丽丝',
  mobile: '13912345678',
  avatar: '',
  is_lock: false,
  credit1: 120,
  role_name: null,
  role_expired_at: null,
  created_at: '2026-11-01T09:00:00+08:00',
  ...over,
});

/** A paid order as the list shows it (the detail adds goods, payments and refunds). */
export const makeOrder = (over: Partial<OrderItem> = {}): OrderItem => ({
  id: 31,
  order_no: '202611280001',
  user_id: 7,
  member_name: '爱丽丝',
  mobile: '13912345678',
  goods: 'Python 入门',
  goods_types: ['course'],
  charge: 99,
  discount: 0,
  amount: 99,
  status: 9,
  payment: 'wechat',
  paid_at: '2026-11-28T10:05:00+08:00',
  created_at: '2026-11-28T10:00:00+08:00',
  ...over,
});
