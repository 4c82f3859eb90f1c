import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { CaptchaSmsFields } from '../../../components/captcha-sms/index.ts';
import { bindMobile } from '../api/bind-mobile.ts';
import { changeMobile } from '../api/change-mobile.ts';
import { MemberModal } from './MemberModal.tsx';

interface Values {
  mobile: string;
  mobile_code: string;
}

/**
 * `绑定新手机号` (screens/account §9.5/§9.6): with a `sign` from the verify step it changes the mobile
 * (PUT /api/v2/member/mobile); without one it binds a first mobile.
 */
export function NewMobileDialog({
  sign,
  onClose,
  onDone,
}: {
  sign: string | null;
  onClose(): void;
  onDone(): void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Values) => {
    if (submitting) return;
    setSubmitting(true);
    const body = { mobile: values.mobile.trim(), mobile_code: values.mobile_code.trim() };
    try {
      if (sign) await changeMobile({ ...body, sign });
      else await bindMobile(body);
      message.success('绑定成功');
      onDone();
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <MemberModal title="绑定新手机号" onClose={onClose}>
      <Form form={form} onFinish={(v) => void submit(v)} autoComplete="off" size="large">
        <Form.Item name="mobile" rules={[{ required: true, message: '请输入新手机号码!' }]}>
          <Input placeholder="请输入新手机号码" inputMode="tel" />
        </Form.Item>
        <CaptchaSmsFields scene="mobile_bind" getMobile={() => String(form.getFieldValue('mobile') ?? '')} />
        <Button type="primary" htmlType="submit" block loading={submitting}>
          立即绑定
        </Button>
      </Form>
    </MemberModal>
  );
}
