import type { VipPlanItem, VipPlanRequest } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Empty, Flex, Form, Input, InputNumber, Skeleton, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { AdminApiError } from '../../../api/client.ts';
import { useCan } from '../../../api/session.ts';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PermissionGate } from '../../../components/PermissionGate.tsx';
import { SortableList } from '../../../components/SortableList.tsx';
import {
  useDeleteVipPlanMutation,
  useReorderVipPlansMutation,
  useSaveVipPlanMutation,
  vipPlansQuery,
} from '../api/vip-plans.ts';

type Editing = VipPlanItem | 'new' | null;

function PlanDrawer({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const plan = editing !== null && editing !== 'new' ? editing : null;
  const save = useSaveVipPlanMutation(plan?.id ?? null);
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
      <Form.Item
        label="套餐名称"
        name="name"
        rules={[{ required: true, whitespace: true, message: '请填写套餐名称' }]}
      >
        <Input maxLength={30} />
      </Form.Item>
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
  const [editing, setEditing] = useState<Editing>(null);
  const canEdit = useCan('vip.edit');
  const reorder = useReorderVipPlansMutation();
  const remove = useDeleteVipPlanMutation();
  const { message } = App.useApp();
  const items = plans.data?.items ?? [];
  return (
    <>
      <PageHeader
        title="VIP 套餐"
        extra={
          <PermissionGate perm="vip.edit">
            <Button type="primary" onClick={() => setEditing('new')}>
              新建套餐
            </Button>
          </PermissionGate>
        }
      />
      {plans.isPending ? (
        <Skeleton active aria-label="加载中" />
      ) : plans.isError ? (
        <LoadFailed message={plans.error.message} onRetry={() => void plans.refetch()} />
      ) : items.length === 0 ? (
        <Empty description="还没有 VIP 套餐" />
      ) : (
        <SortableList
          label="VIP 套餐顺序"
          items={items}
          getId={(p) => p.id}
          getName={(p) => p.name}
          disabled={!canEdit || reorder.isPending}
          onReorder={(next) =>
            reorder.mutate(
              next.map((p) => p.id),
              {
                onSuccess: () => void message.success('顺序已保存'),
                onError: (e) => void message.error(e instanceof AdminApiError ? e.message : '保存顺序失败'),
              },
            )
          }
          renderItem={(plan) => (
            <Flex align="center" gap={12} wrap>
              <Typography.Text strong>{plan.name}</Typography.Text>
              <Typography.Text>¥{plan.charge}</Typography.Text>
              <Typography.Text type="secondary">{plan.expire_days} 天</Typography.Text>
              {plan.is_show ? <Tag color="green">上架</Tag> : <Tag>已下架</Tag>}
              <Typography.Text type="secondary">已售 {plan.order_count} 笔</Typography.Text>
              <PermissionGate perm="vip.edit">
                <Flex gap={4} style={{ marginLeft: 'auto' }}>
                  <Button
                    size="small"
                    type="link"
                    onClick={() => setEditing(plan)}
                    aria-label={`编辑：${plan.name}`}
                  >
                    编辑
                  </Button>
                  <ConfirmButton
                    danger
                    title={`确定删除套餐“${plan.name}”吗？`}
                    onConfirm={() => remove.mutateAsync(plan.id)}
                    done="已删除"
                  >
                    删除
                  </ConfirmButton>
                </Flex>
              </PermissionGate>
            </Flex>
          )}
        />
      )}
      <PlanDrawer editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
