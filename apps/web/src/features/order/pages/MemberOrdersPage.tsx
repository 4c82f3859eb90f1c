import { useQuery } from '@tanstack/react-query';
import type {
  MsMemberOrder,
  MsMemberOrdersReply,
  Order,
  TgMemberOrder,
  TgMemberOrdersReply,
} from '@meedu/contract';
import { Button, Card, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { CatalogList } from '../../../components/catalog-list/CatalogList.tsx';
import { ListSpinner } from '../../../components/catalog-list/ListSpinner.tsx';
import { MemberLayout } from '../../../components/member-nav/index.ts';
import { TabBar } from '../../../components/TabBar.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { commentTime } from '../../../lib/relative-time.ts';
import { useFeatures } from '../../../stores/features.ts';
import { ORDERS_PAGE_SIZE, memberOrdersQuery, msOrdersQuery, tgOrdersQuery } from '../api/member-orders.ts';
import { GoodsThumb } from '../components/GoodsThumb.tsx';
import { GOODS_TYPES, goodsOfWire } from '../../../lib/goods-types.ts';
import { resourcePage } from '../../../lib/resource-links.ts';
import '../order.css';

type Tab = 'all' | 'tg' | 'ms';

/**
 * `/member/orders` (screens commerce-exam §7, account §13): 所有订单, and 团购订单 / 秒杀订单 when those addons are on.
 * An order still open offers 继续支付, which resumes it at the checkout (the reference had no way back to it).
 */
export default function MemberOrdersPage() {
  useDocumentTitle('所有订单');
  const features = useFeatures((s) => s.features);
  const [tab, setTab] = useState<Tab>('all');
  const [page, setPage] = useState(1);
  const all = useQuery({ ...memberOrdersQuery(page), enabled: tab === 'all' });
  const tg = useQuery({ ...tgOrdersQuery(page), enabled: tab === 'tg' });
  const ms = useQuery({ ...msOrdersQuery(page), enabled: tab === 'ms' });
  const promo = tab === 'tg' ? tg : ms;
  const current = tab === 'all' ? all : promo;
  const loading = current.isFetching && current.isPlaceholderData;

  const tabs = [
    { key: 'all' as const, label: '所有订单' },
    ...(features.tuangou ? [{ key: 'tg' as const, label: '团购订单' }] : []),
    ...(features.miaosha ? [{ key: 'ms' as const, label: '秒杀订单' }] : []),
  ];
  // A page change shows the spinner, not the previous page (placeholder data keeps the pager in place).
  const pager = { current: page, size: ORDERS_PAGE_SIZE, go: setPage };
  const choose = (key: Tab) => {
    if (current.isFetching) return;
    setTab(key);
    setPage(1);
  };

  return (
    <MemberLayout>
      <Card>
        {tabs.length > 1 ? (
          <TabBar items={tabs} active={tab} onChange={choose} label="订单类型" className="mc-tabs-bar" />
        ) : (
          <Typography.Title level={5}>所有订单</Typography.Title>
        )}
        {tab === 'all' ? (
          <CatalogList
            query={{ ...all, isLoading: all.isPending || loading }}
            pageOf={(r) => r}
            skeleton={<ListSpinner />}
            pager={pager}
          >
            {(orders) => <OrderRows orders={orders} />}
          </CatalogList>
        ) : (
          <CatalogList<TgMemberOrdersReply | MsMemberOrdersReply, TgMemberOrder | MsMemberOrder>
            query={{ ...promo, isLoading: promo.isPending || loading }}
            pageOf={(r) => r}
            skeleton={<ListSpinner />}
            pager={pager}
          >
            {(rows) => <PromoRows kind={tab} rows={rows} />}
          </CatalogList>
        )}
      </Card>
    </MemberLayout>
  );
}

function OrderRows({ orders }: { orders: Order[] }) {
  const navigate = useNavigate();
  return (
    <ul className="mc-order__rows" aria-label="订单列表">
      {orders.map((o) => {
        const g = o.goods[0];
        // The server names an order line's goods in its own words (COURSE, 学习路径…; screens §7.1).
        const type = g ? goodsOfWire(g.goods_type) : null;
        const target = g && type ? resourcePage(type, g.goods_id) : null;
        const pending = o.status_text === '未支付' || o.status_text === '支付中';
        const resume = type ? GOODS_TYPES[type] : undefined;
        return (
          <OrderRow
            key={o.id}
            kind={resume?.checkout ?? 'unknown'}
            thumb={g?.goods_thumb}
            target={target}
            name={g?.goods_name ?? ''}
            details={[`订单编号：${o.order_id}`, commentTime(o.created_at)]}
          >
            {o.status_text === '已支付' ? <span>实付款：￥{o.charge}</span> : null}
            <span className={pending ? 'mc-order__pending' : undefined}>{o.status_text}</span>
            {o.continue_pay && g && resume ? (
              <Button
                size="small"
                type="primary"
                onClick={() =>
                  void navigate(
                    paths.order({
                      order_id: o.order_id,
                      goods_type: resume.checkout,
                      goods_id: g.goods_id,
                      goods_label: resume.label,
                      goods_name: g.goods_name,
                      goods_charge: o.charge,
                      goods_thumb: g.goods_thumb,
                    }),
                  )
                }
              >
                继续支付
              </Button>
            ) : null}
          </OrderRow>
        );
      })}
    </ul>
  );
}

/**
 * Group-buy and flash-sale rows (§7.2, §7.3). 未支付，点击立即支付 resumes the right kind of order: the reference
 * swapped tg and ms between the two tabs (docs/decisions.md).
 */
function PromoRows({ kind, rows }: { kind: 'tg' | 'ms'; rows: (TgMemberOrder | MsMemberOrder)[] }) {
  const navigate = useNavigate();
  return (
    <ul className="mc-order__rows" aria-label={kind === 'tg' ? '团购订单列表' : '秒杀订单列表'}>
      {rows.map((r) => {
        const g = r.goods;
        const productId = (kind === 'tg' ? g.other_id : g.goods_id) ?? 0;
        const target = resourcePage(g.goods_type, productId);
        const time = 'updated_at' in r ? r.updated_at : r.created_at;
        const pay = () =>
          void navigate(
            paths.order(
              kind === 'tg'
                ? {
                    goods_type: 'tg',
                    goods_id: g.goods_id ?? r.id,
                    goods_label: '团购',
                    goods_name: g.goods_title,
                    goods_charge: r.charge,
                    goods_thumb: g.goods_thumb,
                    course_id: g.other_id ?? 0,
                    course_type: g.goods_type,
                  }
                : {
                    goods_type: 'ms',
                    goods_id: r.id,
                    goods_label: '秒杀',
                    goods_name: g.goods_title,
                    goods_charge: r.charge,
                    goods_thumb: g.goods_thumb,
                    course_id: g.goods_id ?? 0,
                    course_type: g.goods_type,
                  },
            ),
          );
        return (
          <OrderRow
            key={r.id}
            kind={g.goods_type === 'book' ? 'book' : 'vod'}
            thumb={g.goods_thumb}
            target={target}
            name={g.goods_title || '商品已删除'}
            details={[`类型：${g.goods_type_text}`, commentTime(time)]}
          >
            <span>实付款：￥{r.charge}</span>
            {r.status === 0 ? (
              <Button type="link" danger onClick={pay} style={{ padding: 0 }}>
                未支付，点击立即支付
              </Button>
            ) : (
              <span>{r.status === 1 ? '已支付' : '已取消'}</span>
            )}
          </OrderRow>
        );
      })}
    </ul>
  );
}

/** An order's row: the goods' picture, its name and two lines (a click opens the goods), and the side column. */
function OrderRow(props: {
  /** GoodsThumb's kind. */
  kind: string;
  thumb: string | undefined;
  target: string | null;
  name: string;
  details: [string, string];
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const { target } = props;
  return (
    <li className="mc-order__row">
      <GoodsThumb kind={props.kind} thumb={props.thumb} size="small" />
      <div
        className="mc-order__row-main"
        role={target ? 'link' : undefined}
        tabIndex={target ? 0 : undefined}
        onClick={() => target && void navigate(target)}
        onKeyDown={(e) => e.key === 'Enter' && target && void navigate(target)}
      >
        <Typography.Text strong ellipsis>
          {props.name}
        </Typography.Text>
        {props.details.map((line) => (
          <Typography.Text type="secondary" key={line}>
            {line}
          </Typography.Text>
        ))}
      </div>
      <div className="mc-order__row-side">{props.children}</div>
    </li>
  );
}
