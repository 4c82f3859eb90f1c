import { Checkbox, Flex, type CheckboxRef } from 'antd';
import { useRef, useState, type Ref } from 'react';
import { fetchCaptchaChallenge } from './api.ts';
import { solveChallenge } from './solve-challenge.ts';

export interface ChallengeCheckboxProps {
  /** The solved answer (the form's `image_captcha`); empty until the box is ticked and the answer found. */
  value?: string;
  onChange?: (answer: string) => void;
  /** Called with the challenge's key, which the form sends as `image_key` beside the answer. */
  onKey: (key: string) => void;
  /** Handed down by the Form.Item, which ties its label and errors to the box. */
  id?: string;
  ref?: Ref<CheckboxRef>;
}

type Progress = 'idle' | 'solving' | 'failed';

const STATUS: Record<Progress, string> = {
  idle: '',
  solving: '正在验证，请稍候…',
  failed: '验证失败，请重新勾选',
};

/**
 * The checkbox alternative to the image captcha (WCAG 3.3.8): ticking it asks the server for a challenge and
 * lets the browser find its answer, so nobody has to read distorted text. The box is a real checkbox (Space
 * ticks it) and a polite status line says what happens; the answer is single-use on the server, so the form's
 * reset (empty value) unticks it.
 */
export function ChallengeCheckbox({ value, onChange, onKey, id, ref }: ChallengeCheckboxProps) {
  const [progress, setProgress] = useState<Progress>('idle');
  // A newer tick or untick makes an unfinished answer stale.
  const attempt = useRef(0);
  const solved = Boolean(value);

  const toggle = async (checked: boolean) => {
    const mine = ++attempt.current;
    if (!checked) {
      onChange?.('');
      setProgress('idle');
      return;
    }
    setProgress('solving');
    try {
      const challenge = await fetchCaptchaChallenge();
      const answer = await solveChallenge(challenge);
      if (mine !== attempt.current) return;
      if (answer === null) {
        setProgress('failed');
        return;
      }
      onKey(challenge.key);
      onChange?.(answer);
      setProgress('idle');
    } catch {
      // The client has already shown the server's reason (too many tries, the alternative turned off).
      if (mine === attempt.current) setProgress('failed');
    }
  };

  return (
    <Flex vertical gap={2}>
      <Checkbox
        id={id}
        ref={ref}
        checked={solved || progress === 'solving'}
        aria-busy={progress === 'solving'}
        onChange={(e) => void toggle(e.target.checked)}
      >
        我不是机器人
      </Checkbox>
      <span role="status" style={{ color: progress === 'failed' ? '#cf1322' : '#646b78', fontSize: 13 }}>
        {solved && progress === 'idle' ? '验证通过' : STATUS[progress]}
      </span>
    </Flex>
  );
}
