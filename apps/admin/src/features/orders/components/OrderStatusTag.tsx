import { ORDER_STATUS_NAMES, REFUND_STATUS_NAMES, type RefundStatusName } from '@meedu/contract/admin';
import { Tag } from 'antd';

const STATUS_COLORS: Record<number, string> = { 1: 'default', 5: 'processing', 7: 'default', 9: 'green' };
const REFUND_COLORS: Record<RefundStatusName, string> = {
  pending: 'processing',
  processing: 'processing',
  succeeded: 'green',
  failed: 'red',
  manual: 'orange',
};

export function OrderStatusTag({ status }: { status: number }) {
  return <Tag color={STATUS_COLORS[status]}>{ORDER_STATUS_NAMES[status] ?? status}</Tag>;
}

export function RefundStatusTag({ status }: { status: RefundStatusName }) {
  return <Tag color={REFUND_COLORS[status]}>{REFUND_STATUS_NAMES[status] ?? status}</Tag>;
}
