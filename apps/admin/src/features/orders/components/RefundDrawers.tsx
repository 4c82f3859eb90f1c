import type { OrderRefundRequest, RefundCloseRequest } from '@meedu/contract/admin';
import { Form, Input } from 'antd';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { useCloseRefundMutation, useRefundOrderMutation } from '../api/order-actions.ts';

export function RefundDrawer({
  orderId,
  amount,
  open,
  onClose,
}: {
  orderId: number;
  amount: string;
  open: boolean;
  onClose: () => void;
}) {
  const refund = useRefundOrderMutation(orderId);
  return (
    <FormDrawer<OrderRefundRequest>
      title={`退款 ${amount}`}
      open={open}
      onClose={onClose}
      save={refund.mutateAsync}
      submitText="确认退款"
    >
      <p>款项将原路退回学员的支付账户；手动打款的订单需要人工转账退回后关闭退款。</p>
      <Form.Item label="退款原因" name="reason" rules={[{ required: true, message: '请输入退款原因' }]}>
        <Input maxLength={80} />
      </Form.Item>
    </FormDrawer>
  );
}

export function CloseRefundDrawer({
  orderId,
  refundId,
  onClose,
}: {
  orderId: number;
  refundId: number | null;
  onClose: () => void;
}) {
  const close = useCloseRefundMutation(orderId, refundId ?? 0);
  return (
    <FormDrawer<RefundCloseRequest>
      title="关闭退款"
      open={refundId !== null}
      onClose={onClose}
      save={close.mutateAsync}
      submitText="标记为已人工退回"
    >
      <p>已通过其他方式把款项退给学员时关闭这笔退款，它将记为退款成功。</p>
      <Form.Item label="处理说明" name="note" rules={[{ required: true, message: '请输入处理说明' }]}>
        <Input maxLength={100} placeholder="如：已于 11 月 28 日银行转账退回" />
      </Form.Item>
    </FormDrawer>
  );
}
