import { WITHDRAWAL_STATUS_TEXT, type WithdrawalItem } from '@meedu/contract/admin';
import { Button, Form, Input, Select, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import { ListFilters } from '../../../components/data-table/ListFilters.tsx';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { useDecideWithdrawal, withdrawalListQuery } from '../api/share.ts';

type Deciding = { kind: 'approve' | 'refuse'; withdrawal: WithdrawalItem } | null;

const STATUS_COLOR = { 0: 'orange', 1: 'green', 2: 'red' } as const;

/** 打款 asks for the payout reference, 驳回 for the reason the member will read. */
function DecisionDrawer({ deciding, onClose }: { deciding: Deciding; onClose: () => void }) {
  const decide = useDecideWithdrawal(deciding?.withdrawal.id ?? null);
  const w = deciding?.withdrawal;
  const approving = deciding?.kind === 'approve';
  const title = w ? `${approving ? '打款' : '驳回'}提现 ¥${w.amount}（${w.member}）` : '';
  return (
    <FormDrawer<{ payout_reference?: string; reason?: string }>
      title={title}
      open={deciding !== null}
      onClose={onClose}
      submitText={approving ? '确认打款' : '确认驳回'}
      save={(v) =>
        decide.mutateAsync(
          approving
            ? { kind: 'approve', body: { payout_reference: v.payout_reference ?? '' } }
            : { kind: 'refuse', body: { reason: v.reason ?? '' } },
        )
      }
    >
      {w && (
        <Typography.Paragraph>
          支付宝账户 {w.channel_account}，实名 {w.channel_name}
        </Typography.Paragraph>
      )}
      {approving ? (
        <TextField
          label="打款流水号"
          name="payout_reference"
          required="请填写打款流水号"
          longest={64}
          extra="转账后填写支付宝的流水号，学员会在消息中看到"
        />
      ) : (
        <Form.Item
          label="驳回理由"
          name="reason"
          rules={[{ required: true, whitespace: true, message: '请填写驳回理由' }]}
          extra="学员会看到这个理由，金额退回其邀请余额"
        >
          <Input.TextArea rows={3} maxLength={200} />
        </Form.Item>
      )}
    </FormDrawer>
  );
}

const statusOptions = Object.entries(WITHDRAWAL_STATUS_TEXT).map(([value, label]) => ({ value, label }));

/** 提现申请: members' withdrawals, pending first; each pending one is paid out or refused once. */
export default function WithdrawalsPage() {
  const [deciding, setDeciding] = useState<Deciding>(null);
  const columns: ColumnsType<WithdrawalItem> = [
    { title: '学员', dataIndex: 'member', key: 'member' },
    { title: '金额', key: 'amount', render: (_, w) => `¥${w.amount}` },
    { title: '支付宝账户', key: 'account', render: (_, w) => `${w.channel_account}（${w.channel_name}）` },
    { title: '申请时间', dataIndex: 'created_at', key: 'created_at', render: formatInstant },
    {
      title: '状态',
      key: 'status',
      render: (_, w) => (
        <>
          <Tag color={STATUS_COLOR[w.status]}>{WITHDRAWAL_STATUS_TEXT[w.status]}</Tag>
          {w.status === 1 && <Typography.Text type="secondary">流水号 {w.payout_reference}</Typography.Text>}
          {w.status === 2 && <Typography.Text type="secondary">{w.refuse_reason}</Typography.Text>}
        </>
      ),
    },
  ];
  return (
    <ListPage
      title="提现申请"
      caption="提现申请列表"
      columns={columns}
      query={withdrawalListQuery}
      filters={
        <ListFilters>
          <Form.Item label="状态" name="status">
            <Select allowClear options={statusOptions} style={{ width: 120 }} />
          </Form.Item>
        </ListFilters>
      }
      actions={{
        perm: 'share.edit',
        render: (w) =>
          w.status === 0 && (
            <>
              <Button
                type="link"
                size="small"
                aria-label={`打款：${w.member} ¥${w.amount}`}
                onClick={() => setDeciding({ kind: 'approve', withdrawal: w })}
              >
                打款
              </Button>
              <Button
                type="link"
                size="small"
                danger
                aria-label={`驳回：${w.member} ¥${w.amount}`}
                onClick={() => setDeciding({ kind: 'refuse', withdrawal: w })}
              >
                驳回
              </Button>
            </>
          ),
      }}
    >
      <DecisionDrawer deciding={deciding} onClose={() => setDeciding(null)} />
    </ListPage>
  );
}
