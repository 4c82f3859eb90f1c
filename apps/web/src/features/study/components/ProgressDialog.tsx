import { useQuery } from '@tanstack/react-query';
import { Modal, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { Empty } from '../../../components/Empty.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDuration } from '../../../lib/duration.ts';
import { learnedVideosQuery } from '../api/study-course-progress.ts';

/** '学习进度' (screens account §14.5): each video with watched / duration and 已学完 / 未学完. */
export function ProgressDialog({ courseId, onClose }: { courseId: number; onClose(): void }) {
  const navigate = useNavigate();
  const videos = useQuery(learnedVideosQuery(courseId));
  return (
    <Modal open title="学习进度" footer={null} onCancel={onClose} width={600}>
      {videos.isLoading ? (
        <div style={{ textAlign: 'center', padding: 40 }}>
          <Spin />
        </div>
      ) : videos.isError && !videos.data ? (
        <LoadError error={videos.error} onRetry={() => videos.refetch()} retrying={videos.isFetching} />
      ) : (videos.data ?? []).length === 0 ? (
        <Empty />
      ) : (
        <ul className="mc-progress-list" aria-label="视频进度">
          {(videos.data ?? []).map((v) => {
            const seconds = v.watch_record?.watch_seconds ?? 0;
            const done =
              v.watch_record !== null && (seconds >= v.duration || v.watch_record.watched_at !== null);
            return (
              <li key={v.id}>
                <button type="button" onClick={() => void navigate(paths.courseVideo(v.id))}>
                  <span className="mc-progress-list__title">{v.title}</span>
                  <span className="mc-progress-list__time">
                    {seconds > 0 ? formatDuration(seconds) : '0:00'} / {formatDuration(v.duration)}
                  </span>
                  <span className={done ? 'mc-progress-list__done' : 'mc-progress-list__todo'}>
                    {done ? '已学完' : '未学完'}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
