import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Typography } from 'antd';
import type { SmsScene } from '@meedu/contract';
import { useRef, type ReactNode } from 'react';
import { CaptchaSmsFields, type CaptchaSmsHandle } from './CaptchaSmsFields.tsx';

/** What the form hands over, trimmed: the mobile, the SMS code and the new password ('' when not asked). */
export interface SmsCodeValues {
  mobile: string;
  mobile_code: string;
  password: string;
}

interface FieldValues {
  mobile?: string;
  mobile_code: string;
  password?: string;
}

export interface SmsCodeFormProps {
  scene: SmsScene;
  /**
   * Where the code goes: the member's own mobile, shown as `label` + the number, or a mobile field with this
   * placeholder (its required rule says the same with `!`).
   */
  mobile: { fixed: string; label: string } | { placeholder: string };
  /** Asks for a new password as well (`请设置账号密码`). */
  withPassword?: boolean;
  /** Shown between the fields and the button (for example the register agreement). */
  children?: ReactNode;
  submitText: string;
  /** Checked before anything is sent; false keeps the form as it is (say why there). */
  canSubmit?(): boolean;
  /** Resolves when done; rejects to keep the form (the client has shown the reason). */
  onSubmit(values: SmsCodeValues): Promise<void>;
}

/**
 * Mobile + image captcha + SMS code (+ new password) + a submit button, the body of every account and member
 * dialog that proves a mobile (screens/account §4, §9). A second click while sending is ignored.
 */
export function SmsCodeForm({
  scene,
  mobile,
  withPassword = false,
  children,
  submitText,
  canSubmit,
  onSubmit,
}: SmsCodeFormProps) {
  const [form] = Form.useForm<FieldValues>();
  const captchaRef = useRef<CaptchaSmsHandle>(null);
  const fixed = 'fixed' in mobile ? mobile.fixed : null;
  const submission = useMutation({
    mutationFn: onSubmit,
    onSuccess: () => captchaRef.current?.stopCountdown(),
  });
  // A form that went through is finished (its dialog closes or moves on): it stays busy until then.
  const busy = submission.isPending || submission.isSuccess;

  const submit = (values: FieldValues) => {
    if (busy) return;
    if (canSubmit && !canSubmit()) return;
    submission.mutate({
      mobile: fixed ?? (values.mobile ?? '').trim(),
      mobile_code: values.mobile_code.trim(),
      password: values.password ?? '',
    });
  };

  return (
    <Form form={form} onFinish={submit} autoComplete="off" size="large">
      {'fixed' in mobile ? (
        <Form.Item>
          {mobile.label}
          <Typography.Text strong>{mobile.fixed}</Typography.Text>
        </Form.Item>
      ) : (
        <Form.Item name="mobile" rules={[{ required: true, message: `${mobile.placeholder}!` }]}>
          <Input placeholder={mobile.placeholder} inputMode="tel" />
        </Form.Item>
      )}
      <CaptchaSmsFields
        ref={captchaRef}
        scene={scene}
        getMobile={() => fixed ?? String(form.getFieldValue('mobile') ?? '')}
      />
      {withPassword ? (
        <Form.Item name="password" rules={[{ required: true, message: '请设置账号密码!' }]}>
          <Input.Password placeholder="请设置账号密码" autoComplete="new-password" />
        </Form.Item>
      ) : null}
      {children}
      <Button type="primary" htmlType="submit" block loading={busy}>
        {submitText}
      </Button>
    </Form>
  );
}
