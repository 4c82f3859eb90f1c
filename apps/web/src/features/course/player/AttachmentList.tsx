import type { CourseAttach } from '@meedu/contract';
import { Button } from 'antd';
import { Empty } from '../../../components/Empty.tsx';
import { openAttachment } from '../api/course-attach.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

export interface AttachmentListProps {
  courseId: number;
  attach: CourseAttach[];
  /** The member owns the course (course detail `isBuy`). */
  isBuy: boolean;
}

/** '课程附件' (screens catalog §3.2 / §4.7): name and '下载附件'; not bought → '请购买课程后下载'. */
export function AttachmentList({ courseId, attach, isBuy }: AttachmentListProps) {
  const { message } = useFeedback();
  if (attach.length === 0) return <Empty />;
  const download = (id: number) => {
    if (!isBuy) {
      message.error('请购买课程后下载');
      return;
    }
    void openAttachment(courseId, id);
  };
  return (
    <ul className="attach-list" aria-label="课程附件">
      {attach.map((a) => (
        <li key={a.id} style={{ display: 'flex', justifyContent: 'space-between', padding: '12px 0' }}>
          <span>{a.name}</span>
          <Button type="link" onClick={() => download(a.id)}>
            下载附件
          </Button>
        </li>
      ))}
    </ul>
  );
}
