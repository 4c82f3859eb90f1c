import { Button, Modal } from 'antd';
import { useEffect, useEffectEvent, useState } from 'react';
import type { LiveSignInRecord } from '@meedu/contract';
import { dbTimeMs } from './use-live-room.ts';

const secondsLeft = (endMs: number) => Math.max(0, Math.ceil((endMs - Date.now()) / 1000));

/** The roll call (screens catalog §8.5): seconds left to `end_at`, '点击签到'; closes itself at 0. Loaded on use. */
export default function SignInDialog({
  record,
  signing,
  onSign,
  onClose,
}: {
  record: LiveSignInRecord;
  signing: boolean;
  onSign(): void;
  onClose(): void;
}) {
  const endMs = dbTimeMs(record.end_at);
  const [seconds, setSeconds] = useState(() => secondsLeft(endMs));
  const close = useEffectEvent(() => onClose());
  useEffect(() => {
    const t = window.setInterval(() => {
      const s = secondsLeft(endMs);
      setSeconds(s);
      if (s <= 0) close();
    }, 1000);
    return () => window.clearInterval(t);
  }, [endMs]);
  return (
    <Modal
      open
      title="大家快来签到啦！"
      footer={null}
      onCancel={onClose}
      mask={{ closable: false }}
      width={360}
      centered
    >
      <div className="ml-sign">
        <div className="ml-sign__seconds" aria-label="剩余秒数">
          {seconds}
        </div>
        <Button type="primary" size="large" loading={signing} onClick={onSign}>
          点击签到
        </Button>
      </div>
    </Modal>
  );
}
