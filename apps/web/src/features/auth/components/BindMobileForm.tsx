import { Button, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import {
  CaptchaSmsFields,
  type CaptchaSmsHandle,
  type SmsScene,
} from '../../../components/captcha-sms/index.ts';

export interface BindMobileValues {
  mobile: string;
  mobile_code: string;
}

export interface BindMobileFormProps {
  mobilePlaceholder: string;
  mobileRule: string;
  scene: SmsScene;
  /** Resolves when done; rejects to keep the form (the client has shown the reason). */
  onSubmit(values: BindMobileValues): Promise<void>;
}

/** Mobile + captcha + SMS code + `立即绑定`, the body of both bind-mobile dialogs. */
export function BindMobileForm({ mobilePlaceholder, mobileRule, scene, onSubmit }: BindMobileFormProps) {
  const [form] = Form.useForm<BindMobileValues>();
  const [submitting, setSubmitting] = useState(false);
  const captchaRef = useRef<CaptchaSmsHandle>(null);

  const submit = async (values: BindMobileValues) => {
    if (submitting) return;
    setSubmitting(true);
    try {
      await onSubmit({ mobile: values.mobile.trim(), mobile_code: values.mobile_code.trim() });
      captchaRef.current?.stopCountdown();
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} onFinish={(v) => void submit(v)} autoComplete="off" size="large">
      <Form.Item name="mobile" rules={[{ required: true, message: mobileRule }]}>
        <Input placeholder={mobilePlaceholder} inputMode="tel" />
      </Form.Item>
      <CaptchaSmsFields
        ref={captchaRef}
        scene={scene}
        getMobile={() => String(form.getFieldValue('mobile') ?? '')}
      />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        立即绑定
      </Button>
    </Form>
  );
}
