import { Button, Modal } from 'antd';
import type { LiveSignInRecord } from '@meedu/contract';
import { useCountdown } from '../../../components/countdown/use-countdown.ts';
import { dbTimeMs } from './use-live-room.ts';

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
  const seconds = useCountdown(dbTimeMs(record.end_at), onClose);
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
