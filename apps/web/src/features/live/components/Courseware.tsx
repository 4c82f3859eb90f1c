import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { Empty } from '../../../components/Empty.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { token } from '../../../lib/storage.ts';
import { liveAttachDownloadUrl, liveAttachmentsQuery } from '../api/live-room.ts';

/** 课件 (screens catalog §8.6): each file with 下载 (the main server's URL with ?token=). */
export function Courseware({
  courseId,
  videoId,
  ended,
}: {
  courseId: number;
  videoId: number;
  ended: boolean;
}) {
  const list = useQuery(liveAttachmentsQuery(courseId, videoId));
  if (list.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (list.isError && !list.data)
    return <LoadError compact error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />;
  const items = list.data?.data ?? [];
  return (
    <div className="ml-ware">
      {!ended ? (
        <button type="button" className="ml-link" onClick={() => void list.refetch()}>
          点击刷新课件列表
        </button>
      ) : null}
      {items.length === 0 ? (
        <Empty />
      ) : (
        <ul>
          {items.map((a) => (
            <li key={a.id}>
              <span>{a.name}</span>
              <a href={liveAttachDownloadUrl(a, token.get() ?? '')} target="_blank" rel="noopener noreferrer">
                下载
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
