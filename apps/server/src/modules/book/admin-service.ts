/**
 * The console's writes and reads of e-books (issue 31): books, chapters (ordered) and articles (ordered, trial or
 * not). Each write checks its rules first (404, 409 with the reason) and then runs in one transaction with its
 * audit row. Rich text is sanitised here before it is saved; the storefront (service.ts) reads the same rows.
 */
import type {
  AuditValue,
  BookAdminDetail,
  BookAdminItem,
  BookArticleBody,
  BookArticleDetail,
  BookArticleItem,
  BookBody,
  BookChapterBody,
  BookChapterItem,
  ContentCategoryOption,
  ListReply,
} from '@meedu/contract/admin';
import type { z } from 'zod';
import { audited, recordChanges, type AuditActor } from '../../console/audit.ts';
import { wireInstant } from '../../console/dates.ts';
import { AdminError, fieldError, listReply, notFound, type ListParams } from '../../console/http.ts';
import { auditedRecord } from '../../console/record-writes.ts';
import { reorderChildren } from '../../console/reorder.ts';
import type { Db } from '../../db/index.ts';
import type { AppDeps } from '../../deps.ts';
import { toDbTime } from '../../lib/dates.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import * as repo from './admin-repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const bookChanges = recordChanges('book', '电子书');
const chapterChanges = recordChanges('book_chapter', '电子书章节');
const articleChanges = recordChanges('book_article', '电子书文章');

const nowOf = (deps: Deps) => toDbTime(deps.clock.now());
const dbTimeOf = (instant: string) => toDbTime(new Date(instant));

export async function listBookCategories(deps: Deps): Promise<ContentCategoryOption[]> {
  return repo.bookCategories(deps.db);
}

async function checkCategory(db: Db, categoryId: number): Promise<void> {
  if (!(await repo.bookCategories(db)).some((c) => c.id === categoryId))
    throw fieldError('category_id', '分类不存在');
}

// ---------------------------------------------------------------- books

function bookItem(r: repo.BookRow): BookAdminItem {
  return {
    id: r.id,
    name: r.name,
    category_id: r.category_id,
    category_name: r.category_name,
    thumb: r.thumb,
    charge: r.charge,
    is_vip_free: r.is_vip_free === 1,
    is_show: r.is_show === 1,
    published_at: wireInstant(r.published_at),
    short_desc: r.short_desc,
    user_count: r.user_count,
    article_count: Number(r.article_count ?? 0),
    created_at: wireInstant(r.created_at),
  };
}

const bookDetail = (r: repo.BookRow): BookAdminDetail => ({ ...bookItem(r), description: r.render_desc });

/** What the audit keeps of a book (the introduction by its length: it can be long). */
const bookAudit = (b: BookAdminDetail | z.infer<typeof BookBody>): AuditValue => ({
  name: b.name,
  category_id: b.category_id,
  charge: b.charge,
  is_vip_free: b.is_vip_free,
  is_show: b.is_show,
  published_at: b.published_at,
  description_length: b.description.length,
});

export async function listBooks(
  deps: Deps,
  filter: repo.BookFilter,
  params: ListParams<'id' | 'published_at' | 'charge' | 'user_count'>,
): Promise<ListReply<BookAdminItem>> {
  const { rows, total } = await repo.booksPage(deps.db, filter, params);
  return listReply(rows.map(bookItem), total, params);
}

type BookInput = z.infer<typeof BookBody>;

const books = auditedRecord({
  changes: bookChanges,
  read: async (db, id) => {
    const row = await repo.findBook(db, id);
    if (!row) throw notFound('电子书');
    return bookDetail(row);
  },
  name: (b) => b.name,
  audit: bookAudit,
  auditBody: (body) => ({ name: body.name, value: bookAudit(body) }),
  columns: (body: BookInput) => ({
    name: body.name,
    category_id: body.category_id,
    thumb: body.thumb,
    charge: body.charge,
    is_vip_free: body.is_vip_free ? 1 : 0,
    is_show: body.is_show ? 1 : 0,
    published_at: dbTimeOf(body.published_at),
    short_desc: body.short_desc,
    render_desc: sanitizeHtml(body.description),
  }),
  check: (db, body) => checkCategory(db, body.category_id),
  insert: repo.insertBook,
  update: repo.updateBook,
  remove: repo.deleteBook,
  /** A book members hold is hidden instead (they keep reading it); otherwise everything below it goes with it. */
  keep: async (trx, id) => {
    const owners = await repo.countOwners(trx, id);
    if (owners > 0) throw new AdminError(409, `该电子书已有 ${owners} 位学员拥有，不能删除，可改为隐藏`);
  },
});

