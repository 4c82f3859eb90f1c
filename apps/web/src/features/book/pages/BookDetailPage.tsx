import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { BookArticleItem } from '@meedu/contract';
import { Breadcrumb } from '../../../components/Breadcrumb.tsx';
import { LazyCommentThread } from '../../../components/comment-thread/LazyCommentThread.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { isBusinessError, LoadError } from '../../../components/LoadError.tsx';
import '../../../components/purchase/purchase.css';
import { useRequireLogin } from '../../../components/require-login/use-require-login.ts';
import { SafeHtml } from '../../../components/SafeHtml.tsx';
import { TabBar } from '../../../components/TabBar.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { productOrderQuery } from '../../../lib/order-query.ts';
import { useSession } from '../../../stores/session.ts';
import { bookCommentSource } from '../api/book-comments.ts';
import { bookDetailQuery } from '../api/book-detail.ts';
import { BookCatalog, firstArticle } from '../components/BookCatalog.tsx';
import { BookInfo } from '../components/BookInfo.tsx';
import { useFeedback } from '../../../components/feedback/feedback.ts';
import '../book.css';

const TABS = [
  { id: 2, name: '详情' },
  { id: 3, name: '目录' },
  { id: 4, name: '评论' },
] as const;
type TabId = (typeof TABS)[number]['id'];
const readTab = (v: string | null): TabId => {
  const n = Number(v);
  return TABS.some((t) => t.id === n) ? (n as TabId) : 2;
};

/** `/book/detail/:id` (screens catalog §10). The tab lives in `?tab=`. */
export default function BookDetailPage() {
  const { message } = useFeedback();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const isLogin = useSession((s) => s.isLogin);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...bookDetailQuery(id, isLogin), enabled: valid });
  useDocumentTitle(detail.data?.book.name);

  if (!valid || (detail.isError && isBusinessError(detail.error)))
    return (
      <div className="bk-page">
        <Empty description="电子书不存在或已下架" />
      </div>
    );
  if (!detail.data && detail.isError)
    return (
      <div className="bk-page">
        <LoadError error={detail.error} onRetry={() => detail.refetch()} retrying={detail.isFetching} />
      </div>
    );
  if (!detail.data)
    return (
      <div className="bk-page" aria-busy="true">
        <div className="bk-info">
          <Skeleton.Node active style={{ width: 240, height: 320 }} />
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      </div>
    );

  const d = detail.data;
  const { book } = d;
  const canReadAll = d.is_buy || book.charge <= 0;
  const selectTab = (t: TabId) => {
    const next = new URLSearchParams(params);
    next.set('tab', String(t));
    setParams(next);
  };
  // A catalogue click (§10.2): visitors log in first; a paid article of a paid book not bought goes to buying.
  const open = (a: BookArticleItem) => {
    if (!requireLogin()) return;
    if (!canReadAll && a.charge > 0) {
      void navigate(
        paths.order(
          productOrderQuery('book', { id: book.id, charge: book.charge, name: book.name, thumb: book.thumb }),
        ),
      );
      return;
    }
    void navigate(paths.bookRead(a.id));
  };
  const startReading = () => {
    const first = firstArticle(d.chapters, d.articles);
    if (!first) void message.error('当前电子书下暂无文章');
    else open(first);
  };

  return (
    <div className="bk-page">
      <Breadcrumb
        className="bk-breadcrumb"
        items={[
          { title: <Link to={paths.home()}>首页</Link> },
          { title: <Link to={paths.books()}>电子书</Link> },
          { title: book.name },
        ]}
      />
      <BookInfo detail={d} isLogin={isLogin} onRead={startReading} />
      <TabBar
        id="NavBar"
        className="bk-tabs"
        items={TABS.map((t) => ({ key: t.id, label: t.name }))}
        active={tab}
        onChange={selectTab}
        panelIdPrefix="book-tab"
      />
      <div className="bk-panel" role="tabpanel" id={`book-tab-${tab}`}>
        {tab === 2 ? book.render_desc ? <SafeHtml html={book.render_desc} /> : <Empty /> : null}
        {tab === 3 ? (
          firstArticle(d.chapters, d.articles) ? (
            <BookCatalog chapters={d.chapters} articles={d.articles} markTrials={!canReadAll} onOpen={open} />
          ) : (
            <Empty />
          )
        ) : null}
        {tab === 4 ? (
          <LazyCommentThread
            label="电子书评论"
            source={bookCommentSource(book.id)}
            canComment={canReadAll}
            lockedHint="购买电子书后可以发表评论"
          />
        ) : null}
      </div>
    </div>
  );
}
