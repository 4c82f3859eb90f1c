import {
  ORDER_GOODS_TYPE_NAMES,
  ORDER_STATUS_NAMES,
  PAYMENT_NAMES,
  type OrderItem,
} from '@meedu/contract/admin';
import { DatePicker, Form, Input, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { Link } from 'react-router';
import { ListFilters } from '../../../components/data-table/ListFilters.tsx';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import { formatInstant, formatYuan } from '../../../lib/format.ts';
import { orderListQuery } from '../api/order-list.ts';
import { OrderStatusTag } from '../components/OrderStatusTag.tsx';

interface FilterValues {
  order_no?: string;
  status?: string;
  goods_type?: string;
  mobile?: string;
  user_id?: string;
  days?: [Dayjs, Dayjs] | null;
}

const DAY = 'YYYY-MM-DD';

const fromParams = (f: Record<string, string>): Partial<FilterValues> => ({
  ...f,
  days: f.from && f.to ? [dayjs(f.from), dayjs(f.to)] : null,
});

const toParams = ({ days, ...rest }: FilterValues): Record<string, string | undefined> => ({
  ...Object.fromEntries(
    Object.entries(rest).map(([k, v]) => [k, v ? String(v).trim() || undefined : undefined]),
  ),
  from: days?.[0]?.format(DAY),
  to: days?.[1]?.format(DAY),
});

function OrderFilters() {
  return (
    <ListFilters<FilterValues> fromParams={fromParams} toParams={toParams}>
      <Form.Item label="订单编号" name="order_no">
        <Input allowClear style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label="订单状态" name="status">
        <Select
          allowClear
          style={{ width: 120 }}
          options={Object.entries(ORDER_STATUS_NAMES).map(([value, label]) => ({ value, label }))}
        />
      </Form.Item>
      <Form.Item label="商品类型" name="goods_type">
        <Select
          allowClear
          style={{ width: 140 }}
          options={Object.entries(ORDER_GOODS_TYPE_NAMES).map(([value, label]) => ({ value, label }))}
        />
      </Form.Item>
      <Form.Item label="学员手机号" name="mobile">
        <Input allowClear style={{ width: 160 }} />
      </Form.Item>
      <Form.Item label="学员 ID" name="user_id">
        <Input allowClear style={{ width: 100 }} />
      </Form.Item>
      <Form.Item label="下单日期" name="days">
        <DatePicker.RangePicker />
      </Form.Item>
    </ListFilters>
  );
}

const columns: ColumnsType<OrderItem> = [
  {
    title: '订单编号',
    key: 'order_no',
    render: (_, o) => <Link to={`/orders/${o.id}`}>{o.order_no}</Link>,
  },
  {
    title: '学员',
    key: 'member',
    render: (_, o) => <Link to={`/members/${o.user_id}`}>{o.member_name || o.mobile}</Link>,
  },
  { title: '商品', dataIndex: 'goods', key: 'goods' },
  { title: '金额', dataIndex: 'charge', key: 'charge', sorter: true, render: formatYuan },
  { title: '实付', dataIndex: 'amount', key: 'amount', render: formatYuan },
  {
    title: '支付方式',
    dataIndex: 'payment',
    key: 'payment',
    render: (p: string) => (p ? (PAYMENT_NAMES[p] ?? p) : '—'),
  },
  {
    title: '状态',
    dataIndex: 'status',
    key: 'status',
    render: (s: number) => <OrderStatusTag status={s} />,
  },
  { title: '下单时间', dataIndex: 'created_at', key: 'created_at', sorter: true, render: formatInstant },
  { title: '支付时间', dataIndex: 'paid_at', key: 'paid_at', sorter: true, render: formatInstant },
];

export default function OrdersPage() {
  return (
    <ListPage
      title="订单"
      caption="订单列表"
      columns={columns}
      query={orderListQuery}
      filters={<OrderFilters />}
    />
  );
}
