import type { AnnouncementItem, AnnouncementRequest } from '@meedu/contract/admin';
import { Form } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { RecordActions } from '../../../components/RecordActions.tsx';
import { RichTextEditor } from '../../../components/rich-text/RichTextEditor.tsx';
import { TextField } from '../../../components/TextField.tsx';
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
      <TextField label="标题" name="title" required="请填写标题" longest={100} />
      <Form.Item label="内容" name="announcement" rules={[{ required: true, message: '请填写内容' }]}>
        <RichTextEditor label="内容" />
      </Form.Item>
    </FormDrawer>
  );
}

/** 公告: the announcements the storefront shows (newest first). */
export default function AnnouncementsPage() {
  const [editing, setEditing] = useState<Editing<AnnouncementItem>>(null);
  const remove = announcementMutations.useDelete();
  const columns: ColumnsType<AnnouncementItem> = [
    { title: '标题', dataIndex: 'title', key: 'title' },
    { title: '浏览次数', dataIndex: 'view_times', key: 'view_times' },
    { title: '发布时间', dataIndex: 'created_at', key: 'created_at', render: formatInstant },
  ];
  return (
    <ListPage
      title="公告"
      create={{ perm: 'home.edit', text: '新建公告', onClick: () => setEditing('new') }}
      caption="公告列表"
      columns={columns}
      query={announcementListQuery}
      actions={{
        perm: 'home.edit',
        render: (a) => (
          <RecordActions
            onEdit={() => setEditing(a)}
            deleteTitle={`确定删除公告“${a.title}”吗？`}
            onDelete={() => remove.mutateAsync(a.id)}
          />
        ),
      }}
    >
      <AnnouncementDrawer editing={editing} onClose={() => setEditing(null)} />
    </ListPage>
  );
}
