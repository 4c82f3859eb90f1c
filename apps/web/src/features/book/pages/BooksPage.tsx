import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CatalogList, RowsSkeleton, wholeList } from '../../../components/catalog-list/CatalogList.tsx';
import { useCatalogParams } from '../../../components/catalog-list/use-catalog-params.ts';
import { CategoryBar } from '../../../components/category-bar/CategoryBar.tsx';
import { Price, chargePrice } from '../../../components/course-card/index.ts';
import '../../../components/course-card/cards.css';
import { SkeletonText } from '../../../components/SkeletonBlock.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import { BOOK_PAGE_SIZE, bookListQuery } from '../api/book-list.ts';
import { bookRecQuery } from '../api/book-rec.ts';
import '../book.css';
import { BOOKS_URL } from './BooksPage.prefetch.ts';

/** `/book` (screens catalog §9): category and page in the URL, the list on the left, 推荐阅读 on the right. */
export default function BooksPage() {
  useDocumentTitle('电子书');
  const [{ category_id: cid, page }, go] = useCatalogParams(BOOKS_URL);
  const list = useQuery(bookListQuery(page, cid));
  const rec = useQuery(bookRecQuery);

  return (
    <div className="bk-page">
      <CategoryBar
        categories={list.data?.categories ?? []}
        active={cid}
        onPick={(id) => go({ category_id: id, page: 1 })}
      />
      <div className="bk-columns">
        <section className="bk-main" aria-label="电子书列表">
          <CatalogList
            query={list}
            pageOf={(r) => r.data}
            skeleton={<RowsSkeleton count={4} className="bk-row" cover={[120, 160]} lines={2} />}
            pager={{ current: page, size: BOOK_PAGE_SIZE, go: (p) => go({ page: p }) }}
          >
            {(books) => (
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
          </CatalogList>
        </section>
        <aside className="bk-side" aria-label="推荐阅读">
          <h2>推荐阅读</h2>
          <CatalogList query={rec} pageOf={(r) => wholeList(r)} skeleton={<SkeletonText rows={4} />} compact>
            {(books) => (
              <ul className="bk-list">
                {books.map((b) => (
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
          </CatalogList>
        </aside>
      </div>
    </div>
  );
}