export const getBook = books.read;
export const createBook = books.create;
export const updateBook = books.update;
export const deleteBook = books.remove;

// ---------------------------------------------------------------- chapters

const chapterItem = (r: repo.ChapterRow): BookChapterItem => ({
  id: r.id,
  book_id: r.book_id,
  name: r.name,
  sort: r.sort,
  article_count: Number(r.article_count ?? 0),
});

export async function listChapters(deps: Deps, bookId: number): Promise<BookChapterItem[]> {
  await getBook(deps, bookId);
  return (await repo.chaptersOf(deps.db, bookId)).map(chapterItem);
}

async function requireChapter(db: Db, id: number) {
  const row = await repo.findChapter(db, id);
  if (!row) throw notFound('章节');
  return row;
}

async function chapterReply(deps: Deps, id: number): Promise<BookChapterItem> {
  const { book_id } = await requireChapter(deps.db, id);
  const chapter = (await repo.chaptersOf(deps.db, book_id)).find((c) => c.id === id);
  if (!chapter) throw notFound('章节');
  return chapterItem(chapter);
}

export async function createChapter(
  deps: Deps,
  actor: AuditActor,
  bookId: number,
  body: z.infer<typeof BookChapterBody>,
): Promise<BookChapterItem> {
  await getBook(deps, bookId);
  const id = await audited(deps, actor, async (trx, audit) => {
    const now = nowOf(deps);
    const newId = await repo.insertChapter(trx, {
      book_id: bookId,
      name: body.name,
      created_at: now,
      updated_at: now,
    });
    await audit(chapterChanges.created(newId, body.name, { book_id: bookId, name: body.name }));
    return newId;
  });
  return chapterReply(deps, id);
}

export async function updateChapter(
  deps: Deps,
  actor: AuditActor,
  id: number,
  body: z.infer<typeof BookChapterBody>,
): Promise<BookChapterItem> {
  const before = await requireChapter(deps.db, id);
  await audited(deps, actor, async (trx, audit) => {
    await repo.updateChapter(trx, id, { name: body.name, updated_at: nowOf(deps) });
    await audit(chapterChanges.updated(id, body.name, { name: before.name }, { name: body.name }));
  });
  return chapterReply(deps, id);
}

/** A chapter with articles stays: the articles would lose their place. */
export async function deleteChapter(deps: Deps, actor: AuditActor, id: number): Promise<void> {
  const before = await requireChapter(deps.db, id);
  await audited(deps, actor, async (trx, audit) => {
    const articles = await repo.countChapterArticles(trx, id);
    if (articles > 0) throw new AdminError(409, `该章节下还有 ${articles} 篇文章，不能删除`);
    await repo.deleteChapter(trx, id);
    await audit(chapterChanges.deleted(id, before.name, { book_id: before.book_id, name: before.name }));
  });
}

export async function reorderChapters(
  deps: Deps,
  actor: AuditActor,
  bookId: number,
  ids: number[],
): Promise<BookChapterItem[]> {
  const book = await getBook(deps, bookId);
  await reorderChildren(deps, actor, ids, {
    entity: 'book_chapter',
    parent: `电子书 ${book.name}`,
    label: '章节',
    parentId: bookId,
    current: (db) => repo.chaptersOf(db, bookId),
    setSort: (trx, id, sort) => repo.updateChapter(trx, id, { sort }),
  });
  return listChapters(deps, bookId);
}

// ---------------------------------------------------------------- articles

const articleItem = (r: repo.ArticleRow): BookArticleItem => ({
  id: r.id,
  book_id: r.book_id,
  chapter_id: r.chapter_id,
  title: r.title,
  is_trial: r.charge === 0,
  is_show: r.is_show === 1,
  published_at: wireInstant(r.published_at),
  sort: r.sort,
  view_times: r.view_times,
});

