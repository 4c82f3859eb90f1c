import { PaperClipOutlined } from '@ant-design/icons';
import type { CourseAttach } from '@meedu/contract';
import { Empty } from '../../../components/Empty.tsx';
import { PlainButton } from '../../../components/PlainButton.tsx';
import { useRequireLogin } from '../../../components/require-login/use-require-login.ts';
import { openAttachment } from '../api/course-attach.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

/** '课程附件' tab (screens catalog §3.2). */
export function CourseAttachments({
  courseId,
  attach,
  canDownload,
}: {
  courseId: number;
  attach: CourseAttach[];
  canDownload: boolean;
}) {
  const { message } = useFeedback();
  const requireLogin = useRequireLogin();
  if (attach.length === 0) return <Empty />;

  const download = (id: number) => {
    if (!requireLogin()) return;
    if (!canDownload) {
      void message.error('请购买课程后下载');
      return;
    }
    void openAttachment(courseId, id);
  };

  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="附件列表">
      {attach.map((a) => (
        <li className="mc-attach" key={a.id}>
          <span>
            <PaperClipOutlined /> {a.name}
          </span>
          <PlainButton variant="link" onClick={() => download(a.id)}>
            下载附件
          </PlainButton>
        </li>
      ))}
    </ul>
  );
}
