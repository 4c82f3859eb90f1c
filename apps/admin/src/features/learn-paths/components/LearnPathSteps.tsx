import {
  LEARN_PATH_ITEM_TYPES,
  type LearnPathItemRequest,
  type LearnPathStepAdmin,
  type LearnPathStepItemAdmin,
  type LearnPathStepRequest,
} from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Form, Input, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useCan } from '../../../api/session.ts';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { GoodsPicker } from '../../../components/GoodsPicker.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PermissionGate } from '../../../components/PermissionGate.tsx';
import { RecordActions } from '../../../components/RecordActions.tsx';
import { OrderedList } from '../../../components/OrderedList.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { stepsQuery, useItemWrites, useStepWrites } from '../api/learn-paths.ts';

const typeName = (type: string) => LEARN_PATH_ITEM_TYPES[type as keyof typeof LEARN_PATH_ITEM_TYPES] ?? type;
const itemName = (i: LearnPathStepItemAdmin) => i.title ?? `${typeName(i.type)} #${i.other_id}（已删除）`;

/** One step's items in order: 上移/下移 (or drag) to reorder, 移除 to take one out. */
function StepItems({ step, canEdit }: { step: LearnPathStepAdmin; canEdit: boolean }) {
  const writes = useItemWrites();
  const reorder = {
    mutate: (ids: number[], handlers: { onSuccess: () => void; onError: (error: Error) => void }) =>
      writes.reorder.mutate({ stepId: step.id, ids }, handlers),
    isPending: writes.reorder.isPending,
  };
  if (step.items.length === 0) return <Typography.Text type="secondary">这一步还没有内容</Typography.Text>;
  return (
    <OrderedList
      label={`${step.name} 的内容顺序`}
      items={step.items}
      getName={itemName}
      reorder={reorder}
      perm="learn-paths.edit"
      renderItem={(i) => (
        <Flex justify="space-between" align="center" style={{ width: '100%' }}>
          <Space size={6} wrap>
            <Tag color="blue">{typeName(i.type)}</Tag>
            <span>{itemName(i)}</span>
            {i.title !== null && !i.is_show && <Tag>已隐藏，学员看不到</Tag>}
          </Space>
          {canEdit && (
            <ConfirmButton
              title={`确定从“${step.name}”中移除“${itemName(i)}”吗？`}
              onConfirm={() => writes.remove.mutateAsync(i.id)}
              done="已移除"
              danger
            >
              移除
            </ConfirmButton>
          )}
        </Flex>
      )}
    />
  );
}

/** The picker of what to add to a step: a type, then a course, live course, book or article by its title. */
function AddItemDrawer({ step, onClose }: { step: LearnPathStepAdmin | null; onClose: () => void }) {
  const writes = useItemWrites();
  return (
    <FormDrawer<LearnPathItemRequest>
      title={step ? `向“${step.name}”添加内容` : '添加内容'}
      open={step !== null}
      onClose={onClose}
      initialValues={{ type: 'course' }}
      submitText="添加"
      save={(body) => writes.add.mutateAsync({ stepId: step?.id ?? 0, body })}
    >
      <GoodsPicker
        types={LEARN_PATH_ITEM_TYPES}
        fields={{ type: 'type', id: 'other_id' }}
        typeLabel="内容类型"
      />
    </FormDrawer>
  );
}

/** A path's steps in order, each with its items: add, rename, delete, reorder both by 上移/下移 or drag. */
export function LearnPathSteps({ pathId }: { pathId: number }) {
  const canEdit = useCan('learn-paths.edit');
  const steps = useQuery(stepsQuery(pathId));
  const stepWrites = useStepWrites(pathId);
  const [editing, setEditing] = useState<Editing<LearnPathStepAdmin>>(null);
  const [addingTo, setAddingTo] = useState<LearnPathStepAdmin | null>(null);

  if (steps.isError) return <LoadFailed message={steps.error.message} onRetry={() => void steps.refetch()} />;
  if (steps.isPending) return <Skeleton active />;
  const edited = editedRecord(editing);
  return (
    <Card
      title="步骤"
      size="small"
      extra={
        <PermissionGate perm="learn-paths.edit">
          <Button onClick={() => setEditing('new')}>新建步骤</Button>
        </PermissionGate>
      }
    >
      {steps.data.length === 0 ? (
        <Empty description="还没有步骤" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <OrderedList
          label="步骤顺序"
          items={steps.data}
          getName={(s) => s.name}
          reorder={stepWrites.reorder}
          perm="learn-paths.edit"
          renderItem={(s) => (
            <Flex vertical gap={8}>
              <Flex justify="space-between" align="center" wrap>
                <span>
                  <Typography.Text strong>{s.name}</Typography.Text>
                  {s.description && <Typography.Text type="secondary">（{s.description}）</Typography.Text>}
                </span>
                {canEdit && (
                  <Space size={0}>
                    <Button
                      type="link"
                      size="small"
                      onClick={() => setAddingTo(s)}
                      aria-label={`添加内容：${s.name}`}
                    >
                      添加内容
                    </Button>
                    <RecordActions
                      onEdit={() => setEditing(s)}
                      editLabel={`编辑步骤：${s.name}`}
                      deleteTitle={`确定删除步骤“${s.name}”吗？其中的 ${s.items.length} 项内容会一并移出路径。`}
                      onDelete={() => stepWrites.remove.mutateAsync(s.id)}
                    />
                  </Space>
                )}
              </Flex>
              <StepItems step={s} canEdit={canEdit} />
            </Flex>
          )}
        />
      )}
      <FormDrawer<LearnPathStepRequest>
        title={edited ? `编辑步骤 ${edited.name}` : '新建步骤'}
        open={editing !== null}
        onClose={() => setEditing(null)}
        initialValues={{ name: edited?.name ?? '', description: edited?.description ?? '' }}
        save={(body) => stepWrites.save.mutateAsync({ id: edited?.id ?? null, body })}
      >
        <TextField label="步骤名称" name="name" required="请输入步骤名称" maxLength={120} />
        <Form.Item label="步骤说明" name="description">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </FormDrawer>
      <AddItemDrawer step={addingTo} onClose={() => setAddingTo(null)} />
    </Card>
  );
}
