import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { runtimeConfig } from '../../config/runtime.ts';
import type { PromoGoodsType } from '@meedu/contract';
import {
  flashSaleOrderQuery,
  groupBuyOrderQuery,
  productOrderQuery,
  type OrderProduct,
} from '../../lib/order-query.ts';
import { useFeatures } from '../../stores/features.ts';
import { LazyAntdScope } from '../antd/lazy-scope.tsx';
import { PlainButton } from '../PlainButton.tsx';
import { useRequireLogin } from '../require-login/use-require-login.ts';
import type { Promotions } from './use-promotions.ts';
import './purchase.css';

const FlashSaleDialog = lazy(() => import('./FlashSaleDialog.tsx'));

export interface PurchaseButtonsProps {
  kind: PromoGoodsType;
  product: OrderProduct;
  promo: Promotions;
  /** e.g. '订阅课程￥{charge}' */
  buyLabel: string;
  /** Show '会员免费看' (still hidden when the vip switch is off or the build disables VIP). */
  vipFree: boolean;
}

/**
 * The buy area of a not-bought, chargeable item (screens catalog §0.6 step 2; commerce-exam §6.2). A flash sale
 * wins over everything; otherwise buy / VIP / open-a-group buttons, or '正在拼团中' for a member in a group.
 */
export function PurchaseButtons({ kind, product, promo, buyLabel, vipFree }: PurchaseButtonsProps) {
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const vipOn = useFeatures((s) => s.features.vip) && !runtimeConfig().vipDisabled;
  const [msOpen, setMsOpen] = useState(false);
  const { ms, msOrder, tg, joinedGroupId } = promo;

  if (ms) {
    // The dialog stays mounted when a successful join turns the button into 已获得秒杀资格 (the lookup is asked
    // again at once): unmounting it would cancel its move to the order page.
    const dialog = msOpen ? (
      <Suspense fallback={null}>
        <LazyAntdScope>
          <FlashSaleDialog ms={ms} open onClose={() => setMsOpen(false)} />
        </LazyAntdScope>
      </Suspense>
    ) : null;
    if (msOrder && msOrder.status === 0)
      return (
        <div className="mc-buy">
          <PlainButton
            variant="primary"
            large
            danger
            onClick={() => void navigate(paths.order(flashSaleOrderQuery(ms, msOrder.id)))}
          >
            已获得秒杀资格，请尽快支付
          </PlainButton>
          {dialog}
        </div>
      );
    if (ms.is_over) return dialog;
    return (
      <div className="mc-buy">
        <PlainButton variant="primary" large danger onClick={() => requireLogin() && setMsOpen(true)}>
          立即秒杀￥{ms.charge}
        </PlainButton>
        {dialog}
      </div>
    );
  }

  const joined = joinedGroupId !== null;
  return (
    <div className="mc-buy">
      {joined ? (
        <span className="mc-buy__label">正在拼团中</span>
      ) : product.charge > 0 ? (
        <PlainButton
          variant="primary"
          large
          onClick={() => requireLogin() && void navigate(paths.order(productOrderQuery(kind, product)))}
        >
          {buyLabel}
        </PlainButton>
      ) : null}
      {vipFree && vipOn ? (
        <PlainButton large className="mc-buy__vip" onClick={() => void navigate(paths.vip())}>
          会员免费看
        </PlainButton>
      ) : null}
      {tg && !joined ? (
        <PlainButton
          large
          danger
          onClick={() => requireLogin() && void navigate(paths.order(groupBuyOrderQuery(tg, 0)))}
        >
          单独开团￥{tg.charge}
        </PlainButton>
      ) : null}
    </div>
  );
}