const articleAudit = (a: BookArticleItem & { content: string }): AuditValue => ({
  title: a.title,
  chapter_id: a.chapter_id,
  is_trial: a.is_trial,
  is_show: a.is_show,
  published_at: a.published_at,
  content_length: a.content.length,
});

export async function listArticles(deps: Deps, bookId: number): Promise<BookArticleItem[]> {
  await getBook(deps, bookId);
  return (await repo.articlesOf(deps.db, bookId)).map(articleItem);
}

export async function getArticle(deps: Deps, id: number): Promise<BookArticleDetail> {
  const row = await repo.findArticle(deps.db, id);
  if (!row) throw notFound('文章');
  return { ...articleItem(row), content: row.render_content };
}

type ArticleInput = z.infer<typeof BookArticleBody>;

/** The chapter must be the book's own (0: no chapter). */
async function checkChapter(db: Db, bookId: number, chapterId: number): Promise<void> {
  if (chapterId === 0) return;
  const chapter = await repo.findChapter(db, chapterId);
  if (chapter?.book_id !== bookId) throw fieldError('chapter_id', '章节不存在');
}

/** A trial article is free to read (`charge` 0, what the storefront checks); the others need the book. */
const articleColumns = (body: ArticleInput) => ({
  title: body.title,
  chapter_id: body.chapter_id,
  charge: body.is_trial ? 0 : 1,
  is_show: body.is_show ? 1 : 0,
  published_at: dbTimeOf(body.published_at),
  render_content: sanitizeHtml(body.content),
});

const articleAuditOf = (body: ArticleInput, content: string): AuditValue => ({
  title: body.title,
  chapter_id: body.chapter_id,
  is_trial: body.is_trial,
  is_show: body.is_show,
  published_at: body.published_at,
  content_length: content.length,
});

export async function createArticle(
  deps: Deps,
  actor: AuditActor,
  bookId: number,
  body: ArticleInput,
): Promise<BookArticleDetail> {
  await getBook(deps, bookId);
  await checkChapter(deps.db, bookId, body.chapter_id);
  const columns = articleColumns(body);
  const id = await audited(deps, actor, async (trx, audit) => {
    const now = nowOf(deps);
    const newId = await repo.insertArticle(trx, {
      ...columns,
      book_id: bookId,
      created_at: now,
      updated_at: now,
    });
    await audit(articleChanges.created(newId, body.title, articleAuditOf(body, columns.render_content)));
    return newId;
  });
  return getArticle(deps, id);
}

export async function updateArticle(
  deps: Deps,
  actor: AuditActor,
  id: number,
  body: ArticleInput,
): Promise<BookArticleDetail> {
  const before = await getArticle(deps, id);
  await checkChapter(deps.db, before.book_id, body.chapter_id);
  const columns = articleColumns(body);
  await audited(deps, actor, async (trx, audit) => {
    await repo.updateArticle(trx, id, { ...columns, updated_at: nowOf(deps) });
    await audit(
      articleChanges.updated(
        id,
        body.title,
        articleAudit(before),
        articleAuditOf(body, columns.render_content),
      ),
    );
  });
  return getArticle(deps, id);
}

export async function deleteArticle(deps: Deps, actor: AuditActor, id: number): Promise<void> {
  const before = await getArticle(deps, id);
  await audited(deps, actor, async (trx, audit) => {
    await repo.deleteArticle(trx, id);
    await audit(articleChanges.deleted(id, before.title, articleAudit(before)));
  });
}

export async function reorderArticles(
  deps: Deps,
  actor: AuditActor,
  bookId: number,
  ids: number[],
): Promise<BookArticleItem[]> {
  const book = await getBook(deps, bookId);
  await reorderChildren(deps, actor, ids, {
    entity: 'book_article',
    parent: `电子书 ${book.name}`,
    label: '文章',
    parentId: bookId,
    current: (db) => repo.articlesOf(db, bookId),
    setSort: (trx, id, sort) => repo.updateArticle(trx, id, { sort }),
  });
  return listArticles(deps, bookId);
}
