import { RowsSkeleton } from '../../../components/catalog-list/CatalogList.tsx';
import { ReadingCatalog } from '../../../components/catalog-list/ReadingCatalog.tsx';
import '../../../components/course-card/cards.css';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { BOOK_PAGE_SIZE, bookListQuery } from '../api/book-list.ts';
import { bookRecQuery } from '../api/book-rec.ts';
import { BookRow } from '../components/BookRow.tsx';
import '../book.css';

/** `/book` (screens catalog §9): category and page in the URL, the list on the left, 推荐阅读 on the right. */
export default function BooksPage() {
  useDocumentTitle('电子书');
  return (
    <ReadingCatalog
      label="电子书列表"
      listQuery={bookListQuery}
      recQuery={bookRecQuery}
      pageSize={BOOK_PAGE_SIZE}
      listClass="bk-list"
      skeleton={<RowsSkeleton count={4} className="bk-row" cover={[120, 160]} lines={2} />}
      row={(book) => <BookRow book={book} />}
      recRow={(book) => <BookRow book={book} small />}
    />
  );
}
