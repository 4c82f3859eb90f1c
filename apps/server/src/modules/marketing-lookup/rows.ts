import type { MsGoods, TgGoods } from '@meedu/contract';

/** An `ms_goods` row (flash sale): the wire fields that are columns, plus the campaign's own columns. */
export interface MsGoodsRow extends Omit<MsGoods, 'is_over' | 'is_start' | 'expired_seconds'> {
  num: number;
  started_at: string;
  end_at: string;
  created_at: string;
  updated_at: string;
}

/** A `tg_goods` row (group buy): the wire fields that are columns, plus the campaign's own columns. */
export interface TgGoodsRow extends Omit<TgGoods, 'ended_count_down'> {
  leader_charge: number;
  time_limit: number;
  started_at: string;
  ended_at: string;
  created_at: string;
  updated_at: string;
}
