import { Button, Flex, Form, Input, Spin } from 'antd';
import type { SmsScene } from '@meedu/contract';
import { useCallback, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { deadlineIn, useCountdown } from '../countdown/use-countdown.ts';
import { useSendSmsMutation } from './api.ts';
import { CAPTCHA_FIELD, CaptchaField, type CaptchaFieldHandle } from './CaptchaField.tsx';
import { useFeedback } from '../feedback/feedback.ts';

/** SMS resend countdown (SPEC §9). */
export const SMS_COUNTDOWN_SECONDS = 120;

/** Form field names the widget owns inside the surrounding antd Form (the captcha's is CaptchaField's). */
export { CAPTCHA_FIELD };
export const SMS_FIELD = 'mobile_code';

export interface CaptchaSmsHandle {
  /** Clears the typed captcha and shows a new image (after a failed SMS login, for example). */
  resetCaptcha(): void;
  /** The key of the captcha image on screen (the SMS login sends it once the server asks for a captcha). */
  captchaKey(): string;
  /** Stops the countdown (the form is done). */
  stopCountdown(): void;
}

export interface CaptchaSmsFieldsProps {
  scene: SmsScene;
  /** The mobile the code goes to: the form's field, or the member's stored mobile. */
  getMobile: () => string;
  captchaRule?: string;
  captchaPlaceholder?: string;
  smsPlaceholder?: string;
  smsRule?: string;
  ref?: Ref<CaptchaSmsHandle>;
}

/**
 * The image captcha + SMS code rows of every account form (screens/account §0.5). Must sit inside an antd Form;
 * it owns the fields `image_captcha` and `mobile_code`. A captcha is fetched on mount (dialogs mount on open).
 */
export function CaptchaSmsFields({
  scene,
  getMobile,
  captchaRule = '请输入图形验证码!',
  captchaPlaceholder = '请输入图形验证码',
  smsPlaceholder = '请输入手机验证码',
  smsRule = '请输入手机验证码!',
  ref,
}: CaptchaSmsFieldsProps) {
  const { message } = useFeedback();
  const form = Form.useFormInstance();
  const captchaField = useRef<CaptchaFieldHandle>(null);
  const sms = useSendSmsMutation();
  // The resend countdown dies with the component (dialog closed).
  const [resendAt, setResendAt] = useState<number | null>(null);
  const left = useCountdown(resendAt);
  const stopCountdown = useCallback(() => setResendAt(null), []);

  const resetCaptcha = useCallback(() => captchaField.current?.reset(), []);

  const captchaKey = useCallback(() => captchaField.current?.key() ?? '', []);

  useImperativeHandle(ref, () => ({ resetCaptcha, captchaKey, stopCountdown }), [
    resetCaptcha,
    captchaKey,
    stopCountdown,
  ]);

  const send = () => {
    if (sms.isPending || left > 0) return;
    const imageCaptcha = String(form.getFieldValue(CAPTCHA_FIELD) ?? '').trim();
    if (!imageCaptcha) {
      message.error(captchaField.current?.missing() ?? '请输入图形验证码');
      return;
    }
    const mobile = getMobile().trim();
    if (!mobile) {
      // Checked here so a typed captcha is not spent on a request the server would refuse.
      message.error('请输入手机号');
      return;
    }
    sms.mutate(
      { mobile, image_key: captchaField.current?.key() ?? '', image_captcha: imageCaptcha, scene },
      {
        onSuccess: () => setResendAt(deadlineIn(SMS_COUNTDOWN_SECONDS)),
        // The client already showed the server's reason; the captcha is spent either way.
        onError: () => {
          stopCountdown();
          resetCaptcha();
        },
      },
    );
  };

  let smsAction;
  if (sms.isPending) smsAction = <Spin size="small" style={{ width: 90 }} />;
  else if (left > 0)
    smsAction = <span style={{ width: 90, textAlign: 'center', color: '#646b78' }}>{left}s</span>;
  else
    smsAction = (
      <Button type="link" style={{ width: 90, paddingInline: 0 }} onClick={send}>
        获取验证码
      </Button>
    );

  return (
    <>
      <CaptchaField ref={captchaField} rule={captchaRule} placeholder={captchaPlaceholder} />
      <Form.Item>
        <Flex gap={12} align="center">
          <Form.Item name={SMS_FIELD} rules={[{ required: true, message: smsRule }]} noStyle>
            <Input
              size="large"
              placeholder={smsPlaceholder}
              autoComplete="one-time-code"
              inputMode="numeric"
              style={{ flex: 1 }}
            />
          </Form.Item>
          <Flex justify="center" style={{ width: 110, flex: 'none' }}>
            {smsAction}
          </Flex>
        </Flex>
      </Form.Item>
    </>
  );
}
