/**
 * The console's e-book endpoints under /admin/api (`books.*`): books, their chapters and articles. Input is
 * validated here with the contract's schemas; the rules are in admin-service.ts.
 */
import {
  BOOK_SORTS,
  BookArticleBody,
  BookBody,
  BookChapterBody,
  type BookAdminItem,
  type ContentCategoryOption,
  type ListReply,
} from '@meedu/contract/admin';
import { z } from 'zod';
import { requirePermission } from '../../console/auth.ts';
import {
  createWith,
  createWithin,
  deleteWith,
  readById,
  reorderWithin,
  updateWith,
} from '../../console/handlers.ts';
import { adminJson, flagFilter, idFilter, listFields, listParams, parseQuery } from '../../console/http.ts';
import type { AdminModule } from '../../console/mount.ts';
import * as service from './admin-service.ts';

const BookListQuery = z.object({
  ...listFields(BOOK_SORTS, '-id'),
  q: z.string().trim().max(100, '关键词过长').optional(),
  category_id: idFilter,
  is_show: flagFilter,
});

export const bookAdminModule: AdminModule = (app, deps) => {
  const view = requirePermission('books.view');
  const edit = requirePermission('books.edit');

  app.get('/book-categories', view, async (c) =>
    adminJson<ContentCategoryOption[]>(c, await service.listBookCategories(deps)),
  );

  app.get('/books', view, async (c) => {
    const q = parseQuery(c, BookListQuery);
    return adminJson<ListReply<BookAdminItem>>(
      c,
      await service.listBooks(deps, { q: q.q, categoryId: q.category_id, isShow: q.is_show }, listParams(q)),
    );
  });
  app.get('/books/:id', view, readById(deps, '电子书', service.getBook));
  app.post('/books', edit, createWith(deps, BookBody, service.createBook));
  app.put('/books/:id', edit, updateWith(deps, '电子书', BookBody, service.updateBook));
  app.delete('/books/:id', edit, deleteWith(deps, '电子书', service.deleteBook));

  app.get('/books/:id/chapters', view, readById(deps, '电子书', service.listChapters));
  app.post('/books/:id/chapters', edit, createWithin(deps, '电子书', BookChapterBody, service.createChapter));
  app.put('/books/:id/chapters/order', edit, reorderWithin(deps, '电子书', service.reorderChapters));
  app.put('/book-chapters/:id', edit, updateWith(deps, '章节', BookChapterBody, service.updateChapter));
  app.delete('/book-chapters/:id', edit, deleteWith(deps, '章节', service.deleteChapter));

  app.get('/books/:id/articles', view, readById(deps, '电子书', service.listArticles));
  app.post('/books/:id/articles', edit, createWithin(deps, '电子书', BookArticleBody, service.createArticle));
  app.put('/books/:id/articles/order', edit, reorderWithin(deps, '电子书', service.reorderArticles));
  app.get('/book-articles/:id', view, readById(deps, '文章', service.getArticle));
  app.put('/book-articles/:id', edit, updateWith(deps, '文章', BookArticleBody, service.updateArticle));
  app.delete('/book-articles/:id', edit, deleteWith(deps, '文章', service.deleteArticle));
};
