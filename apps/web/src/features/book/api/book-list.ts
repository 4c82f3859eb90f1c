import type { BookListReply, BookListRequest } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { pagedQuery } from '../../../api/query-shapes.ts';

export const BOOK_PAGE_SIZE = 10;

/** GET /addons/MeeduBooks/api/v1/books — nested page and the categories (contract catalog §7.1). */
export const fetchBooks = (page: number, cid: number) =>
  api.get<BookListReply>('/addons/MeeduBooks/api/v1/books', {
    page,
    size: BOOK_PAGE_SIZE,
    scene: 'default',
    cid,
  } satisfies BookListRequest);

export const bookListQuery = pagedQuery(['book', 'list'], fetchBooks);
