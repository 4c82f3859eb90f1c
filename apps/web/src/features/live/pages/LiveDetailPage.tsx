import { useQuery } from '@tanstack/react-query';
import { LazyCommentThread } from '../../../components/comment-thread/LazyCommentThread.tsx';
import { crumb, DetailFrame } from '../../../components/detail-frame/DetailFrame.tsx';
import { useRouteItem } from '../../../components/detail-frame/use-route-id.ts';
import { DetailTabs } from '../../../components/detail-frame/DetailTabs.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { ProductInfo, ProductInfoSkeleton } from '../../../components/product-info/ProductInfo.tsx';
import { SafeHtml } from '../../../components/SafeHtml.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../stores/session.ts';
import { liveCommentSource } from '../api/live-comments.ts';
import { liveDetailQuery } from '../api/live-detail.ts';
import { liveLikeQuery, useToggleLiveLikeMutation } from '../api/live-like.ts';
import { LiveSchedule } from '../components/LiveSchedule.tsx';
import { LiveStatusBadge } from '../components/LiveStatusBadge.tsx';
import '../../../components/catalog-page.css';
import '../live.css';

const TABS = [
  { id: 2, name: '直播详情' },
  { id: 3, name: '直播排课' },
  { id: 4, name: '课程评论' },
] as const;

/** `/live/detail/:id` (screens catalog §7). The tab lives in `?tab=` (pushed, so back returns). */
export default function LiveDetailPage() {
  const isLogin = useSession((s) => s.isLogin);
  const { id, valid, query: detail } = useRouteItem('id', (id) => liveDetailQuery(id, isLogin));
  const like = useQuery({ ...liveLikeQuery(id, isLogin), enabled: detail.data !== undefined });
  const toggleLike = useToggleLiveLikeMutation(id, isLogin);

  return (
    <DetailFrame
      query={detail}
      valid={valid}
      missing="课程不存在或已下架"
      skeleton={<ProductInfoSkeleton />}
      title={detail.data?.course.title}
      breadcrumb={(d) => [crumb('首页', paths.home()), crumb('直播课', paths.live()), d.course.title]}
      className="mc-page"
    >
      {({ course, is_buy: isBuy, chapters, videos }) => {
        const free = course.charge === 0;
        const canWatch = isBuy || free;
        return (
          <>
            <ProductInfo
              type="live"
              product={{ id: course.id, charge: course.charge, name: course.title, thumb: course.thumb }}
              summary={course.short_description}
              badge={<LiveStatusBadge status={course.status} text={course.status_text} />}
              owned={free ? '本课程免费' : isBuy ? '课程已购买' : null}
              buyLabel={`订阅课程￥${course.charge}`}
              vipFree={course.vip_can_view === 1}
              collect={{ on: like.data?.like === true, mutation: toggleLike }}
            />
            <DetailTabs tabs={TABS} idPrefix="live-tab">
              {(tab) => (
                <>
                  {tab === 2 ? (
                    <>
                      {course.teacher ? (
                        <div className="ml-teacher">
                          <img src={course.teacher.avatar} alt={course.teacher.name} width={48} height={48} />
                          <div>
                            <strong>{course.teacher.name}</strong>
                            <p>{course.teacher.short_desc}</p>
                          </div>
                        </div>
                      ) : null}
                      {course.render_desc ? <SafeHtml html={course.render_desc} /> : <Empty />}
                    </>
                  ) : null}
                  {tab === 3 ? <LiveSchedule chapters={chapters} videos={videos} bought={canWatch} /> : null}
                  {tab === 4 ? (
                    <LazyCommentThread
                      label="课程评论"
                      source={liveCommentSource(id)}
                      canComment={canWatch}
                    />
                  ) : null}
                </>
              )}
            </DetailTabs>
          </>
        );
      }}
    </DetailFrame>
  );
}
