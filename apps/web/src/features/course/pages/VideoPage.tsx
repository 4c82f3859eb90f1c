import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { VideoDetailReply } from '@meedu/contract';
import { commentsAllowed, useCapabilities } from '../../../api/capabilities.ts';
import { configQuery } from '../../../api/system.ts';
import { crumb, DetailFrame } from '../../../components/detail-frame/DetailFrame.tsx';
import { useRouteItem } from '../../../components/detail-frame/use-route-id.ts';
import { SkeletonBlock, SkeletonText } from '../../../components/SkeletonBlock.tsx';
import { TabBar } from '../../../components/TabBar.tsx';
import { LazyCommentThread } from '../../../components/comment-thread/LazyCommentThread.tsx';
import { paths } from '../../../config/paths.ts';
import { useFeatures } from '../../../stores/features.ts';
import { useMember } from '../../../stores/session-actions.ts';
import { useSession } from '../../../stores/session.ts';
import { courseDetailQuery } from '../api/course-detail.ts';
import { videoCommentSource } from '../api/video-comments.ts';
import { videoDetailQuery } from '../api/video-detail.ts';
import { AttachmentList } from '../player/AttachmentList.tsx';
import { ChapterList } from '../player/ChapterList.tsx';
import type { MarqueeProps } from '../player/Marquee.tsx';
import { SnapshotWidget } from '../player/SnapshotWidget.tsx';
import type { PlayerHandle } from '../player/types.ts';
import { VideoStage } from '../player/VideoStage.tsx';
import { marqueeText } from '../player/video-rules.ts';
import '../player/player.css';

const TABS = [
  { key: 'comments', label: '课时评论' },
  { key: 'attach', label: '课程附件' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** `/courses/video/:videoId` — the route parameter is the VIDEO id (screens catalog §4). Login required. */
export default function VideoPage() {
  const navigate = useNavigate();
  const isLogin = useSession((s) => s.isLogin);
  const user = useMember();
  const snapshotOn = useFeatures((s) => s.features.snapshort);
  const config = useQuery(configQuery).data;
  const caps = useCapabilities();
  const { valid, query: detail } = useRouteItem('videoId', videoDetailQuery);
  const course = detail.data?.course;
  const courseDetail = useQuery({
    ...courseDetailQuery(course?.id ?? 0, isLogin),
    enabled: course !== undefined,
  });
  const [tab, setTab] = useState<TabKey>('comments');
  const [transcriptHost, setTranscriptHost] = useState<HTMLElement | null>(null);
  const player = useRef<PlayerHandle | null>(null);
  const onPlayer = useCallback((h: PlayerHandle | null) => {
    player.current = h;
  }, []);
  const getPosition = useCallback(() => player.current?.currentTime() ?? 0, []);

  const goVideo = (id: number) => navigate(paths.courseVideo(id), { replace: true });

  const body = (data: VideoDetailReply) => {
    const { course } = data;
    const isBuy = courseDetail.data?.isBuy ?? data.is_watch;
    const bullet = config?.player;
    const marquee: MarqueeProps | null =
      bullet && Number(bullet.enabled_bullet_secret) === 1 && user
        ? {
            text: marqueeText(bullet.bullet_secret.text, user, dayjs().format('YYYY-MM-DD')),
            size: bullet.bullet_secret.size,
            color: bullet.bullet_secret.color,
            opacity: bullet.bullet_secret.opacity,
          }
        : null;

    return (
      <>
        <div className="vp-main">
          <div className="vp-stage">
            <VideoStage
              key={data.video.id}
              detail={data}
              cover={bullet?.cover}
              marquee={marquee}
              onGoVideo={goVideo}
              onPlayer={onPlayer}
              transcriptHost={transcriptHost}
            />
          </div>
          <div className="vp-side">
            <div ref={setTranscriptHost} />
            <nav className="vp-chapters" aria-label="课程目录">
              <ChapterList
                chapters={data.chapters}
                videos={data.videos}
                currentId={data.video.id}
                isBuy={isBuy}
                courseFree={course.is_free === 1}
                boughtVideos={data.buy_videos}
                onPick={goVideo}
              />
            </nav>
          </div>
        </div>
        <TabBar<TabKey>
          className="vp-tabs"
          items={TABS}
          active={tab}
          onChange={setTab}
          panelIdPrefix="video-tab"
        />
        <div role="tabpanel" id={`video-tab-${tab}`}>
          {tab === 'comments' ? (
            <LazyCommentThread
              label="课时评论"
              source={videoCommentSource(data.video.id, caps.comments)}
              canComment={data.is_watch && commentsAllowed(data.video)}
              lockedHint={commentsAllowed(data.video) ? '购买课程后可以发表评论' : '本课时已关闭评论'}
            />
          ) : courseDetail.data ? (
            <AttachmentList
              courseId={courseDetail.data.course.id}
              attach={courseDetail.data.attach}
              isBuy={courseDetail.data.isBuy}
            />
          ) : (
            <Skeleton active paragraph={{ rows: 2 }} />
          )}
        </div>
        {snapshotOn && data.is_watch ? (
          <SnapshotWidget videoId={data.video.id} getPosition={getPosition} />
        ) : null}
      </>
    );
  };

  return (
    <DetailFrame
      query={detail}
      valid={valid}
      missing={
        <div className="vp-message" role="alert">
          {valid ? (
            <>
              <p>视频不存在或已下架</p>
              <Button onClick={() => navigate(paths.courses())}>返回课程列表</Button>
            </>
          ) : (
            '视频不存在'
          )}
        </div>
      }
      skeleton={
        <>
          <SkeletonBlock height={506} />
          <SkeletonText rows={4} />
        </>
      }
      title={course?.title}
      breadcrumb={(d) => [
        crumb('首页', paths.home()),
        crumb('录播课', paths.courses()),
        crumb(d.course.title, paths.courseDetail(d.course.id)),
        d.video.title,
      ]}
      className="vp-page"
    >
      {body}
    </DetailFrame>
  );
}
