import { useQuery } from '@tanstack/react-query';
import { isPresent, type MsGoods, type PromoGoodsType, type TgGoods, type TgGroup } from '@meedu/contract';
import { useFeatures } from '../../stores/features.ts';
import { useSession } from '../../stores/session.ts';
import { flashSaleQuery, groupBuyQuery } from './api.ts';

export interface Promotions {
  /** The running (or sold-out) flash sale for this item, if any. */
  ms: MsGoods | null;
  /** The member's flash-sale order for it; status 0 = secured, not paid. */
  msOrder: { id: number; status: number } | null;
  tg: TgGoods | null;
  groups: TgGroup[];
  /** The group the member is in, if any (hides the normal buy button). */
  joinedGroupId: number | null;
  loading: boolean;
}

/**
 * Screens catalog §0.6 step 1: flash sale first (MiaoSha on); group buy when there is no flash sale (TuanGou on).
 * `enabled` is false for free or bought items, so no lookup is made for them (open question 4).
 */
export function usePromotions(courseType: PromoGoodsType, id: number, enabled: boolean): Promotions {
  const { miaosha, tuangou } = useFeatures((s) => s.features);
  const isLogin = useSession((s) => s.isLogin);
  const msQuery = useQuery({ ...flashSaleQuery(id, courseType, isLogin), enabled: enabled && miaosha });
  const ms = msQuery.data && isPresent(msQuery.data.data) ? msQuery.data.data : null;
  const msOrder = msQuery.data && isPresent(msQuery.data.order) ? msQuery.data.order : null;
  const msSettled = !miaosha || msQuery.isSuccess || msQuery.isError;
  const tgQuery = useQuery({
    ...groupBuyQuery(id, courseType, isLogin),
    enabled: enabled && tuangou && msSettled && ms === null,
  });
  const tgData = tgQuery.data;
  const tg = tgData && isPresent(tgData.goods) ? tgData.goods : null;
  const joined = tgData && isPresent(tgData.join_item) ? tgData.join_item : null;
  return {
    ms,
    msOrder,
    tg,
    groups: tgData?.items ?? [],
    joinedGroupId: joined ? joined.id : null,
    loading: msQuery.isLoading || tgQuery.isLoading,
  };
}
