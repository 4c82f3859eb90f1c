import { Button, Flex, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../../components/FormModal.tsx';
import { useWithdrawMutation } from '../api/share.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

const required = <span style={{ color: '#cf1322' }}>* </span>;

/**
 * `申请提现` (screens account §15.1): the reference's checks in order; a failed request leaves the form usable
 * (the reference kept its button spinning).
 */
export default function WithdrawDialog({ balance, onClose }: { balance: number; onClose(): void }) {
  const { message } = useFeedback();
  const [channel, setChannel] = useState<'alipay' | undefined>('alipay');
  const [account, setAccount] = useState('');
  const [name, setName] = useState('');
  const [amount, setAmount] = useState<number | null>(0);
  const withdraw = useWithdrawMutation();

  const submit = () => {
    const fail = (m: string) => void message.error(m);
    if (channel === 'alipay' && account.trim() === '') return fail('请输入支付宝账户');
    if (name.trim() === '') return fail('请输入真实姓名');
    if (!amount) return fail('请输入提现金额');
    if (amount > balance) return fail('提现金额不得大于余额');
    if (amount <= 0) return fail('提现金额需要大于0');
    withdraw.mutate(
      {
        channel: 'alipay',
        channel_account: account.trim(),
        channel_name: name.trim(),
        channel_address: '',
        amount,
      },
      {
        onSuccess: () => {
          void message.success('提现申请已提交，请耐心等待管理员转账');
          onClose();
        },
      },
    );
  };

  return (
    <FormModal title="申请提现" onClose={onClose}>
      <Form layout="vertical">
        <Form.Item label={<>{required}提现渠道</>}>
          <Select
            aria-label="提现渠道"
            size="large"
            allowClear
            placeholder="请选择"
            value={channel}
            onChange={(v: 'alipay' | undefined) => setChannel(v)}
            options={[{ value: 'alipay', label: '支付宝' }]}
          />
        </Form.Item>
        {channel === 'alipay' ? (
          <Form.Item label={<>{required}提现账号</>}>
            <Input placeholder="收款账号" value={account} onChange={(e) => setAccount(e.target.value)} />
          </Form.Item>
        ) : null}
        <Form.Item label={<>{required}真实姓名</>}>
          <Input placeholder="真实姓名" value={name} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
        <Form.Item label={<>{required}提现金额</>}>
          <InputNumber
            placeholder="提现金额"
            min={0}
            value={amount}
            onChange={(v) => setAmount(v)}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Flex gap={12} justify="flex-end">
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" onClick={submit} loading={withdraw.isPending}>
            申请提现
          </Button>
        </Flex>
      </Form>
    </FormModal>
  );
}
