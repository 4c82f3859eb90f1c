import type { LinkItem, LinkRequest } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { OrderedList } from '../../../components/OrderedList.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { RecordActions, ItemActions } from '../../../components/RecordActions.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { linkMutations, linksQuery } from '../api/ordered-lists.ts';

function LinkDrawer({ editing, onClose }: { editing: Editing<LinkItem>; onClose: () => void }) {
  const link = editedRecord(editing);
  const save = linkMutations.useSave(link?.id ?? null);
  return (
    <FormDrawer<LinkRequest>
      title={link ? `编辑友情链接 ${link.name}` : '新建友情链接'}
      open={editing !== null}
      onClose={onClose}
      initialValues={{ name: link?.name ?? '', url: link?.url ?? '' }}
      save={(v) => save.mutateAsync(v)}
    >
      <TextField label="名称" name="name" required="请填写名称" maxLength={30} />
      <TextField label="链接" name="url" required="请填写链接" placeholder="https://" />
    </FormDrawer>
  );
}

/** 友情链接: the footer's links, in order. */
export default function LinksPage() {
  const links = useQuery(linksQuery);
  const [editing, setEditing] = useState<Editing<LinkItem>>(null);
  const reorder = linkMutations.useReorder();
  const remove = linkMutations.useDelete();
  const items = links.data?.items ?? [];
  return (
    <>
      <PageHeader
        title="友情链接"
        create={{ perm: 'home.edit', text: '新建友情链接', onClick: () => setEditing('new') }}
      />
      <QueryView query={links} empty={items.length === 0 && '还没有友情链接'}>
        {() => (
          <OrderedList
            label="友情链接顺序"
            items={items}
            getName={(l) => l.name}
            reorder={reorder}
            perm="home.edit"
            renderItem={(link) => (
              <Flex align="center" gap={12} wrap>
                <Typography.Text strong>{link.name}</Typography.Text>
                <Typography.Text type="secondary">{link.url}</Typography.Text>
                <ItemActions perm="home.edit">
                  <RecordActions
                    onEdit={() => setEditing(link)}
                    editLabel={`编辑：${link.name}`}
                    deleteTitle={`确定删除友情链接“${link.name}”吗？`}
                    onDelete={() => remove.mutateAsync(link.id)}
                  />
                </ItemActions>
              </Flex>
            )}
          />
        )}
      </QueryView>
      <LinkDrawer editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
