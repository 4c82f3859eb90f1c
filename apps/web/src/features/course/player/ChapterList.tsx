import { LockOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useEffect, useRef } from 'react';
import type { CourseChapter, PhpMap, VideoItem } from '@meedu/contract';
import { Empty } from '../../../components/Empty.tsx';
import { chapterGroups } from './video-rules.ts';

export interface ChapterListProps {
  chapters: CourseChapter[];
  videos: PhpMap<VideoItem[]>;
  currentId: number;
  /** The member owns the course (course detail `isBuy`). */
  isBuy: boolean;
  /** `course.is_free === 1`. */
  courseFree: boolean;
  /** Videos bought one by one (`buy_videos`): never locked. */
  boughtVideos?: number[];
  onPick(videoId: number): void;
}

/**
 * The catalogue beside the player (screens catalog §4.1): the §3.2 grouping, the current video highlighted and
 * scrolled into view, lock and '试看' marks, no durations. Clicking the current video does nothing.
 */
export function ChapterList({
  chapters,
  videos,
  currentId,
  isBuy,
  courseFree,
  boughtVideos = [],
  onPick,
}: ChapterListProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const groups = chapterGroups(chapters, videos);

  useEffect(() => {
    const box = boxRef.current;
    const item = box?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!box || !item) return;
    const top = item.offsetTop - box.offsetTop;
    if (top < box.scrollTop || top + item.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = Math.max(0, top - box.clientHeight / 3);
    }
  }, [currentId]);

  if (groups.length === 0) {
    return (
      <div className="course-chapter-box" ref={boxRef}>
        <Empty />
      </div>
    );
  }

  const courseLocked = !isBuy && !courseFree;
  return (
    <div className="course-chapter-box" ref={boxRef} style={{ height: 506, overflowY: 'auto' }}>
      {groups.map((g) => (
        <div className="chapter-group" key={g.id}>
          {g.title ? <div className="chapter-title">{g.title}</div> : null}
          <ul role="list" aria-label={g.title ?? '课程目录'}>
            {g.videos.map((v) => {
              const current = v.id === currentId;
              const locked = courseLocked && !boughtVideos.includes(v.id);
              return (
                <li
                  key={v.id}
                  role="listitem"
                  aria-current={current ? 'true' : undefined}
                  className={current ? 'chapter-video active' : 'chapter-video'}
                  onClick={() => {
                    if (!current) onPick(v.id);
                  }}
                  onKeyDown={(e) => {
                    if (!current && (e.key === 'Enter' || e.key === ' ')) onPick(v.id);
                  }}
                  tabIndex={0}
                  style={{ cursor: current ? 'default' : 'pointer' }}
                >
                  {current ? <PlayCircleOutlined aria-label="正在播放" /> : null}
                  {locked ? <LockOutlined aria-label="未购买" /> : null}
                  <span className="chapter-video-title">{v.title}</span>
                  {locked && v.free_seconds > 0 ? <span className="chapter-video-badge">试看</span> : null}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
