import {
  BROADCAST_AUDIENCES,
  BROADCAST_AUDIENCE_NAMES,
  type BroadcastItem,
  type BroadcastRequest,
} from '@meedu/contract/admin';
import { Form, Input, InputNumber, Radio } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { ListPage } from '../../../components/data-table/ListPage.tsx';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { broadcastListQuery, broadcastMutations } from '../api/marketing.ts';

function BroadcastDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const send = broadcastMutations.useSave(null);
  return (
    <FormDrawer<BroadcastRequest>
      title="群发消息"
      submitText="发送"
      open={open}
      onClose={onClose}
      initialValues={{ audience: 'all', message: '' }}
      save={(v) => send.mutateAsync(v)}
    >
      <Form.Item label="发送对象" name="audience">
        <Radio.Group
          options={BROADCAST_AUDIENCES.map((a) => ({ value: a, label: BROADCAST_AUDIENCE_NAMES[a] }))}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['audience']}>
        {({ getFieldValue }) =>
          getFieldValue('audience') === 'course' && (
            <Form.Item
              label="课程 ID"
              name="course_id"
              rules={[{ required: true, message: '请输入课程 ID' }]}
            >
              <InputNumber min={1} precision={0} />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item
        label="消息内容"
        name="message"
        rules={[{ required: true, whitespace: true, message: '请输入消息内容' }]}
        extra="学员在「我的消息」中看到"
      >
        <Input.TextArea rows={4} maxLength={500} showCount />
      </Form.Item>
    </FormDrawer>
  );
}

const audienceText = (b: BroadcastItem) =>
  b.audience === 'course'
    ? `购买《${b.course_title || b.course_id}》的学员`
    : BROADCAST_AUDIENCE_NAMES[b.audience];

/** 站内消息: broadcasts to all members or a filter of them, newest first, with how many each reached. */
export default function BroadcastsPage() {
  const [open, setOpen] = useState(false);
  const columns: ColumnsType<BroadcastItem> = [
    { title: '消息内容', dataIndex: 'message', key: 'message' },
    { title: '发送对象', key: 'audience', render: (_, b) => audienceText(b) },
    { title: '送达人数', dataIndex: 'recipients', key: 'recipients' },
    { title: '发送人', dataIndex: 'admin_name', key: 'admin_name' },
    { title: '发送时间', dataIndex: 'created_at', key: 'created_at', render: formatInstant },
  ];
  return (
    <ListPage
      title="站内消息"
      create={{ perm: 'messages.edit', text: '群发消息', onClick: () => setOpen(true) }}
      caption="群发记录"
      columns={columns}
      query={broadcastListQuery}
    >
      <BroadcastDrawer open={open} onClose={() => setOpen(false)} />
    </ListPage>
  );
}
