import type { VipPlanItem, VipPlanRequest } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Flex, Form, Input, InputNumber, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { OrderedList } from '../../../components/OrderedList.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { RecordActions, ItemActions } from '../../../components/RecordActions.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { vipPlanMutations, vipPlansQuery } from '../api/vip-plans.ts';

function PlanDrawer({ editing, onClose }: { editing: Editing<VipPlanItem>; onClose: () => void }) {
  const plan = editedRecord(editing);
  const save = vipPlanMutations.useSave(plan?.id ?? null);
  return (
    <FormDrawer<VipPlanRequest>
      title={plan ? `编辑套餐 ${plan.name}` : '新建套餐'}
      open={editing !== null}
      onClose={onClose}
      initialValues={{
        name: plan?.name ?? '',
        charge: plan?.charge,
        expire_days: plan?.expire_days,
        description: plan?.description ?? '',
        is_show: plan?.is_show ?? true,
      }}
      save={(v) => save.mutateAsync(v)}
    >
      <TextField label="套餐名称" name="name" required="请填写套餐名称" maxLength={30} />
      <Form.Item label="价格（元）" name="charge" rules={[{ required: true, message: '请填写价格' }]}>
        <InputNumber min={0} max={99999} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item label="有效天数" name="expire_days" rules={[{ required: true, message: '请填写有效天数' }]}>
        <InputNumber min={1} max={3650} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item label="权益说明" name="description" extra="每行一条，显示在 VIP 页面">
        <Input.TextArea rows={4} maxLength={1000} />
      </Form.Item>
      <Form.Item label="上架" name="is_show" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDrawer>
  );
}

/** VIP 套餐: the plans `/vip` lists, in order; a plan once sold is hidden (下架), not deleted. */
export default function VipPlansPage() {
  const plans = useQuery(vipPlansQuery);
  const [editing, setEditing] = useState<Editing<VipPlanItem>>(null);
  const reorder = vipPlanMutations.useReorder();
  const remove = vipPlanMutations.useDelete();
  const items = plans.data?.items ?? [];
  return (
    <>
      <PageHeader
        title="VIP 套餐"
        create={{ perm: 'vip.edit', text: '新建套餐', onClick: () => setEditing('new') }}
      />
      <QueryView query={plans} empty={items.length === 0 && '还没有 VIP 套餐'}>
        {() => (
          <OrderedList
            label="VIP 套餐顺序"
            items={items}
            getName={(p) => p.name}
            reorder={reorder}
            perm="vip.edit"
            renderItem={(plan) => (
              <Flex align="center" gap={12} wrap>
                <Typography.Text strong>{plan.name}</Typography.Text>
                <Typography.Text>¥{plan.charge}</Typography.Text>
                <Typography.Text type="secondary">{plan.expire_days} 天</Typography.Text>
                {plan.is_show ? <Tag color="green">上架</Tag> : <Tag>已下架</Tag>}
                <Typography.Text type="secondary">已售 {plan.order_count} 笔</Typography.Text>
                <ItemActions perm="vip.edit">
                  <RecordActions
                    onEdit={() => setEditing(plan)}
                    editLabel={`编辑：${plan.name}`}
                    deleteTitle={`确定删除套餐“${plan.name}”吗？`}
                    onDelete={() => remove.mutateAsync(plan.id)}
                  />
                </ItemActions>
              </Flex>
            )}
          />
        )}
      </QueryView>
      <PlanDrawer editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
