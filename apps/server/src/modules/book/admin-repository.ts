/**
 * The console's queries of e-books (issue 31): books, their chapters and articles, every row whatever its
 * visibility. The storefront's queries are in repository.ts; both read the same tables.
 */
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import {
  categoryRows,
  countOf,
  inCategoryTree,
  insertId,
  listPage,
  type RowsAndTotal,
} from '../../db/query-helpers.ts';
import type { ListParams } from '../../console/http.ts';
import { likePattern } from '../course/admin-repository.ts';

export const bookCategories = (db: Db) => categoryRows(db, 'book_categories');

export interface BookFilter {
  q?: string;
  categoryId?: number;
  isShow?: 0 | 1;
}

const BOOK_COLUMNS = [
  'b.id',
  'b.name',
  'b.category_id',
  'bc.name as category_name',
  'b.thumb',
  'b.charge',
  'b.is_vip_free',
  'b.is_show',
  'b.published_at',
  'b.short_desc',
  'b.render_desc',
  'b.user_count',
  'b.created_at',
] as const;

const articleCount = sql<number>`(SELECT COUNT(*) FROM book_articles a WHERE a.book_id = b.id)`.as(
  'article_count',
);

const withCategory = (db: Db) =>
  db.selectFrom('books as b').leftJoin('book_categories as bc', 'bc.id', 'b.category_id');

const booksWithCounts = (db: Db) => withCategory(db).select(BOOK_COLUMNS).select(articleCount);

export type BookRow = Awaited<ReturnType<ReturnType<typeof booksWithCounts>['execute']>>[number];

export function booksPage(
  db: Db,
  f: BookFilter,
  paging: ListParams<'id' | 'published_at' | 'charge' | 'user_count'>,
): Promise<RowsAndTotal<BookRow>> {
  let filtered = db.selectFrom('books as b');
  if (f.q) filtered = filtered.where(sql<boolean>`b.name LIKE ${likePattern(f.q)} ESCAPE '\\'`);
  if (f.categoryId !== undefined)
    filtered = filtered.where(inCategoryTree('b.category_id', 'book_categories', f.categoryId));
  if (f.isShow !== undefined) filtered = filtered.where('b.is_show', '=', f.isShow);
  const dir = paging.sort.desc ? 'desc' : 'asc';
  return listPage(filtered, paging, (q) =>
    q
      .leftJoin('book_categories as bc', 'bc.id', 'b.category_id')
      .select(BOOK_COLUMNS)
      .select(articleCount)
      .orderBy(`b.${paging.sort.field}`, dir)
      .orderBy('b.id', dir),
  );
}

export const findBook = (db: Db, id: number) => booksWithCounts(db).where('b.id', '=', id).executeTakeFirst();

export const insertBook = (db: Db, row: Insertable<Database['books']>) => insertId(db, 'books', row);

export async function updateBook(db: Db, id: number, row: Updateable<Database['books']>) {
  await db.updateTable('books').set(row).where('id', '=', id).execute();
}

/** Members who hold the book (bought, or granted): such a book is hidden, never deleted. */
export const countOwners = (db: Db, bookId: number) =>
  countOf(db.selectFrom('user_books').where('book_id', '=', bookId));

/** The book and everything below it: chapters, articles, their comments and reading records. */
export async function deleteBook(db: Db, id: number) {
  const articles = db.selectFrom('book_articles').select('id').where('book_id', '=', id);
  await db.deleteFrom('book_article_comments').where('article_id', 'in', articles).execute();
  await db.deleteFrom('book_articles').where('book_id', '=', id).execute();
  await db.deleteFrom('book_chapters').where('book_id', '=', id).execute();
  await db.deleteFrom('book_comments').where('book_id', '=', id).execute();
  await db.deleteFrom('book_user_views').where('book_id', '=', id).execute();
  await db.deleteFrom('books').where('id', '=', id).execute();
}

// ---------------------------------------------------------------- chapters

export function chaptersOf(db: Db, bookId: number) {
  return db
    .selectFrom('book_chapters as c')
    .select(['c.id', 'c.book_id', 'c.name', 'c.sort'])
    .select((eb) =>
      eb
        .selectFrom('book_articles as a')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('a.chapter_id', '=', 'c.id')
        .as('article_count'),
    )
    .where('c.book_id', '=', bookId)
    .orderBy('c.sort')
    .orderBy('c.id')
    .execute();
}

export type ChapterRow = Awaited<ReturnType<typeof chaptersOf>>[number];

export const findChapter = (db: Db, id: number) =>
  db.selectFrom('book_chapters').selectAll().where('id', '=', id).executeTakeFirst();

/** The next sort number below a book (its children's largest plus one). */
async function nextSort(db: Db, table: 'book_chapters' | 'book_articles', bookId: number): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('sort').as('top'))
    .where('book_id', '=', bookId)
    .executeTakeFirst();
  return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
}

export async function insertChapter(db: Db, row: Omit<Insertable<Database['book_chapters']>, 'sort'>) {
  return insertId(db, 'book_chapters', { ...row, sort: await nextSort(db, 'book_chapters', row.book_id) });
}

export async function updateChapter(db: Db, id: number, row: Updateable<Database['book_chapters']>) {
  await db.updateTable('book_chapters').set(row).where('id', '=', id).execute();
}

export async function deleteChapter(db: Db, id: number) {
  await db.deleteFrom('book_chapters').where('id', '=', id).execute();
}

export const countChapterArticles = (db: Db, chapterId: number) =>
  countOf(db.selectFrom('book_articles').where('chapter_id', '=', chapterId));

// ---------------------------------------------------------------- articles

const ARTICLE_COLUMNS = [
  'id',
  'book_id',
  'chapter_id',
  'title',
  'charge',
  'is_show',
  'published_at',
  'sort',
  'view_times',
  'render_content',
] as const;

export const articlesOf = (db: Db, bookId: number) =>
  db
    .selectFrom('book_articles')
    .select(ARTICLE_COLUMNS)
    .where('book_id', '=', bookId)
    .orderBy('sort')
    .orderBy('id')
    .execute();

export type ArticleRow = Awaited<ReturnType<typeof articlesOf>>[number];

export const findArticle = (db: Db, id: number) =>
  db.selectFrom('book_articles').select(ARTICLE_COLUMNS).where('id', '=', id).executeTakeFirst();

export async function insertArticle(db: Db, row: Omit<Insertable<Database['book_articles']>, 'sort'>) {
  return insertId(db, 'book_articles', { ...row, sort: await nextSort(db, 'book_articles', row.book_id) });
}

export async function updateArticle(db: Db, id: number, row: Updateable<Database['book_articles']>) {
  await db.updateTable('book_articles').set(row).where('id', '=', id).execute();
}

export async function deleteArticle(db: Db, id: number) {
  await db.deleteFrom('book_article_comments').where('article_id', '=', id).execute();
  await db.deleteFrom('book_articles').where('id', '=', id).execute();
}
