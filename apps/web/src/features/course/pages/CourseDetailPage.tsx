import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isFreeCourse, type LearnedVideo } from '@meedu/contract';
import { commentsAllowed, useCapabilities } from '../../../api/capabilities.ts';
import { LazyCommentThread } from '../../../components/comment-thread/LazyCommentThread.tsx';
import { crumb, DetailFrame } from '../../../components/detail-frame/DetailFrame.tsx';
import { useRouteItem } from '../../../components/detail-frame/use-route-id.ts';
import { DetailTabs } from '../../../components/detail-frame/DetailTabs.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { ProductInfo, ProductInfoSkeleton } from '../../../components/product-info/ProductInfo.tsx';
import { SafeHtml } from '../../../components/SafeHtml.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../stores/session.ts';
import { courseCommentSource } from '../api/course-comments.ts';
import { courseDetailQuery } from '../api/course-detail.ts';
import { useToggleLikeMutation } from '../api/course-like.ts';
import { courseLearnedQuery } from '../api/course-learned.ts';
import { CourseAttachments } from '../components/CourseAttachments.tsx';
import { CourseChapters } from '../components/CourseChapters.tsx';
import '../course.css';

const TABS = [
  { id: 2, name: '课程详情' },
  { id: 3, name: '课程目录' },
  { id: 4, name: '课程评论' },
  { id: 5, name: '课程附件' },
] as const;

/** `/courses/detail/:id` (screens catalog §3). The tab lives in `?tab=` (pushed, so back returns). */
export default function CourseDetailPage() {
  const isLogin = useSession((s) => s.isLogin);
  const { id, valid, query: detail } = useRouteItem('id', (id) => courseDetailQuery(id, isLogin));
  const learned = useQuery({ ...courseLearnedQuery(id), enabled: valid && isLogin });
  const like = useToggleLikeMutation(id, isLogin);
  const caps = useCapabilities();

  const progress = useMemo(() => {
    const m = new Map<number, LearnedVideo>();
    for (const v of learned.data ?? []) m.set(v.id, v);
    return m;
  }, [learned.data]);

  return (
    <DetailFrame
      query={detail}
      valid={valid}
      missing="课程不存在或已下架"
      skeleton={<ProductInfoSkeleton />}
      title={detail.data?.course.title}
      breadcrumb={(d) => [crumb('首页', paths.home()), crumb('录播课', paths.courses()), d.course.title]}
      className="mc-page"
    >
      {({ course, isBuy, isCollect, chapters, videos, attach }) => {
        const free = isFreeCourse(course);
        const canWatchAll = isBuy || free;
        return (
          <>
            <ProductInfo
              type="course"
              product={{ id: course.id, charge: course.charge, name: course.title, thumb: course.thumb }}
              summary={course.short_description}
              owned={free ? '本课程免费' : isBuy ? '课程已购买' : null}
              buyLabel={`订阅课程￥${course.charge}`}
              vipFree={course.vip_can_view === 1 || course.is_vip_free === 1}
              collect={{ on: isCollect, mutation: like }}
            />
            {caps.coursePurchaseNotice && !canWatchAll ? (
              // The operator's 课程购买须知 (MeEdu 4.9.25+ config), under the buy button.
              <section className="mc-purchase-notice" aria-label="课程购买须知">
                <h2>课程购买须知</h2>
                <SafeHtml html={caps.coursePurchaseNotice} />
              </section>
            ) : null}
            <DetailTabs tabs={TABS} idPrefix="course-tab">
              {(tab) => (
                <>
                  {tab === 2 ? course.render_desc ? <SafeHtml html={course.render_desc} /> : <Empty /> : null}
                  {tab === 3 ? (
                    <CourseChapters
                      chapters={chapters}
                      videos={videos}
                      canWatchAll={canWatchAll}
                      progress={progress}
                    />
                  ) : null}
                  {tab === 4 ? (
                    <LazyCommentThread
                      label="课程评论"
                      source={courseCommentSource(id, caps.comments)}
                      canComment={canWatchAll && commentsAllowed(course)}
                      lockedHint={commentsAllowed(course) ? undefined : '本课程已关闭评论'}
                    />
                  ) : null}
                  {tab === 5 ? (
                    <CourseAttachments courseId={id} attach={attach} canDownload={canWatchAll} />
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
