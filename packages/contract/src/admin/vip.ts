/** VIP plans (`/admin/api/vip-plans`, permission `vip`): what `/vip` lists and members buy. */
import { z } from 'zod';
import type { Instant } from './common.ts';

export interface VipPlanItem {
  id: number;
  name: string;
  /** Whole yuan. */
  charge: number;
  expire_days: number;
  /** One benefit per line, as `/vip` shows them. */
  description: string;
  /** Listed on `/vip` and buyable. */
  is_show: boolean;
  /** The order on `/vip` (smaller first). */
  weight: number;
  /** Orders that bought it: a plan sold once is hidden, never deleted. */
  order_count: number;
  created_at: Instant;
  updated_at: Instant;
}

export const VipPlanBody = z.object({
  name: z.string({ error: '请填写套餐名称' }).trim().min(1, '请填写套餐名称').max(30, '套餐名称最长 30 个字'),
  charge: z
    .number({ error: '请填写价格' })
    .min(0, '价格不能为负数')
    .max(99_999, '价格最高 99999 元')
    // Stored as whole yuan, as MeEdu's plans are.
    .int('价格须为整数（元）'),
  expire_days: z
    .number({ error: '请填写有效天数' })
    .int('有效天数须为整数')
    .min(1, '有效天数至少 1 天')
    .max(3650, '有效天数最多 3650 天'),
  description: z.string({ error: '请填写权益说明' }).max(1000, '权益说明最长 1000 个字').default(''),
  is_show: z.boolean({ error: '请选择是否上架' }).default(true),
});
export type VipPlanRequest = z.input<typeof VipPlanBody>;
