import type { MemberCourseRequest, MemberCreditRequest, MemberMessageRequest } from '@meedu/contract/admin';
import { Form, Input, InputNumber } from 'antd';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import {
  useAdjustCreditsMutation,
  useGrantCourseMutation,
  useSendMessageMutation,
} from '../api/member-actions.ts';

interface DrawerProps {
  memberId: number;
  open: boolean;
  onClose: () => void;
}

export function AdjustCreditsDrawer({ memberId, open, onClose }: DrawerProps) {
  const adjust = useAdjustCreditsMutation(memberId);
  return (
    <FormDrawer<MemberCreditRequest> title="调整积分" open={open} onClose={onClose} save={adjust.mutateAsync}>
      <Form.Item
        label="积分变动"
        name="change"
        extra="正数增加，负数扣减"
        rules={[{ required: true, message: '请输入积分变动' }]}
      >
        <InputNumber precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        label="原因"
        name="reason"
        extra="学员在积分明细中看到这条原因"
        rules={[{ required: true, message: '请输入原因' }]}
      >
        <Input maxLength={100} />
      </Form.Item>
    </FormDrawer>
  );
}

export function GrantCourseDrawer({ memberId, open, onClose }: DrawerProps) {
  const grant = useGrantCourseMutation(memberId);
  return (
    <FormDrawer<MemberCourseRequest>
      title="开通课程"
      open={open}
      onClose={onClose}
      save={grant.mutateAsync}
      submitText="开通"
    >
      <Form.Item label="课程 ID" name="course_id" rules={[{ required: true, message: '请输入课程 ID' }]}>
        <InputNumber min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormDrawer>
  );
}

export function SendMessageDrawer({ memberId, open, onClose }: DrawerProps) {
  const send = useSendMessageMutation(memberId);
  return (
    <FormDrawer<MemberMessageRequest>
      title="发送消息"
      open={open}
      onClose={onClose}
      save={send.mutateAsync}
      submitText="发送"
    >
      <Form.Item
        label="消息内容"
        name="message"
        extra="出现在学员的「我的消息」中"
        rules={[{ required: true, message: '请输入消息内容' }]}
      >
        <Input.TextArea rows={4} maxLength={500} showCount />
      </Form.Item>
    </FormDrawer>
  );
}
