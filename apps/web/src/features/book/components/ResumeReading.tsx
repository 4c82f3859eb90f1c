import type { BookReadRecord } from '@meedu/contract';
import { PlainButton } from '../../../components/PlainButton.tsx';

/** 继续阅读 (issue 30): where the member left the book, on any device, and the way back there. */
export function ResumeReading({ record, onResume }: { record: BookReadRecord; onResume: () => void }) {
  return (
    <div className="bk-resume" role="status">
      <span>
        上次读到《{record.article_title}》{record.position}%
      </span>
      <PlainButton variant="primary" onClick={onResume}>
        继续阅读
      </PlainButton>
    </div>
  );
}
