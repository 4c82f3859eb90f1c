import { Button, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { CatalogList } from '../../../components/catalog-list/CatalogList.tsx';
import { usePagedQuery } from '../../../components/catalog-list/use-paged-query.ts';
import { ListSpinner } from '../../../components/catalog-list/ListSpinner.tsx';
import { sharedGoodsPage } from '../../../lib/resource-links.ts';
import { changeTime } from '../../../lib/relative-time.ts';
import { ORDERS_PAGE_SIZE, mallOrdersQuery } from '../api/mall-orders.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

/** `积分订单` (screens commerce-exam §9.2 tab 3): each exchange, shipped or granted. */
export function MallOrders() {
  const { message } = useFeedback();
  const orders = usePagedQuery(mallOrdersQuery, ORDERS_PAGE_SIZE);
  const copy = (text: string) =>
    navigator.clipboard.writeText(text).then(
      () => void message.success('复制成功'),
      () => void message.error('复制失败'),
    );

  return (
    <CatalogList {...orders} pageOf={(r) => r} skeleton={<ListSpinner />}>
      {(rows) => (
        <ul aria-label="积分订单" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((o) => (
            <li key={o.id} style={{ border: '1px solid #f0f0f0', borderRadius: 8, marginBottom: 16 }}>
              <Flex justify="space-between" style={{ padding: '10px 16px', background: '#fafafa' }}>
                <span>{`兑换流水号：${o.id}`}</span>
                {o.goods_is_v === 0 ? (
                  o.is_send === 1 ? (
                    <span>
                      {o.express_company ? `${o.express_company} ` : ''}
                      {`运单号：${o.express_number}`}
                      <Button type="link" size="small" onClick={() => void copy(o.express_number)}>
                        复制
                      </Button>
                    </span>
                  ) : (
                    <span>发货中</span>
                  )
                ) : o.is_send === 1 ? (
                  <span>
                    已发放成功 <Link to={sharedGoodsPage(o.goods_v_type, o.goods_v_id)}>立即查看</Link>
                  </span>
                ) : (
                  <span>发货中</span>
                )}
              </Flex>
              <Flex gap={16} align="center" style={{ padding: 16 }}>
                <img
                  src={o.goods_thumb}
                  alt=""
                  width={96}
                  height={72}
                  style={{ objectFit: 'cover', borderRadius: 4 }}
                />
                <div style={{ flex: 1 }}>
                  <div>{o.goods_title}</div>
                  <Typography.Text type="secondary">{changeTime(o.created_at)}</Typography.Text>
                </div>
                <Typography.Text type="danger">{`${o.total_charge}积分`}</Typography.Text>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </CatalogList>
  );
}
