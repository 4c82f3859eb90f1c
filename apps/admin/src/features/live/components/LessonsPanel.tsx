import type { LiveCourseAdminDetail, LiveLessonItem, LiveLessonRequest } from '@meedu/contract/admin';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Flex, Form, Input, InputNumber, Switch, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useCan } from '../../../api/session.ts';
import { AttachmentsPanel } from '../../../components/AttachmentsPanel.tsx';
import { type Editing, editedRecord } from '../../../components/editing.ts';
import { FieldRow } from '../../../components/FieldRow.tsx';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { PermissionGate } from '../../../components/PermissionGate.tsx';
import { actionsColumn, RecordActions } from '../../../components/RecordActions.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { formatInstant, formatYuan } from '../../../lib/format.ts';
import { fromLocalField, nowLocalField, toLocalField } from '../../../lib/site-time.ts';
import { lessonCourseware, lessonsQuery, useLessonWrites } from '../api/live.ts';
import { LiveStatusTag } from './LiveStatusTag.tsx';
import { StreamPanel } from './StreamPanel.tsx';

const REPLAY: Record<LiveLessonItem['replay'], string> = {
  '': '',
  packaging: '回放生成中',
  ready: '有回放',
  failed: '回放生成失败',
};

function LessonDrawer({
  courseId,
  editing,
  onClose,
}: {
  courseId: number;
  editing: Editing<LiveLessonItem>;
  onClose: () => void;
}) {
  const lesson = editedRecord(editing);
  const { save } = useLessonWrites(courseId);
  return (
    <FormDrawer<LiveLessonRequest>
      title={lesson ? `编辑课时 ${lesson.title}` : '新建课时'}
      open
      onClose={onClose}
      initialValues={{
        title: lesson?.title ?? '',
        published_at: lesson ? toLocalField(lesson.published_at) : nowLocalField(),
        planned_minutes: lesson?.planned_minutes ?? 60,
        is_show: lesson?.is_show ?? true,
      }}
      save={(v) =>
        save.mutateAsync({
          id: lesson?.id ?? null,
          body: { ...v, published_at: fromLocalField(v.published_at) },
        })
      }
    >
      <TextField label="课时名称" name="title" required="请输入课时名称" maxLength={120} />
      <FieldRow>
        <Form.Item
          label="开播时间"
          name="published_at"
          rules={[{ required: true, message: '请选择开播时间' }]}
          extra={lesson && lesson.status !== 0 ? '已开播的课时不能修改开播时间' : undefined}
        >
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item
          label="直播时长（分钟）"
          name="planned_minutes"
          rules={[{ required: true, message: '请填写直播时长' }]}
        >
          <InputNumber min={5} max={600} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </FieldRow>
      <Form.Item label="显示" name="is_show" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDrawer>
  );
}

/** A lesson's push address and key (editors only) and its courseware, in a drawer over the lessons. */
function StreamAndCourseware({ lesson, onClose }: { lesson: LiveLessonItem; onClose: () => void }) {
  const canEdit = useCan('live.edit');
  return (
    <Drawer title={`推流与课件：${lesson.title}`} open onClose={onClose} size={640}>
      <Flex vertical gap={16}>
        {canEdit && <StreamPanel lessonId={lesson.id} />}
        <AttachmentsPanel place={lessonCourseware(lesson.id)} perm="live.edit" title="课件" />
      </Flex>
    </Drawer>
  );
}

/**
 * A live course's lessons by schedule: when each starts, how long it is planned, its state and replay; created
 * and edited in a drawer; each with its push address and courseware. Lessons carry no price: the course's price
 * (free or paid) opens every lesson.
 */
export function LessonsPanel({ course }: { course: LiveCourseAdminDetail }) {
  const canEdit = useCan('live.edit');
  const result = useQuery(lessonsQuery(course.id));
  const { remove } = useLessonWrites(course.id);
  const [editing, setEditing] = useState<Editing<LiveLessonItem>>(null);
  const [opened, setOpened] = useState<LiveLessonItem | null>(null);
  const columns: ColumnsType<LiveLessonItem> = [
    { title: '课时名称', dataIndex: 'title', key: 'title' },
    { title: '开播时间', key: 'published_at', render: (_, l) => formatInstant(l.published_at) },
    { title: '时长', key: 'planned_minutes', render: (_, l) => `${l.planned_minutes} 分钟` },
    {
      title: '状态',
      key: 'state',
      render: (_, l) => (
        <>
          <LiveStatusTag status={l.status} />
          {!l.is_show && <Tag>隐藏</Tag>}
          {l.replay && <Tag color={l.replay === 'failed' ? 'error' : undefined}>{REPLAY[l.replay]}</Tag>}
        </>
      ),
    },
    actionsColumn<LiveLessonItem>((l) => (
      <>
        <Button type="link" size="small" onClick={() => setOpened(l)} aria-label={`推流与课件：${l.title}`}>
          推流与课件
        </Button>
        {canEdit && (
          <RecordActions
            onEdit={() => setEditing(l)}
            editLabel={`编辑：${l.title}`}
            deleteTitle={`确定删除课时“${l.title}”吗？其课件会一并删除。`}
            onDelete={() => remove.mutateAsync(l.id)}
          />
        )}
      </>
    )),
  ];
  return (
    <>
      <Flex justify="space-between" align="center" gap={12} style={{ marginBottom: 12 }}>
        <Alert
          type="info"
          showIcon
          style={{ flex: 1 }}
          message={
            course.charge === 0
              ? '免费直播课：所有课时对每位学员开放'
              : `付费直播课（${formatYuan(course.charge)}）：购买后可观看全部课时${course.vip_can_view ? '，VIP 免费' : ''}`
          }
        />
        <PermissionGate perm="live.edit">
          <Button type="primary" onClick={() => setEditing('new')}>
            新建课时
          </Button>
        </PermissionGate>
      </Flex>
      {result.isError ? (
        <LoadFailed message={result.error.message} onRetry={() => void result.refetch()} />
      ) : (
        <Table<LiveLessonItem>
          aria-label="课时列表"
          title={() => '课时列表'}
          locale={{ emptyText: '暂无课时' }}
          columns={columns}
          dataSource={result.data?.items ?? []}
          rowKey="id"
          loading={result.isPending}
          pagination={false}
        />
      )}
      {editing !== null && (
        <LessonDrawer courseId={course.id} editing={editing} onClose={() => setEditing(null)} />
      )}
      {opened && <StreamAndCourseware lesson={opened} onClose={() => setOpened(null)} />}
    </>
  );
}
