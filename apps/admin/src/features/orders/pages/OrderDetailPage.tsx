import {
  ORDER_GOODS_TYPE_NAMES,
  PAYMENT_NAMES,
  type OrderDetail,
  type OrderGoodsItem,
  type OrderPaymentItem,
  type OrderRefundItem,
} from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Space, Spin, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useMatch } from 'react-router';
import { useCan } from '../../../api/session.ts';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PermissionGate } from '../../../components/PermissionGate.tsx';
import { formatInstant, formatYuan } from '../../../lib/format.ts';
import { useConfirmHandPayMutation, useRetryRefundMutation } from '../api/order-actions.ts';
import { orderDetailQuery } from '../api/order-list.ts';
import { OrderStatusTag, RefundStatusTag } from '../components/OrderStatusTag.tsx';
import { CloseRefundDrawer, RefundDrawer } from '../components/RefundDrawers.tsx';
import { RecordTable } from '../../../components/data-table/RecordTable.tsx';

const PAYMENT_OUTCOMES: Record<string, string> = {
  paid: '支付成功',
  failed: '支付失败',
  late: '订单关闭后到账',
  duplicate: '重复支付',
  wrong_amount: '金额不符',
};

const REFUND_REASONS: Record<string, string> = {
  operator: '后台退款',
  group_failed: '拼团失败',
  late: '订单关闭后到账',
  duplicate: '重复支付',
  wrong_amount: '金额不符',
};

const goodsColumns: ColumnsType<OrderGoodsItem> = [
  {
    title: '类型',
    dataIndex: 'goods_type',
    key: 'goods_type',
    render: (t: string) => ORDER_GOODS_TYPE_NAMES[t] ?? t,
  },
  { title: '商品 ID', dataIndex: 'goods_id', key: 'goods_id' },
  { title: '名称', dataIndex: 'goods_name', key: 'goods_name' },
  { title: '数量', dataIndex: 'num', key: 'num' },
  { title: '金额', dataIndex: 'charge', key: 'charge', render: formatYuan },
];

const paymentColumns: ColumnsType<OrderPaymentItem> = [
  { title: '渠道', dataIndex: 'provider', key: 'provider', render: (p: string) => PAYMENT_NAMES[p] ?? p },
  { title: '交易号', dataIndex: 'trade_no', key: 'trade_no' },
  { title: '金额', dataIndex: 'amount', key: 'amount', render: formatYuan },
  {
    title: '结果',
    dataIndex: 'outcome',
    key: 'outcome',
    render: (o: string) => PAYMENT_OUTCOMES[o] ?? o,
  },
  { title: '时间', dataIndex: 'created_at', key: 'created_at', render: formatInstant },
];

function RefundsTable({ order }: { order: OrderDetail }) {
  const canEdit = useCan('orders.edit');
  const retry = useRetryRefundMutation(order.id);
  const [closing, setClosing] = useState<number | null>(null);
  const columns: ColumnsType<OrderRefundItem> = [
    { title: '退款单号', dataIndex: 'refund_no', key: 'refund_no' },
    { title: '渠道', dataIndex: 'provider', key: 'provider', render: (p: string) => PAYMENT_NAMES[p] ?? p },
    { title: '金额', dataIndex: 'amount', key: 'amount', render: formatYuan },
    { title: '原因', dataIndex: 'reason', key: 'reason', render: (r: string) => REFUND_REASONS[r] ?? r },
    {
      title: '状态',
      key: 'status',
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <RefundStatusTag status={r.status} />
          {r.last_error && <Typography.Text type="danger">{r.last_error}</Typography.Text>}
          {r.reference && <Typography.Text type="secondary">{r.reference}</Typography.Text>}
        </Space>
      ),
    },
    { title: '尝试次数', dataIndex: 'attempts', key: 'attempts' },
    { title: '更新时间', dataIndex: 'updated_at', key: 'updated_at', render: formatInstant },
  ];
  if (canEdit)
    columns.push({
      title: '操作',
      key: 'actions',
      render: (_, r) => (
        <Space size={0}>
          {r.status === 'failed' && (
            <ConfirmButton
              title={`确定重新向支付渠道发送退款 ${r.refund_no} 吗？`}
              onConfirm={() => retry.mutateAsync(r.id)}
              done="已重新发送"
            >
              重试
            </ConfirmButton>
          )}
          {(r.status === 'failed' || r.status === 'manual') && (
            <Button type="link" size="small" onClick={() => setClosing(r.id)}>
              关闭
            </Button>
          )}
        </Space>
      ),
    });
  return (
    <>
      <RecordTable<OrderRefundItem>
        caption="退款"
        columns={columns}
        rows={order.refunds}
        empty="暂无退款"
        size="small"
      />
      <CloseRefundDrawer orderId={order.id} refundId={closing} onClose={() => setClosing(null)} />
    </>
  );
}

