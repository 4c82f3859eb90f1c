import type { AnnouncementItem, AnnouncementRequest } from '@meedu/contract/admin';
import { Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useCan } from '../../../api/session.ts';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { actionsColumn, RecordActions } from '../../../components/RecordActions.tsx';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { announcementListQuery, announcementMutations } from '../api/announcements.ts';

function AnnouncementDrawer({
  editing,
  onClose,
}: {
  editing: Editing<AnnouncementItem>;
  onClose: () => void;
}) {
  const announcement = editedRecord(editing);
  const save = announcementMutations.useSave(announcement?.id ?? null);
  return (
    <FormDrawer<AnnouncementRequest>
      title={announcement ? `编辑公告 ${announcement.title}` : '新建公告'}
      open={editing !== null}
      onClose={onClose}
      initialValues={{ title: announcement?.title ?? '', announcement: announcement?.announcement ?? '' }}
      save={(v) => save.mutateAsync(v)}
    >
      <Form.Item
        label="标题"
        name="title"
        rules={[
          { required: true, whitespace: true, message: '请填写标题' },
          { max: 100, message: '标题最长 100 个字' },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item label="内容" name="announcement" rules={[{ required: true, message: '请填写内容' }]}>
        <RichTextEditor label="内容" />
      </Form.Item>
    </FormDrawer>
  );
}

/** 公告: the announcements the storefront shows (newest first). */
export default function AnnouncementsPage() {
  const canEdit = useCan('home.edit');
  const [editing, setEditing] = useState<Editing<AnnouncementItem>>(null);
  const remove = announcementMutations.useDelete();
  const columns: ColumnsType<AnnouncementItem> = [
    { title: '标题', dataIndex: 'title', key: 'title' },
    { title: '浏览次数', dataIndex: 'view_times', key: 'view_times' },
    { title: '发布时间', dataIndex: 'created_at', key: 'created_at', render: formatInstant },
  ];
  if (canEdit)
    columns.push(
      actionsColumn((a) => (
        <RecordActions
          onEdit={() => setEditing(a)}
          deleteTitle={`确定删除公告“${a.title}”吗？`}
          onDelete={() => remove.mutateAsync(a.id)}
        />
      )),
    );
  return (
    <>
      <PageHeader
        title="公告"
        create={{ perm: 'home.edit', text: '新建公告', onClick: () => setEditing('new') }}
      />
      <DataTable caption="公告列表" columns={columns} query={announcementListQuery} rowKey="id" />
      <AnnouncementDrawer editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
