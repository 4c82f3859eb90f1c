import type { LiveTeacherItem, LiveTeacherRequest } from '@meedu/contract/admin';
import { Avatar, Form, Input } from 'antd';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { ImageUpload } from '../../../components/ImageUpload.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { WholeListPage } from '../../../components/WholeListPage.tsx';
import { liveTeacherMutations, liveTeachersQuery } from '../api/live.ts';

function TeacherDrawer({ editing, onClose }: { editing: Editing<LiveTeacherItem>; onClose: () => void }) {
  const teacher = editedRecord(editing);
  const save = liveTeacherMutations.useSave(teacher?.id ?? null);
  return (
    <FormDrawer<LiveTeacherRequest>
      title={teacher ? `编辑讲师 ${teacher.name}` : '新建讲师'}
      open
      onClose={onClose}
      initialValues={{
        name: teacher?.name ?? '',
        avatar: teacher?.avatar ?? '',
        short_desc: teacher?.short_desc ?? '',
      }}
      save={(v) => save.mutateAsync(v)}
    >
      <TextField label="讲师姓名" name="name" required="请输入讲师姓名" maxLength={30} />
      <Form.Item label="头像" name="avatar">
        <ImageUpload label="讲师头像" />
      </Form.Item>
      <Form.Item label="简介" name="short_desc">
        <Input.TextArea rows={3} maxLength={200} />
      </Form.Item>
    </FormDrawer>
  );
}

/** 直播讲师: newest first; a teacher with courses is not deleted (the server says so). */
export default function LiveTeachersPage() {
  return (
    <WholeListPage
      title="直播讲师"
      thing="讲师"
      perm={{ view: 'live.view', edit: 'live.edit' }}
      query={liveTeachersQuery}
      columns={[
        {
          title: '讲师',
          key: 'name',
          render: (_, t) => (
            <>
              {t.avatar && <Avatar src={t.avatar} alt="" size="small" style={{ marginRight: 8 }} />}
              {t.name}
            </>
          ),
        },
        { title: '简介', dataIndex: 'short_desc', key: 'short_desc' },
        { title: '直播课数', dataIndex: 'course_count', key: 'course_count' },
      ]}
      nameOf={(t) => t.name}
      useDelete={liveTeacherMutations.useDelete}
      drawer={(editing, onClose) => <TeacherDrawer editing={editing} onClose={onClose} />}
    />
  );
}
