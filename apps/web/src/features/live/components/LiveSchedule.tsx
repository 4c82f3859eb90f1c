import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { LiveChapter, LiveVideo } from '@meedu/contract';
import { Empty } from '../../../components/Empty.tsx';
import { useRequireLogin } from '../../../components/require-login/use-require-login.ts';
import { paths } from '../../../config/paths.ts';
import { formatDuration } from '../../../lib/duration.ts';
import { useFeedback } from '../../../components/feedback/feedback.ts';

/** `YYYY-MM-DD HH:mm` of a `YYYY-MM-DD HH:MM:SS` column. */
export const minuteOf = (dbTime: string) => dbTime.slice(0, 16);

function LessonRow({ v, bought, onOpen }: { v: LiveVideo; bought: boolean; onOpen(v: LiveVideo): void }) {
  return (
    <li>
      <button type="button" className="mc-video" onClick={() => onOpen(v)}>
        {bought ? <UnlockOutlined aria-label="已解锁" /> : <LockOutlined aria-label="未解锁" />}
        <span className="mc-video__title">{v.title}</span>
        {v.status === 0 ? (
          <span className="ml-lesson__time">{minuteOf(v.published_at)}</span>
        ) : v.status === 1 ? (
          <span className="ml-lesson__live">直播中</span>
        ) : (
          <span className="ml-lesson__ended">已结束 {v.duration > 0 ? formatDuration(v.duration) : ''}</span>
        )}
      </button>
    </li>
  );
}

/** 直播排课 (screens catalog §7.2): chapters by `name`, then '无章节内容' for lessons outside them. */
export function LiveSchedule({
  chapters,
  videos,
  bought,
}: {
  chapters: LiveChapter[];
  videos: Record<string, LiveVideo[]>;
  bought: boolean;
}) {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const open = (v: LiveVideo) => {
    if (!requireLogin()) return;
    if (!bought) return void message.error('请购买课程后观看');
    if (v.status === 2 && v.duration === 0) return void message.error('直播已结束');
    void navigate(paths.liveVideo(v.id));
  };
  const loose = videos['0'] ?? [];
  const groups = chapters
    .map((c) => ({ id: c.id, name: c.name, list: videos[String(c.id)] ?? [] }))
    .filter((g) => g.list.length > 0);
  if (groups.length === 0 && loose.length === 0) return <Empty />;
  const list = (items: LiveVideo[]) => (
    <ul className="ml-lessons">
      {items.map((v) => (
        <LessonRow key={v.id} v={v} bought={bought} onOpen={open} />
      ))}
    </ul>
  );
  if (groups.length === 0) return list(loose);
  return (
    <div>
      {groups.map((g) => (
        <section key={g.id} className="mc-chapter">
          <h3 className="mc-chapter__title">{g.name}</h3>
          {list(g.list)}
        </section>
      ))}
      {loose.length > 0 ? (
        <section className="mc-chapter">
          <h3 className="mc-chapter__title">无章节内容</h3>
          {list(loose)}
        </section>
      ) : null}
    </div>
  );
}
