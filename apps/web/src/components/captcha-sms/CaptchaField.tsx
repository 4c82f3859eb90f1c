import { Flex, Form, Input, Skeleton } from 'antd';
import { useCallback, useImperativeHandle, type Ref } from 'react';
import { useCaptchaImage } from './api.ts';

/** The form field the typed captcha lives in. */
export const CAPTCHA_FIELD = 'image_captcha';

export interface CaptchaFieldHandle {
  /** Clears the typed text and shows a new image (a captcha is single-use). */
  reset(): void;
  /** The key of the image on screen, sent with the typed text. */
  key(): string;
}

export interface CaptchaFieldProps {
  rule?: string;
  placeholder?: string;
  ref?: Ref<CaptchaFieldHandle>;
}

/**
 * The image-captcha row (screens/account §0.5): the typed text (field `image_captcha` of the surrounding antd
 * Form) beside the image, which is fetched on mount and renewed on click. Used by the SMS rows of every account
 * form and by the password login once the server asks for a captcha.
 */
export function CaptchaField({
  rule = '请输入图形验证码!',
  placeholder = '请输入图形验证码',
  ref,
}: CaptchaFieldProps) {
  const form = Form.useFormInstance();
  const captcha = useCaptchaImage();
  const { refetch } = captcha;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const imageKey = captcha.data?.key ?? '';

  const reset = useCallback(() => {
    form.setFieldValue(CAPTCHA_FIELD, '');
    refresh();
  }, [form, refresh]);

  useImperativeHandle(ref, () => ({ reset, key: () => imageKey }), [reset, imageKey]);

  return (
    <Form.Item>
      <Flex gap={12} align="center">
        <Form.Item name={CAPTCHA_FIELD} rules={[{ required: true, message: rule }]} noStyle>
          <Input size="large" placeholder={placeholder} autoComplete="off" style={{ flex: 1 }} />
        </Form.Item>
        {captcha.data ? (
          <img
            src={captcha.data.img}
            alt="图形验证码"
            title="看不清？点击换一张"
            onClick={refresh}
            style={{ width: 110, height: 39, cursor: 'pointer', flex: 'none' }}
          />
        ) : captcha.isError ? (
          <a role="button" onClick={refresh} style={{ width: 110, textAlign: 'center', flex: 'none' }}>
            重新获取
          </a>
        ) : (
          <Skeleton.Button active style={{ width: 110, height: 39 }} />
        )}
      </Flex>
    </Form.Item>
  );
}
