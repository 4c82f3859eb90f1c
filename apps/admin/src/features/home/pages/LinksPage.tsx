import type { LinkItem, LinkRequest } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Empty, Flex, Form, Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { AdminApiError } from '../../../api/client.ts';
import { useCan } from '../../../api/session.ts';
import { ConfirmButton } from '../../../components/ConfirmButton.tsx';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PermissionGate } from '../../../components/PermissionGate.tsx';
import { SortableList } from '../../../components/SortableList.tsx';
import { linkMutations, linksQuery } from '../api/ordered-lists.ts';

type Editing = LinkItem | 'new' | null;

function LinkDrawer({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const link = editing !== null && editing !== 'new' ? editing : null;
  const save = linkMutations.useSave(link?.id ?? null);
  return (
    <FormDrawer<LinkRequest>
      title={link ? `编辑友情链接 ${link.name}` : '新建友情链接'}
      open={editing !== null}
      onClose={onClose}
      initialValues={{ name: link?.name ?? '', url: link?.url ?? '' }}
      save={(v) => save.mutateAsync(v)}
    >
      <Form.Item
        label="名称"
        name="name"
        rules={[{ required: true, whitespace: true, message: '请填写名称' }]}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item
        label="链接"
        name="url"
        rules={[{ required: true, whitespace: true, message: '请填写链接' }]}
      >
        <Input placeholder="https://" />
      </Form.Item>
    </FormDrawer>
  );
}

/** 友情链接: the footer's links, in order. */
export default function LinksPage() {
  const links = useQuery(linksQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const canEdit = useCan('home.edit');
  const reorder = linkMutations.useReorder();
  const remove = linkMutations.useDelete();
  const { message } = App.useApp();
  const items = links.data?.items ?? [];
  return (
    <>
      <PageHeader
        title="友情链接"
        extra={
          <PermissionGate perm="home.edit">
            <Button type="primary" onClick={() => setEditing('new')}>
              新建友情链接
            </Button>
          </PermissionGate>
        }
      />
      {links.isPending ? (
        <Skeleton active aria-label="加载中" />
      ) : links.isError ? (
        <LoadFailed message={links.error.message} onRetry={() => void links.refetch()} />
      ) : items.length === 0 ? (
        <Empty description="还没有友情链接" />
      ) : (
        <SortableList
          label="友情链接顺序"
          items={items}
          getId={(l) => l.id}
          getName={(l) => l.name}
          disabled={!canEdit || reorder.isPending}
          onReorder={(next) =>
            reorder.mutate(
              next.map((l) => l.id),
              {
                onSuccess: () => void message.success('顺序已保存'),
                onError: (e) => void message.error(e instanceof AdminApiError ? e.message : '保存顺序失败'),
              },
            )
          }
          renderItem={(link) => (
            <Flex align="center" gap={12} wrap>
              <Typography.Text strong>{link.name}</Typography.Text>
              <Typography.Text type="secondary">{link.url}</Typography.Text>
              <PermissionGate perm="home.edit">
                <Flex gap={4} style={{ marginLeft: 'auto' }}>
                  <Button
                    size="small"
                    type="link"
                    onClick={() => setEditing(link)}
                    aria-label={`编辑：${link.name}`}
                  >
                    编辑
                  </Button>
                  <ConfirmButton
                    danger
                    title={`确定删除友情链接“${link.name}”吗？`}
                    onConfirm={() => remove.mutateAsync(link.id)}
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
      <LinkDrawer editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
