import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import type { LiveDetailReply } from '@meedu/contract';
import { Breadcrumb } from '../../../components/Breadcrumb.tsx';
import { LazyCommentThread } from '../../../components/comment-thread/LazyCommentThread.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { isBusinessError, LoadError } from '../../../components/LoadError.tsx';
import { SafeHtml } from '../../../components/SafeHtml.tsx';
import { TabBar } from '../../../components/TabBar.tsx';
import { PromoPanels, PurchaseButtons, usePromotions } from '../../../components/purchase/index.ts';
import '../../../components/purchase/purchase.css';
import { useRequireLogin } from '../../../components/require-login/use-require-login.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../stores/session.ts';
import { liveCommentSource } from '../api/live-comments.ts';
import { liveDetailQuery } from '../api/live-detail.ts';
import { liveLikeQuery, useToggleLiveLikeMutation } from '../api/live-like.ts';
import { LiveSchedule } from '../components/LiveSchedule.tsx';
import { LiveStatusBadge } from '../components/LiveStatusBadge.tsx';
import { useFeedback } from '../../../components/feedback/feedback.ts';
import '../../../components/catalog-page.css';
import '../live.css';

const TABS = [
  { id: 2, name: '直播详情' },
  { id: 3, name: '直播排课' },
  { id: 4, name: '课程评论' },
] as const;
type TabId = (typeof TABS)[number]['id'];
const readTab = (v: string | null): TabId => {
  const n = Number(v);
  return TABS.some((t) => t.id === n) ? (n as TabId) : 2;
};

/** The info box (screens catalog §7.1): cover with the status badge, title, collect, summary and the buy area. */
function LiveInfo({ detail, isLogin }: { detail: LiveDetailReply; isLogin: boolean }) {
  const { message } = useFeedback();
  const requireLogin = useRequireLogin();
  const { course, is_buy: isBuy } = detail;
  const free = course.charge === 0;
  const promo = usePromotions('live', course.id, !free && !isBuy);
  const like = useQuery(liveLikeQuery(course.id, isLogin));
  const toggle = useToggleLiveLikeMutation(course.id, isLogin);
  const liked = like.data?.like === true;
  const collect = () => {
    if (!requireLogin() || toggle.isPending) return;
    toggle.mutate(undefined, { onSuccess: (on) => void message.success(on ? '已收藏' : '取消收藏') });
  };
  return (
    <>
      <section className="mc-info">
        <div className="ml-cover">
          <img
            className="mc-info__cover"
            src={course.thumb}
            alt={course.title}
            fetchPriority="high"
            decoding="async"
          />
          <LiveStatusBadge status={course.status} text={course.status_text} />
        </div>
        <div className="mc-info__main">
          <div className="mc-info__title">
            <h1>{course.title}</h1>
            <button
              type="button"
              className={liked ? 'mc-collect is-on' : 'mc-collect'}
              aria-pressed={liked}
              onClick={collect}
            >
              {liked ? <StarFilled /> : <StarOutlined />}
              {liked ? '已收藏' : '收藏'}
            </button>
          </div>
          {course.short_description ? <p className="mc-info__desc">{course.short_description}</p> : null}
          <div className="mc-info__buy">
            {free ? (
              <span className="mc-buy__label mc-buy__label--ok">本课程免费</span>
            ) : isBuy ? (
              <span className="mc-buy__label mc-buy__label--ok">课程已购买</span>
            ) : (
              <PurchaseButtons
                kind="live"
                product={{ id: course.id, charge: course.charge, name: course.title, thumb: course.thumb }}
                promo={promo}
                buyLabel={`订阅课程￥${course.charge}`}
                vipFree={course.vip_can_view === 1}
              />
            )}
          </div>
        </div>
      </section>
      {!free && !isBuy ? <PromoPanels promo={promo} /> : null}
    </>
  );
}

/** `/live/detail/:id` (screens catalog §7). The tab lives in `?tab=` (pushed, so back returns). */
export default function LiveDetailPage() {
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
  const isLogin = useSession((s) => s.isLogin);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...liveDetailQuery(id, isLogin), enabled: valid });
  useDocumentTitle(detail.data?.course.title);

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
          <Skeleton.Node active style={{ width: 320, height: 240 }} />
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      </div>
    );

  const d = detail.data;
  const canWatch = d.is_buy || d.course.charge === 0;
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
          { title: <Link to={paths.live()}>直播课</Link> },
          { title: d.course.title },
        ]}
      />
      <LiveInfo detail={d} isLogin={isLogin} />
      <TabBar
        id="NavBar"
        className="mc-tabs-bar"
        items={TABS.map((t) => ({ key: t.id, label: t.name }))}
        active={tab}
        onChange={selectTab}
        panelIdPrefix="live-tab"
      />
      <div className="mc-tab-panel" role="tabpanel" id={`live-tab-${tab}`}>
        {tab === 2 ? (
          <>
            {d.course.teacher ? (
              <div className="ml-teacher">
                <img src={d.course.teacher.avatar} alt={d.course.teacher.name} width={48} height={48} />
                <div>
                  <strong>{d.course.teacher.name}</strong>
                  <p>{d.course.teacher.short_desc}</p>
                </div>
              </div>
            ) : null}
            {d.course.render_desc ? <SafeHtml html={d.course.render_desc} /> : <Empty />}
          </>
        ) : null}
        {tab === 3 ? <LiveSchedule chapters={d.chapters} videos={d.videos} bought={canWatch} /> : null}
        {tab === 4 ? (
          <LazyCommentThread label="课程评论" source={liveCommentSource(id)} canComment={canWatch} />
        ) : null}
      </div>
    </div>
  );
}
