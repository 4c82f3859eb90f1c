import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import type { BookArticleItem, BookDetailReply } from '@meedu/contract';
import { LazyCommentThread } from '../../../components/comment-thread/LazyCommentThread.tsx';
import { crumb, DetailFrame } from '../../../components/detail-frame/DetailFrame.tsx';
import { useRouteItem } from '../../../components/detail-frame/use-route-id.ts';
import { DetailTabs } from '../../../components/detail-frame/DetailTabs.tsx';
import { Empty } from '../../../components/Empty.tsx';
import { useFeedback } from '../../../components/feedback/feedback.ts';
import { ProductInfo, ProductInfoSkeleton } from '../../../components/product-info/ProductInfo.tsx';
import { useRequireLogin } from '../../../components/require-login/use-require-login.ts';
import { SafeHtml } from '../../../components/SafeHtml.tsx';
import { paths } from '../../../config/paths.ts';
import { productOrderQuery } from '../../../lib/order-query.ts';
import { useSession } from '../../../stores/session.ts';
import { bookCommentSource } from '../api/book-comments.ts';
import { bookDetailQuery } from '../api/book-detail.ts';
import { bookLikeQuery, useBookLikeMutation } from '../api/book-like.ts';
import { BookCatalog, firstArticle } from '../components/BookCatalog.tsx';
import '../book.css';

const TABS = [
  { id: 2, name: '详情' },
  { id: 3, name: '目录' },
  { id: 4, name: '评论' },
] as const;

/** `/book/detail/:id` (screens catalog §10). The tab lives in `?tab=`. */
export default function BookDetailPage() {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const isLogin = useSession((s) => s.isLogin);
  const { id, valid, query: detail } = useRouteItem('id', (id) => bookDetailQuery(id, isLogin));
  const like = useQuery({ ...bookLikeQuery(id, isLogin), enabled: detail.data !== undefined });
  const toggleLike = useBookLikeMutation(id, isLogin);

  const body = (d: BookDetailReply) => {
    const { book } = d;
    const canReadAll = d.is_buy || book.charge <= 0;
    const product = { id: book.id, charge: book.charge, name: book.name, thumb: book.thumb };
    // A catalogue click (§10.2): visitors log in first; a paid article of a paid book not bought goes to buying.
    const open = (a: BookArticleItem) => {
      if (!requireLogin()) return;
      if (!canReadAll && a.charge > 0) void navigate(paths.order(productOrderQuery('book', product)));
      else void navigate(paths.bookRead(a.id));
    };
    const startReading = () => {
      const first = firstArticle(d.chapters, d.articles);
      if (!first) void message.error('当前电子书下暂无文章');
      else open(first);
    };
    return (
      <>
        {/* 开始阅读 once the member may read the whole book (bought, VIP or free), otherwise the buy area. */}
        <ProductInfo
          type="book"
          product={product}
          summary={book.short_desc}
          portrait
          owned={
            canReadAll ? (
              <Button type="primary" size="large" onClick={startReading}>
                开始阅读
              </Button>
            ) : null
          }
          buyLabel={`订阅电子书￥${book.charge}`}
          vipFree={book.charge > 0 && book.is_vip_free === 1}
          collect={{ on: like.data?.like ?? false, mutation: toggleLike }}
        />
        <DetailTabs tabs={TABS} idPrefix="book-tab" className="bk-tabs" panelClassName="bk-panel">
          {(tab) => (
            <>
              {tab === 2 ? book.render_desc ? <SafeHtml html={book.render_desc} /> : <Empty /> : null}
              {tab === 3 ? (
                firstArticle(d.chapters, d.articles) ? (
                  <BookCatalog
                    chapters={d.chapters}
                    articles={d.articles}
                    markTrials={!canReadAll}
                    onOpen={open}
                  />
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
            </>
          )}
        </DetailTabs>
      </>
    );
  };

  return (
    <DetailFrame
      query={detail}
      valid={valid}
      missing="电子书不存在或已下架"
      skeleton={<ProductInfoSkeleton portrait />}
      title={detail.data?.book.name}
      breadcrumb={(d) => [crumb('首页', paths.home()), crumb('电子书', paths.books()), d.book.name]}
      className="mc-page"
    >
      {body}
    </DetailFrame>
  );
}
