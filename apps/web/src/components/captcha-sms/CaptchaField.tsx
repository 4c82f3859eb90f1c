import { Button, Flex, Form, Input, Skeleton, type CheckboxRef, type InputRef } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { configQuery } from '../../api/system.ts';
import { useCaptchaImage } from './api.ts';
import { ChallengeCheckbox } from './ChallengeCheckbox.tsx';
import { canSolveChallenge } from './solve-challenge.ts';

/** The form field the typed captcha (or the checkbox challenge's answer) lives in. */
export const CAPTCHA_FIELD = 'image_captcha';

export interface CaptchaFieldHandle {
  /** Clears the answer and shows a new image or unticks the box (a captcha is single-use). */
  reset(): void;
  /** The key of the captcha answered on screen, sent with the answer as `image_key`. */
  key(): string;
  /** What to tell the member when the captcha is not answered yet. */
  missing(): string;
}

export interface CaptchaFieldProps {
  rule?: string;
  placeholder?: string;
  ref?: Ref<CaptchaFieldHandle>;
}

type CaptchaMode = 'image' | 'checkbox';

const CHECKBOX_RULE = '请勾选“我不是机器人”完成验证';

/**
 * The image-captcha row (screens/account §0.5): the typed text (field `image_captcha` of the surrounding antd
 * Form) beside the image, which is fetched on mount and renewed on click. Used by the SMS rows of every account
 * form and by the password login once the server asks for a captcha. Where the site offers it (config
 * `captcha_alternative`), 看不清？换一种方式 swaps the image for the checkbox challenge, whose key and answer
 * travel in the same two fields, so the forms around it do not know which one was answered.
 */
export function CaptchaField({
  rule = '请输入图形验证码!',
  placeholder = '请输入图形验证码',
  ref,
}: CaptchaFieldProps) {
  const form = Form.useFormInstance();
  const { data: config } = useQuery(configQuery);
  const offered = config?.captcha_alternative === 'checkbox' && canSolveChallenge();
  const [mode, setMode] = useState<CaptchaMode>('image');
  const captcha = useCaptchaImage(mode === 'image');
  const { refetch } = captcha;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const imageKey = captcha.data?.key ?? '';
  const challengeKey = useRef('');
  const textInput = useRef<InputRef>(null);
  const checkbox = useRef<CheckboxRef>(null);
  // Focus follows a switch of mode (the button pressed is gone), but not the first render.
  const switched = useRef(false);

  const reset = useCallback(() => {
    form.setFieldValue(CAPTCHA_FIELD, '');
    if (mode === 'image') refresh();
  }, [form, mode, refresh]);

  useImperativeHandle(
    ref,
    () => ({
      reset,
      key: () => (mode === 'image' ? imageKey : challengeKey.current),
      missing: () => (mode === 'image' ? '请输入图形验证码' : CHECKBOX_RULE),
    }),
    [reset, mode, imageKey],
  );

  useEffect(() => {
    if (!switched.current) return;
    if (mode === 'checkbox') checkbox.current?.focus();
    else textInput.current?.focus();
  }, [mode]);

  const switchTo = (next: CaptchaMode) => {
    form.setFieldValue(CAPTCHA_FIELD, '');
    switched.current = true;
    setMode(next);
  };

  if (mode === 'checkbox')
    return (
      <Form.Item>
        <Flex gap={12} align="start" justify="space-between">
          <Form.Item name={CAPTCHA_FIELD} rules={[{ required: true, message: CHECKBOX_RULE }]} noStyle>
            <ChallengeCheckbox ref={checkbox} onKey={(key) => (challengeKey.current = key)} />
          </Form.Item>
          <Button type="link" size="small" onClick={() => switchTo('image')}>
            换回图形验证码
          </Button>
        </Flex>
      </Form.Item>
    );

  return (
    <Form.Item>
      <Flex gap={12} align="center">
        <Form.Item name={CAPTCHA_FIELD} rules={[{ required: true, message: rule }]} noStyle>
          <Input
            ref={textInput}
            size="large"
            placeholder={placeholder}
            autoComplete="off"
            style={{ flex: 1 }}
          />
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
          <Button type="link" onClick={refresh} style={{ width: 110, flex: 'none' }}>
            重新获取
          </Button>
        ) : (
          <Skeleton.Button active style={{ width: 110, height: 39 }} />
        )}
      </Flex>
      {offered && (
        <Button type="link" size="small" onClick={() => switchTo('checkbox')} style={{ paddingInline: 0 }}>
          看不清？换一种方式
        </Button>
      )}
    </Form.Item>
  );
}
