import type {
  BookAdminDetail,
  BookAdminItem,
  BookArticleDetail,
  BookArticleItem,
  BookArticleRequest,
  BookChapterItem,
  BookChapterRequest,
  BookRequest,
  ContentCategoryOption,
} from '@meedu/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { useChildWrites } from '../../../api/child-writes.ts';
import { api } from '../../../api/client.ts';
import { recordMutations } from '../../../api/record-mutations.ts';
import { pagedListQuery, recordQuery } from '../../../api/record-queries.ts';

export const booksKey = ['books'] as const;

/** `GET /books`: a page of books (filters `q`, `category_id`, `is_show`). */
export const bookListQuery = pagedListQuery<BookAdminItem>('/books', booksKey);

/** `GET /books/:id` with its introduction. */
export const bookQuery = recordQuery<BookAdminDetail>('/books', booksKey);

/** Save (answers the saved book) and delete (409 once members hold it: hide it instead). */
export const bookMutations = recordMutations<BookRequest, BookAdminDetail>('/books', [booksKey]);

/** `GET /book-categories`: the category select's choices. */
export const bookCategoriesQuery = queryOptions({
  queryKey: ['book-categories'],
  queryFn: () => api.get<ContentCategoryOption[]>('/book-categories'),
});

/** `GET /books/:id/chapters` and `/articles`, in the book's order; both below the book's key. */
export const chaptersQuery = (bookId: number) =>
  queryOptions({
    queryKey: [...booksKey, bookId, 'chapters'],
    queryFn: () => api.get<BookChapterItem[]>(`/books/${bookId}/chapters`),
  });

export const articlesQuery = (bookId: number) =>
  queryOptions({
    queryKey: [...booksKey, bookId, 'articles'],
    queryFn: () => api.get<BookArticleItem[]>(`/books/${bookId}/articles`),
  });

/** `GET /book-articles/:id` with its content. */
export const articleQuery = recordQuery<BookArticleDetail>('/book-articles', [...booksKey, 'article']);

export const useChapterWrites = (bookId: number) =>
  useChildWrites<BookChapterRequest, BookChapterItem>(
    `/books/${bookId}`,
    'chapters',
    '/book-chapters',
    booksKey,
  );

export const useArticleWrites = (bookId: number) =>
  useChildWrites<BookArticleRequest, BookArticleDetail>(
    `/books/${bookId}`,
    'articles',
    '/book-articles',
    booksKey,
  );
