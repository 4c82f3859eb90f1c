import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton, Tabs } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { configQuery } from '../../../api/system.ts';
import { Breadcrumb } from '../../../components/Breadcrumb.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { useFeatures } from '../../../stores/features.ts';
import { useSession } from '../../../stores/session.ts';
import { courseDetailQuery } from '../api/course-detail.ts';
import { videoDetailQuery } from '../api/video-detail.ts';
import { AttachmentList } from '../player/AttachmentList.tsx';
import { ChapterList } from '../player/ChapterList.tsx';
import type { MarqueeProps } from '../player/Marquee.tsx';
import { SnapshotWidget } from '../player/SnapshotWidget.tsx';
import type { PlayerHandle } from '../player/types.ts';
import { VideoComments } from '../player/VideoComments.tsx';
import { VideoStage } from '../player/VideoStage.tsx';
import { marqueeText } from '../player/video-rules.ts';
import '../player/player.css';

/** `/courses/video/:courseId` — the route parameter is the VIDEO id (screens catalog §4). Login required. */
export default function VideoPage() {
  const { courseId: param } = useParams();
  const videoId = Number(param);
  const valid = Number.isInteger(videoId) && videoId > 0;
  const navigate = useNavigate();
  const isLogin = useSession((s) => s.isLogin);
  const user = useSession((s) => s.user);
  const snapshotOn = useFeatures((s) => s.features.snapshort);
  const config = useQuery(configQuery).data;
  const detail = useQuery({ ...videoDetailQuery(videoId), enabled: valid });
  const course = detail.data?.course;
  const courseDetail = useQuery({
    ...courseDetailQuery(course?.id ?? 0, isLogin),
    enabled: course !== undefined,
  });
  const [tab, setTab] = useState('4');
  const player = useRef<PlayerHandle | null>(null);
  const onPlayer = useCallback((h: PlayerHandle | null) => {
    player.current = h;
  }, []);
  const getPosition = useCallback(() => player.current?.currentTime() ?? 0, []);

  useDocumentTitle(course?.title);

  const goVideo = (id: number) => navigate(paths.courseVideo(id), { replace: true });

  if (!valid) {
    return (
      <div className="vp-page">
        <div className="vp-message" role="alert">
          视频不存在
        </div>
      </div>
    );
  }

  if (detail.isError) {
    const network = !(detail.error instanceof ApiError && detail.error.kind === 'business');
    return (
      <div className="vp-page">
        <div className="vp-message" role="alert">
          <p>{network ? detail.error.message : '视频不存在或已下架'}</p>
          {network ? (
            <Button type="primary" onClick={() => void detail.refetch()} autoInsertSpace={false}>
              重试
            </Button>
          ) : (
            <Button onClick={() => navigate(paths.courses())}>返回课程列表</Button>
          )}
        </div>
      </div>
    );
  }

  if (!detail.data || !course) {
    return (
      <div className="vp-page" aria-busy="true">
        <Skeleton.Button active block style={{ height: 506 }} />
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  }

  const data = detail.data;
  const isBuy = courseDetail.data?.isBuy ?? data.is_watch;
  const bullet = config?.player;
  const marquee: MarqueeProps | null =
    bullet && Number(bullet.enabled_bullet_secret) === 1 && user
      ? {
          text: marqueeText(bullet.bullet_secret.text, user),
          size: bullet.bullet_secret.size,
          color: bullet.bullet_secret.color,
          opacity: bullet.bullet_secret.opacity,
        }
      : null;

  return (
    <div className="vp-page">
      <Breadcrumb
        className="vp-breadcrumb"
        items={[
          { title: <Link to={paths.home()}>首页</Link> },
          { title: <Link to={paths.courses()}>录播课</Link> },
          { title: <Link to={paths.courseDetail(course.id)}>{course.title}</Link> },
          { title: data.video.title },
        ]}
      />
      <div className="vp-main">
        <div className="vp-stage">
          <VideoStage
            key={data.video.id}
            detail={data}
            cover={bullet?.cover}
            marquee={marquee}
            onGoVideo={goVideo}
            onPlayer={onPlayer}
          />
        </div>
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
      <Tabs
        className="vp-tabs"
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: '4',
            label: '课时评论',
            children: <VideoComments videoId={data.video.id} canComment={data.is_watch} />,
          },
          {
            key: '5',
            label: '课程附件',
            children: courseDetail.data ? (
              <AttachmentList attach={courseDetail.data.attach} isBuy={courseDetail.data.isBuy} />
            ) : (
              <Skeleton active paragraph={{ rows: 2 }} />
            ),
          },
        ]}
      />
      {snapshotOn && data.is_watch ? (
        <SnapshotWidget videoId={data.video.id} getPosition={getPosition} />
      ) : null}
    </div>
  );
}
