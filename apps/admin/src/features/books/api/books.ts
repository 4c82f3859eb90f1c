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
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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

/** The writes below a book: create under `/books/:id/<children>`, edit and delete at `<path>/:id`. */
function useBookChildWrites<Body, Item>(bookId: number, children: string, path: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: booksKey });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: Body }) =>
        id === null
          ? api.post<Item>(`/books/${bookId}/${children}`, body)
          : api.put<Item>(`${path}/${id}`, body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.delete(`${path}/${id}`), onSuccess }),
    reorder: useMutation({
      mutationFn: (ids: number[]) => api.put<Item[]>(`/books/${bookId}/${children}/order`, { ids }),
      onSettled: onSuccess,
    }),
  };
}

export const useChapterWrites = (bookId: number) =>
  useBookChildWrites<BookChapterRequest, BookChapterItem>(bookId, 'chapters', '/book-chapters');

export const useArticleWrites = (bookId: number) =>
  useBookChildWrites<BookArticleRequest, BookArticleDetail>(bookId, 'articles', '/book-articles');
