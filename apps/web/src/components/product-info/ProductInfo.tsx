import { StarFilled, StarOutlined } from '@ant-design/icons';
import type { UseMutationResult } from '@tanstack/react-query';
import type { PromoGoodsType } from '@meedu/contract';
import type { ReactNode } from 'react';
import type { OrderProduct } from '../../lib/order-query.ts';
import { useFeedback } from '../feedback/feedback.ts';
import { PromoPanels, PurchaseButtons, usePromotions } from '../purchase/index.ts';
import '../purchase/purchase.css';
import { useRequireLogin } from '../require-login/use-require-login.ts';
import { SkeletonBlock, SkeletonText } from '../SkeletonBlock.tsx';
import './product-info.css';

export interface ProductInfoProps {
  /** The promotions' word for the product, which is also what the buy button orders. */
  type: PromoGoodsType;
  product: OrderProduct;
  /** The short description under the title. */
  summary: string | null | undefined;
  /** What the member already has instead of the buy area (本课程免费, 已购买, 开始阅读…); null when it is for sale. */
  owned: ReactNode;
  /** The buy button's text, e.g. 订阅课程￥{charge}. */
  buyLabel: string;
  /** Offer 会员免费看 (the VIP switch still decides). */
  vipFree: boolean;
  /** The collect toggle: whether it is on and the mutation that flips it (it answers the new state). */
  collect?: { on: boolean; mutation: Pick<UseMutationResult<boolean, Error, void>, 'mutate' | 'isPending'> };
  /** The price before any promotion, struck through beside the buy buttons unless the member is in a group. */
  originalCharge?: number;
  /** Over the cover (a live course's status). */
  badge?: ReactNode;
  /** A portrait cover (books). */
  portrait?: boolean;
}

/**
 * A product's info box (screens catalog §3.1, §7.1, §10.1, §15): cover, title, collect, summary and the buy area
 * with its promotions; no promotion is looked up for what the member already has. Plain markup (course detail
 * loads no antd).
 */
export function ProductInfo(props: ProductInfoProps) {
  const { type, product, owned, collect, originalCharge } = props;
  const promo = usePromotions(type, product.id, owned === null);
  const className = props.portrait ? 'mc-info mc-info--portrait' : 'mc-info';
  const cover = (
    <img
      className="mc-info__cover"
      src={product.thumb}
      alt={product.name}
      fetchPriority="high"
      decoding="async"
    />
  );
  const buttons = (
    <PurchaseButtons
      kind={type}
      product={product}
      promo={promo}
      buyLabel={props.buyLabel}
      vipFree={props.vipFree}
    />
  );
  return (
    <>
      <section className={className}>
        {props.badge ? (
          <div className="mc-info__cover-box">
            {cover}
            {props.badge}
          </div>
        ) : (
          cover
        )}
        <div className="mc-info__main">
          <div className="mc-info__title">
            <h1>{product.name}</h1>
            {collect ? <CollectButton {...collect} /> : null}
          </div>
          {props.summary ? <p className="mc-info__desc">{props.summary}</p> : null}
          <div className="mc-info__buy">
            {owned === null ? (
              originalCharge === undefined ? (
                buttons
              ) : (
                <div className="mc-info__buy-row">
                  {buttons}
                  {promo.joinedGroupId === null ? (
                    <span className="mc-info__original">原价:￥{originalCharge}</span>
                  ) : null}
                </div>
              )
            ) : typeof owned === 'string' ? (
              <span className="mc-buy__label mc-buy__label--ok">{owned}</span>
            ) : (
              owned
            )}
          </div>
        </div>
      </section>
      {owned === null ? <PromoPanels promo={promo} /> : null}
    </>
  );
}

function CollectButton({ on, mutation }: NonNullable<ProductInfoProps['collect']>) {
  const { message } = useFeedback();
  const requireLogin = useRequireLogin();
  const toggle = () => {
    if (!requireLogin() || mutation.isPending) return;
    mutation.mutate(undefined, { onSuccess: (now) => void message.success(now ? '已收藏' : '取消收藏') });
  };
  return (
    <button
      type="button"
      className={on ? 'mc-collect is-on' : 'mc-collect'}
      aria-pressed={on}
      onClick={toggle}
    >
      {on ? <StarFilled /> : <StarOutlined />}
      {on ? '已收藏' : '收藏'}
    </button>
  );
}

/** The info box's shape while the product loads. */
export function ProductInfoSkeleton({ portrait = false }: { portrait?: boolean }) {
  return (
    <div className={portrait ? 'mc-info mc-info--portrait' : 'mc-info'}>
      <SkeletonBlock width={portrait ? 240 : 320} height={portrait ? 320 : 240} />
      <SkeletonText rows={4} />
    </div>
  );
}
