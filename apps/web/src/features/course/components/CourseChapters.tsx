import { CheckCircleFilled, LockOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { CourseChapter, LearnedVideo, PhpMap, VideoItem } from '@meedu/contract';
import { Empty } from '../../../components/Empty.tsx';
import { useRequireLogin } from '../../../components/require-login/use-require-login.ts';
import { paths } from '../../../config/paths.ts';
import { formatDuration } from '../../../lib/duration.ts';
import { mapGet } from '../../../lib/php-map.ts';

interface Props {
  chapters: CourseChapter[];
  videos: PhpMap<VideoItem[]>;
  /** Bought, VIP, or a free course: no locks, no trial badges. */
  canWatchAll: boolean;
  /** The member's progress per video id (only when logged in). */
  progress: Map<number, LearnedVideo>;
}

/** The chapter groups of screens catalog §3.2: each chapter, then '无章节内容' for chapter-less videos. */
export function groupVideos(chapters: CourseChapter[], videos: PhpMap<VideoItem[]>) {
  const loose = mapGet(videos, 0) ?? [];
  if (chapters.length === 0) return [{ key: 'flat', title: null, videos: loose }];
  const groups: { key: string; title: string | null; videos: VideoItem[] }[] = chapters.map((c) => ({
    key: `c${c.id}`,
    title: c.title,
    videos: mapGet(videos, c.id) ?? [],
  }));
  if (loose.length > 0) groups.push({ key: 'loose', title: '无章节内容', videos: loose });
  return groups;
}

function ProgressMark({ video, record }: { video: VideoItem; record: LearnedVideo | undefined }) {
  const seconds = record?.watch_record?.watch_seconds ?? 0;
  if (seconds <= 0) return null;
  const duration = record?.duration || video.duration;
  if (record?.watch_record?.watched_at || (duration > 0 && seconds >= duration))
    return (
      <span className="mc-video__badge mc-video__badge--done">
        <CheckCircleFilled /> 已学完
      </span>
    );
  const pct = duration > 0 ? Math.min(99, Math.max(1, Math.floor((seconds * 100) / duration))) : 0;
  return <span className="mc-video__badge mc-video__badge--progress">已学{pct}%</span>;
}

export function CourseChapters({ chapters, videos, canWatchAll, progress }: Props) {
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const groups = groupVideos(chapters, videos);
  if (groups.every((g) => g.videos.length === 0)) return <Empty />;

  return (
    <div>
      {groups.map((g) => (
        <section className="mc-chapter" key={g.key} aria-label={g.title ?? '课程目录'}>
          {g.title ? <h3 className="mc-chapter__title">{g.title}</h3> : null}
          {g.videos.map((v) => (
            <button
              type="button"
              key={v.id}
              className="mc-video"
              onClick={() => requireLogin() && void navigate(paths.courseVideo(v.id))}
            >
              {canWatchAll ? (
                <PlayCircleOutlined aria-hidden />
              ) : (
                <LockOutlined aria-label="未解锁" role="img" />
              )}
              <span className="mc-video__title">{v.title}</span>
              {!canWatchAll && v.free_seconds > 0 ? <span className="mc-video__badge">试看</span> : null}
              <ProgressMark video={v} record={progress.get(v.id)} />
              <span className="mc-video__duration">{formatDuration(v.duration)}</span>
            </button>
          ))}
        </section>
      ))}
    </div>
  );
}
