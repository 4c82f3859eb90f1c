import { Flex, Form, Input, Spin } from 'antd';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { sendSmsCode, type SmsScene } from './api.ts';
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
  const [sending, setSending] = useState(false);
  const [left, setLeft] = useState(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // One tick per second while counting; the timer dies with the component (dialog closed).
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const stopCountdown = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
    setLeft(0);
  }, []);
  const startCountdown = useCallback(() => {
    clearInterval(timer.current);
    let n = SMS_COUNTDOWN_SECONDS;
    setLeft(n);
    const id = setInterval(() => {
      n -= 1;
      if (n <= 0) clearInterval(id);
      setLeft(Math.max(n, 0));
    }, 1000);
    timer.current = id;
  }, []);
  useEffect(() => () => clearInterval(timer.current), []);

  const resetCaptcha = useCallback(() => captchaField.current?.reset(), []);

  useImperativeHandle(ref, () => ({ resetCaptcha, stopCountdown }), [resetCaptcha, stopCountdown]);

  const send = async () => {
    if (sending || left > 0) return;
    const imageCaptcha = String(form.getFieldValue(CAPTCHA_FIELD) ?? '').trim();
    if (!imageCaptcha) {
      message.error('请输入图形验证码');
      return;
    }
    const mobile = getMobile().trim();
    if (!mobile) {
      // Checked here so a typed captcha is not spent on a request the server would refuse.
      message.error('请输入手机号');
      return;
    }
    setSending(true);
    try {
      await sendSmsCode({
        mobile,
        image_key: captchaField.current?.key() ?? '',
        image_captcha: imageCaptcha,
        scene,
      });
      if (mounted.current) startCountdown();
    } catch {
      // The client already showed the server's reason; the captcha is spent either way.
      if (mounted.current) {
        stopCountdown();
        resetCaptcha();
      }
    } finally {
      if (mounted.current) setSending(false);
    }
  };

  let smsAction;
  if (sending) smsAction = <Spin size="small" style={{ width: 90 }} />;
  else if (left > 0)
    smsAction = <span style={{ width: 90, textAlign: 'center', color: '#999' }}>{left}s</span>;
  else
    smsAction = (
      <a role="button" style={{ width: 90, textAlign: 'center' }} onClick={() => void send()}>
        获取验证码
      </a>
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
