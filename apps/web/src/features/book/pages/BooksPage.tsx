import { useQuery } from '@tanstack/react-query';
import { CatalogList, RowsSkeleton, wholeList } from '../../../components/catalog-list/CatalogList.tsx';
import { ListWithSide } from '../../../components/catalog-list/ListWithSide.tsx';
import { CATEGORY_PAGE_URL, useCatalogParams } from '../../../components/catalog-list/use-catalog-params.ts';
import { CategoryBar } from '../../../components/category-filter/CategoryFilter.tsx';
import '../../../components/course-card/cards.css';
import { SkeletonText } from '../../../components/SkeletonBlock.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { BOOK_PAGE_SIZE, bookListQuery } from '../api/book-list.ts';
import { bookRecQuery } from '../api/book-rec.ts';
import { BookRow } from '../components/BookRow.tsx';
import '../book.css';

/** `/book` (screens catalog §9): category and page in the URL, the list on the left, 推荐阅读 on the right. */
export default function BooksPage() {
  useDocumentTitle('电子书');
  const [{ category_id: cid, page }, go] = useCatalogParams(CATEGORY_PAGE_URL);
  const list = useQuery(bookListQuery(page, cid));
  const rec = useQuery(bookRecQuery);

  return (
    <div className="mc-page">
      <CategoryBar
        categories={list.data?.categories ?? []}
        active={cid}
        onPick={(id) => go({ category_id: id, page: 1 })}
      />
      <ListWithSide
        label="电子书列表"
        list={
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
                    <BookRow book={b} />
                  </li>
                ))}
              </ul>
            )}
          </CatalogList>
        }
        sideTitle="推荐阅读"
        side={
          <CatalogList query={rec} pageOf={(r) => wholeList(r)} skeleton={<SkeletonText rows={4} />} compact>
            {(books) => (
              <ul className="bk-list">
                {books.map((b) => (
                  <li key={b.id}>
                    <BookRow book={b} small />
                  </li>
                ))}
              </ul>
            )}
          </CatalogList>
        }
      />
    </div>
  );
}
