import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { LearnedVideo } from '@meedu/contract';
import { Breadcrumb } from '../../../components/Breadcrumb.tsx';
import { LazyCommentThread } from '../../../components/comment-thread/LazyCommentThread.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { isBusinessError, LoadError } from '../../../components/LoadError.tsx';
import { SafeHtml } from '../../../components/SafeHtml.tsx';
import { SkeletonBlock, SkeletonText } from '../../../components/SkeletonBlock.tsx';
import { TabBar } from '../../../components/TabBar.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../stores/session.ts';
import { courseCommentSource } from '../api/course-comments.ts';
import { courseDetailQuery } from '../api/course-detail.ts';
import { courseLearnedQuery } from '../api/course-learned.ts';
import { CourseAttachments } from '../components/CourseAttachments.tsx';
import { CourseChapters } from '../components/CourseChapters.tsx';
import { CourseInfo, isFreeCourse } from '../components/CourseInfo.tsx';
import '../../../components/purchase/purchase.css';
import '../course.css';

const TABS = [
  { id: 2, name: '课程详情' },
  { id: 3, name: '课程目录' },
  { id: 4, name: '课程评论' },
  { id: 5, name: '课程附件' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const readTab = (v: string | null): TabId => {
  const n = Number(v);
  return TABS.some((t) => t.id === n) ? (n as TabId) : 2;
};

/** `/courses/detail/:id` (screens catalog §3). The tab lives in `?tab=` (pushed, so back returns). */
export default function CourseDetailPage() {
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
  const isLogin = useSession((s) => s.isLogin);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...courseDetailQuery(id, isLogin), enabled: valid });
  const learned = useQuery({ ...courseLearnedQuery(id), enabled: valid && isLogin });
  useDocumentTitle(detail.data?.course.title);

  const progress = useMemo(() => {
    const m = new Map<number, LearnedVideo>();
    for (const v of learned.data ?? []) m.set(v.id, v);
    return m;
  }, [learned.data]);

  // Only the server's refusal means the course is gone; a failed request says so and offers a retry.
  if (!valid || (detail.isError && isBusinessError(detail.error)))
    return (
      <div className="mc-page">
        <Empty description="课程不存在或已下架" />
      </div>
    );
  if (!detail.data && detail.isError)
    return (
      <div className="mc-page">
        <LoadError error={detail.error} onRetry={() => detail.refetch()} retrying={detail.isFetching} />
      </div>
    );
  if (!detail.data)
    return (
      <div className="mc-page" aria-busy="true">
        <div className="mc-info">
          <SkeletonBlock width={320} height={240} />
          <SkeletonText rows={4} />
        </div>
      </div>
    );

  const d = detail.data;
  const canWatchAll = d.isBuy || isFreeCourse(d.course);
  const selectTab = (t: TabId) => {
    const next = new URLSearchParams(params);
    next.set('tab', String(t));
    setParams(next);
  };

  return (
    <div className="mc-page">
      <Breadcrumb
        className="mc-breadcrumb"
        items={[
          { title: <Link to={paths.home()}>首页</Link> },
          { title: <Link to={paths.courses()}>录播课</Link> },
          { title: d.course.title },
        ]}
      />
      <CourseInfo detail={d} isLogin={isLogin} />
      <TabBar
        id="NavBar"
        className="mc-tabs-bar"
        items={TABS.map((t) => ({ key: t.id, label: t.name }))}
        active={tab}
        onChange={selectTab}
        panelIdPrefix="course-tab"
      />
      <div className="mc-tab-panel" role="tabpanel" id={`course-tab-${tab}`}>
        {tab === 2 ? d.course.render_desc ? <SafeHtml html={d.course.render_desc} /> : <Empty /> : null}
        {tab === 3 ? (
          <CourseChapters
            chapters={d.chapters}
            videos={d.videos}
            canWatchAll={canWatchAll}
            progress={progress}
          />
        ) : null}
        {tab === 4 ? (
          // The page loads no antd (routes.ts marks it plain); the comment thread is antd's, in its scope.
          <LazyCommentThread label="课程评论" source={courseCommentSource(id)} canComment={canWatchAll} />
        ) : null}
        {tab === 5 ? <CourseAttachments attach={d.attach} canDownload={canWatchAll} /> : null}
      </div>
    </div>
  );
}
