import {
  MALL_ORDER_STATES,
  MALL_ORDER_STATE_NAMES,
  type MallOrderItem,
  type MallShipRequest,
} from '@meedu/contract/admin';
import { Button, Form, InputNumber, Select, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { ListFilters } from '../../../components/data-table/ListFilters.tsx';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { mallOrderListQuery, useMallOrderCommands } from '../api/marketing.ts';

const STATE_COLORS = { to_ship: 'orange', shipped: 'green', refunded: 'default' } as const;

function ShipDrawer({ order, onClose }: { order: MallOrderItem | null; onClose: () => void }) {
  const { ship } = useMallOrderCommands();
  return (
    <FormDrawer<MallShipRequest>
      title={order ? `发货：${order.goods_title}（订单 ${order.id}）` : '发货'}
      submitText="确认发货"
      open={order !== null}
      onClose={onClose}
      initialValues={{
        express_company: order?.express_company ?? '',
        express_number: order?.express_number ?? '',
      }}
      save={(v) => ship.mutateAsync({ id: order?.id ?? 0, body: v })}
    >
      {order && (
        <Typography.Paragraph>
          {`收货人：${order.contact_name} ${order.contact_mobile}`}
          <br />
          {`地址：${order.contact_address}`}
        </Typography.Paragraph>
      )}
      <TextField label="快递公司" name="express_company" required="请填写快递公司" longest={40} />
      <TextField label="运单号" name="express_number" required="请填写运单号" longest={64} />
    </FormDrawer>
  );
}

/** 积分订单: exchanges, the physical ones waiting to ship first in the filter; 发货 records carrier and number. */
export default function MallOrdersPage() {
  const [shipping, setShipping] = useState<MallOrderItem | null>(null);
  const { refund } = useMallOrderCommands();
  const columns: ColumnsType<MallOrderItem> = [
    { title: '订单', dataIndex: 'id', key: 'id', sorter: true },
    { title: '学员', key: 'member', render: (_, o) => `${o.nick_name}（ID ${o.user_id}）` },
    { title: '商品', key: 'goods', render: (_, o) => `${o.goods_title}${o.is_virtual ? '（虚拟）' : ''}` },
    { title: '积分', dataIndex: 'total_charge', key: 'total_charge' },
    {
      title: '状态',
      key: 'state',
      render: (_, o) => <Tag color={STATE_COLORS[o.state]}>{MALL_ORDER_STATE_NAMES[o.state]}</Tag>,
    },
    {
      title: '物流',
      key: 'express',
      render: (_, o) => (o.express_number ? `${o.express_company} ${o.express_number}` : '—'),
    },
    { title: '兑换时间', dataIndex: 'created_at', key: 'created_at', render: formatInstant },
  ];
  return (
    <ListPage
      title="积分订单"
      caption="积分订单列表"
      columns={columns}
      query={mallOrderListQuery}
      filters={
        <ListFilters>
          <Form.Item label="状态" name="state">
            <Select
              allowClear
              style={{ width: 120 }}
              options={MALL_ORDER_STATES.map((s) => ({ value: s, label: MALL_ORDER_STATE_NAMES[s] }))}
            />
          </Form.Item>
          <Form.Item label="学员 ID" name="user_id">
            <InputNumber min={1} precision={0} />
          </Form.Item>
        </ListFilters>
      }
      actions={{
        perm: 'credit-mall.edit',
        render: (o) =>
          !o.is_virtual &&
          o.state !== 'refunded' && (
            <>
              <Button
                type="link"
                size="small"
                onClick={() => setShipping(o)}
                aria-label={`发货：订单 ${o.id}`}
              >
                {o.state === 'shipped' ? '修改物流' : '发货'}
              </Button>
              {o.state === 'to_ship' && (
                <ConfirmButton
                  title={`确定取消订单 ${o.id} 并退还 ${o.total_charge} 积分吗？`}
                  onConfirm={() => refund.mutateAsync(o.id)}
                  done="已退积分"
                  danger
                >
                  退积分
                </ConfirmButton>
              )}
            </>
          ),
      }}
    >
      <ShipDrawer order={shipping} onClose={() => setShipping(null)} />
    </ListPage>
  );
}