function OrderView({ order }: { order: OrderDetail }) {
  const [refunding, setRefunding] = useState(false);
  const confirm = useConfirmHandPayMutation(order.id);
  return (
    <>
      <PageHeader
        title={`订单 ${order.order_no}`}
        extra={
          <PermissionGate perm="orders.edit">
            <Space>
              {order.can_confirm_hand_pay && (
                <ConfirmButton
                  type="primary"
                  size="middle"
                  title={`确定已收到 ${formatYuan(order.amount)} 转账并开通商品吗？`}
                  onConfirm={() => confirm.mutateAsync(undefined)}
                  done="已确认收款"
                >
                  确认收款
                </ConfirmButton>
              )}
              {order.can_refund && (
                <Button danger onClick={() => setRefunding(true)}>
                  退款
                </Button>
              )}
            </Space>
          </PermissionGate>
        }
      />
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="订单编号">{order.order_no}</Descriptions.Item>
        <Descriptions.Item label="状态">
          <OrderStatusTag status={order.status} />
        </Descriptions.Item>
        <Descriptions.Item label="学员">
          <Link to={`/members/${order.user_id}`}>
            {order.member_name}
            {order.mobile ? `（${order.mobile}）` : ''}
          </Link>
        </Descriptions.Item>
        <Descriptions.Item label="支付方式">
          {order.payment ? (PAYMENT_NAMES[order.payment] ?? order.payment) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label="金额">{formatYuan(order.charge)}</Descriptions.Item>
        <Descriptions.Item label="优惠">{formatYuan(order.discount)}</Descriptions.Item>
        <Descriptions.Item label="实付">{formatYuan(order.amount)}</Descriptions.Item>
        <Descriptions.Item label="下单时间">{formatInstant(order.created_at)}</Descriptions.Item>
        <Descriptions.Item label="支付时间">{formatInstant(order.paid_at)}</Descriptions.Item>
      </Descriptions>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <RecordTable<OrderGoodsItem>
          caption="商品"
          columns={goodsColumns}
          rows={order.goods_lines}
          rowKey={(g) => `${g.goods_type}-${g.goods_id}`}
          size="small"
        />
        <RecordTable<OrderPaymentItem>
          caption="支付记录"
          columns={paymentColumns}
          rows={order.payments}
          empty="暂无支付记录"
          size="small"
        />
        <RefundsTable order={order} />
      </Space>
      <RefundDrawer
        orderId={order.id}
        amount={formatYuan(order.amount)}
        open={refunding}
        onClose={() => setRefunding(false)}
      />
    </>
  );
}

/** `/orders/:id`: one order with its goods, payments and refunds, and the operator's commands on it. */
export default function OrderDetailPage() {
  const match = useMatch('/orders/:id');
  const id = Number(match?.params.id ?? 0);
  const detail = useQuery({ ...orderDetailQuery(id), enabled: id > 0 });
  if (detail.isError)
    return <LoadFailed message={detail.error.message} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  return <OrderView order={detail.data} />;
}
