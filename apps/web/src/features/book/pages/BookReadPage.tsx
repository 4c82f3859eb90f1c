import { LeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { BookReadRecord, BookReadReply } from '@meedu/contract';
import { queuedProgress } from '../../../api/progress-reporter.ts';
import { LazyCommentThread } from '../../../components/comment-thread/LazyCommentThread.tsx';
import { DetailFrame } from '../../../components/detail-frame/DetailFrame.tsx';
import { useRouteItem } from '../../../components/detail-frame/use-route-id.ts';
import { LazyMount } from '../../../components/LazyMount.tsx';
import '../../../components/purchase/purchase.css';
import { SafeHtml } from '../../../components/SafeHtml.tsx';
import { SkeletonText } from '../../../components/SkeletonBlock.tsx';
import { paths } from '../../../config/paths.ts';
import { runtimeConfig } from '../../../config/runtime.ts';
import { productOrderQuery } from '../../../lib/order-query.ts';
import { useFeatures } from '../../../stores/features.ts';
import { articleCommentSource } from '../api/article-comments.ts';
import { bookReadQuery } from '../api/book-read.ts';
import { BookCatalog, catalogGroups } from '../components/BookCatalog.tsx';
import { scrollToPercent, useReadingPosition } from '../components/reading-position.ts';
import { ResumeReading } from '../components/ResumeReading.tsx';
import '../book.css';

/**
 * `/book/read/:articleId` (screens catalog §11; the id is the article's): the top bar (back to the catalogue,
 * 展开目录/收起目录, 上一节/下一节), the catalogue, the article through SafeHtml — or, when the server says the
 * member may not read it, the stop with 订阅电子书 and 会员免费看 (the body is never sent) — and the comments.
 * Where the server takes reading records (ours: the read reply has `read_record`), the reading position goes
 * through the durable progress queue and 继续阅读 leads back to the furthest point read on any device.
 */
export default function BookReadPage() {
  const navigate = useNavigate();
  const { valid, query: read } = useRouteItem('articleId', bookReadQuery);
  const [catalogOpen, setCatalogOpen] = useState(true);
  const vipOn = useFeatures((s) => s.features.vip) && !runtimeConfig().vipDisabled;
  const articleRef = useRef<HTMLElement>(null);
  const data = read.data;
  const recording = data !== undefined && data.can_see && 'read_record' in data;
  useReadingPosition(articleRef, data?.article.id ?? 0, recording);
  // The record 继续阅读 was pressed for, until its article is on screen and scrolled to.
  const [resumeTo, setResumeTo] = useState<BookReadRecord | null>(null);
  const [resumed, setResumed] = useState(false);
  useEffect(() => {
    if (!resumeTo || data?.article.id !== resumeTo.article_id || !articleRef.current) return;
    scrollToPercent(articleRef.current, resumeTo.position);
    setResumeTo(null);
  }, [resumeTo, data]);

  const go = (articleId: number) => {
    window.scrollTo(0, 0);
    void navigate(paths.bookRead(articleId));
  };
  const resume = (record: BookReadRecord) => {
    setResumed(true);
    setResumeTo(record);
    if (record.article_id !== data?.article.id) go(record.article_id);
  };

  const body = (data: BookReadReply) => {
    const { book, article, can_see: canSee } = data;
    const order = paths.order(
      productOrderQuery('book', { id: book.id, charge: book.charge, name: book.name, thumb: book.thumb }),
    );

    return (
      <>
        <header className="bk-reader__bar">
          <Link className="bk-reader__back" to={paths.bookDetail(book.id, 3)}>
            <LeftOutlined />
            {book.name}
          </Link>
          <span className="bk-reader__spacer" />
          <Button onClick={() => setCatalogOpen((o) => !o)} aria-expanded={catalogOpen}>
            {catalogOpen ? '收起目录' : '展开目录'}
          </Button>
          {data.prev_id ? <Button onClick={() => go(data.prev_id)}>上一节</Button> : null}
          {data.next_id ? <Button onClick={() => go(data.next_id)}>下一节</Button> : null}
        </header>
        <div className="bk-reader__body">
          {catalogOpen ? (
            <aside className="bk-reader__catalog">
              <BookCatalog
                chapters={data.chapters}
                articles={data.articles}
                markTrials={book.charge > 0}
                currentId={article.id}
                onOpen={(a) => go(a.id)}
              />
            </aside>
          ) : null}
          <main className="bk-reader__main">
            {(() => {
              const record = resumed ? null : furthestRecord(data);
              return record ? <ResumeReading record={record} onResume={() => resume(record)} /> : null;
            })()}
            <article className="bk-article" ref={articleRef}>
              <h1>{article.title}</h1>
              {canSee ? (
                <SafeHtml html={article.render_content ?? ''} />
              ) : (
                <div className="bk-stop" role="region" aria-label="购买后阅读">
                  <p>本节为付费内容，订阅电子书后即可阅读全文</p>
                  <div className="mc-buy">
                    {book.charge > 0 ? (
                      <Button type="primary" size="large" onClick={() => void navigate(order)}>
                        订阅电子书￥{book.charge}
                      </Button>
                    ) : null}
                    {book.charge > 0 && book.is_vip_free === 1 && vipOn ? (
                      <Button size="large" onClick={() => void navigate(paths.vip())}>
                        会员免费看
                      </Button>
                    ) : null}
                  </div>
                </div>
              )}
            </article>
            <LazyMount className="bk-reader__comments" minHeight={200}>
              <LazyCommentThread
                key={article.id}
                label="文章评论"
                source={articleCommentSource(article.id)}
                canComment={canSee}
                lockedHint="购买电子书后可以发表评论"
              />
            </LazyMount>
          </main>
        </div>
      </>
    );
  };

  return (
    <DetailFrame
      query={read}
      valid={valid}
      missing="文章不存在或已下架"
      skeleton={
        <div className="bk-reader__body">
          <SkeletonText rows={10} />
        </div>
      }
      title={read.data?.article.title}
      className="bk-reader"
    >
      {body}
    </DetailFrame>
  );
}

/**
 * Where to offer 继续阅读: the server's record (any device) or, further down the same article, a position this
 * browser has not sent yet; only when it is ahead of the article open (a later article, or further down this one).
 */
function furthestRecord(data: BookReadReply): BookReadRecord | null {
  const record = data.read_record;
  if (!record) return null;
  const position = Math.max(record.position, queuedProgress('book', record.article_id));
  const order = catalogGroups(data.chapters, data.articles).flatMap((g) => g.items.map((a) => a.id));
  const ahead =
    order.indexOf(record.article_id) > order.indexOf(data.article.id) ||
    (record.article_id === data.article.id && position > 0);
  return ahead ? { ...record, position } : null;
}
