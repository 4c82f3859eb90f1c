import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { CategoryBar } from '../../../components/category-bar/CategoryBar.tsx';
import { Price, chargePrice } from '../../../components/course-card/index.ts';
import '../../../components/course-card/cards.css';
import { Empty } from '../../../components/Empty.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { SkeletonBlock, SkeletonText } from '../../../components/SkeletonBlock.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { BOOK_PAGE_SIZE, bookListQuery } from '../api/book-list.ts';
import { bookRecQuery } from '../api/book-rec.ts';
import '../book.css';
import { readBooksUrl } from './BooksPage.prefetch.ts';

/** `/book` (screens catalog §9): category and page in the URL, the list on the left, 推荐阅读 on the right. */
export default function BooksPage() {
  useDocumentTitle('电子书');
  const [params, setParams] = useSearchParams();
  const { cid, page } = readBooksUrl(params);
  const list = useQuery(bookListQuery(page, cid));
  const rec = useQuery(bookRecQuery);

  const go = (next: { cid: number; page: number }) => {
    const q = new URLSearchParams();
    if (next.cid) q.set('category_id', String(next.cid));
    if (next.page > 1) q.set('page', String(next.page));
    setParams(q);
  };

  const books = list.data?.data.data ?? [];
  return (
    <div className="bk-page">
      <CategoryBar
        categories={list.data?.categories ?? []}
        active={cid}
        onPick={(id) => go({ cid: id, page: 1 })}
      />
      <div className="bk-columns">
        <section className="bk-main" aria-label="电子书列表">
          {list.isLoading ? (
            <div aria-busy="true">
              {Array.from({ length: 4 }, (_, i) => (
                <div className="bk-row" key={i}>
                  <SkeletonBlock width={120} height={160} />
                  <SkeletonText rows={2} />
                </div>
              ))}
            </div>
          ) : list.isError && !list.data ? (
            <LoadError error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
          ) : books.length === 0 ? (
            <Empty />
          ) : (
            <ul className="bk-list">
              {books.map((b) => (
                <li key={b.id}>
                  <Link className="bk-row" to={paths.bookDetail(b.id)}>
                    <img
                      className="bk-row__cover"
                      src={b.thumb}
                      alt={b.name}
                      loading="lazy"
                      decoding="async"
                    />
                    <div className="bk-row__body">
                      <h3>{b.name}</h3>
                      <p>{b.short_desc}</p>
                      <Price tag={chargePrice(b)} />
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Pagination
            current={page}
            pageSize={BOOK_PAGE_SIZE}
            total={books.length ? (list.data?.data.total ?? 0) : 0}
            onChange={(p) => go({ cid, page: p })}
          />
        </section>
        <aside className="bk-side" aria-label="推荐阅读">
          <h2>推荐阅读</h2>
          {rec.isLoading ? (
            <SkeletonText rows={4} />
          ) : rec.isError && !rec.data ? (
            <LoadError compact error={rec.error} onRetry={() => rec.refetch()} retrying={rec.isFetching} />
          ) : !rec.data?.length ? (
            <Empty />
          ) : (
            <ul className="bk-list">
              {rec.data.map((b) => (
                <li key={b.id}>
                  <Link className="bk-rec" to={paths.bookDetail(b.id)}>
                    <img src={b.thumb} alt={b.name} loading="lazy" decoding="async" />
                    <div>
                      <span>{b.name}</span>
                      <Price tag={chargePrice(b)} />
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </aside>
      </div>
    </div>
  );
}
