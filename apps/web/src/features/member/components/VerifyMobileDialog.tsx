import { App, Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { CaptchaSmsFields } from '../../../components/captcha-sms/index.ts';
import { verifyMobile } from '../api/verify-mobile.ts';
import { MemberModal } from './MemberModal.tsx';

/** Step one of changing the mobile: prove the current one (screens/account §9.4). */
export function VerifyMobileDialog({
  mobile,
  onClose,
  onVerified,
}: {
  mobile: string;
  onClose(): void;
  onVerified(sign: string): void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ mobile_code: string }>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ mobile_code }: { mobile_code: string }) => {
    if (submitting) return;
    setSubmitting(true);
    try {
      const { sign } = await verifyMobile({ mobile, mobile_code: mobile_code.trim() });
      message.success('验证成功');
      onVerified(sign);
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <MemberModal title="验证原手机号" onClose={onClose}>
      <Form form={form} onFinish={(v) => void submit(v)} autoComplete="off" size="large">
        <Form.Item>
          原手机号码验证：<Typography.Text strong>{mobile}</Typography.Text>
        </Form.Item>
        <CaptchaSmsFields scene="mobile_bind" getMobile={() => mobile} />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          确定
        </Button>
      </Form>
    </MemberModal>
  );
}
