import type { Insertable, Updateable } from 'kysely';
import type { Database, Db } from '../../db/index.ts';
import {
  byIds,
  categoryRows,
  increment,
  insertId,
  listPage,
  shownPublished,
  type Page,
} from '../../db/query-helpers.ts';

// ---------------------------------------------------------------- categories and lists

export const listCategories = (db: Db) => categoryRows(db, 'book_categories');

/** Shown, published books, in a top-level category (and its children) when `categoryIds` is given. */
function shownBooks(db: Db, now: string, categoryIds: number[] | null) {
  const q = db.selectFrom('books').where(shownPublished(now, 'books'));
  return categoryIds === null ? q : q.where('category_id', 'in', categoryIds);
}

export function booksPage(db: Db, now: string, categoryIds: number[] | null, page: Page) {
  return listPage(shownBooks(db, now, categoryIds), page, (q) =>
    q
      .select([
        'id',
        'name',
        'thumb',
        'charge',
        'short_desc',
        'view_times',
        'is_vip_free',
        'user_count',
        'published_at',
      ])
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc'),
  );
}

export function listRecommended(db: Db, now: string) {
  return shownBooks(db, now, null)
    .select(['id', 'name', 'thumb', 'charge'])
    .where('is_rec', '=', 1)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(10)
    .execute();
}

// ---------------------------------------------------------------- one book

export function findShownBook(db: Db, id: number, now: string) {
  return shownBooks(db, now, null)
    .select(['id', 'name', 'thumb', 'charge', 'short_desc', 'render_desc', 'is_vip_free'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type BookRow = NonNullable<Awaited<ReturnType<typeof findShownBook>>>;

export const incrementBookViews = (db: Db, id: number): Promise<void> =>
  increment(db, 'books', 'view_times', id);

export function listChapters(db: Db, bookId: number) {
  return db
    .selectFrom('book_chapters')
    .select(['id', 'name', 'sort'])
    .where('book_id', '=', bookId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Shown, published articles of a book in reading order (chapter order is applied by the service). */
export function listArticles(db: Db, bookId: number, now: string) {
  return db
    .selectFrom('book_articles')
    .select(['id', 'title', 'charge', 'chapter_id'])
    .where('book_id', '=', bookId)
    .where(shownPublished(now, 'book_articles'))
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export type ArticleRow = Awaited<ReturnType<typeof listArticles>>[number];

export function findShownArticle(db: Db, id: number, now: string) {
  return db
    .selectFrom('book_articles')
    .select(['id', 'book_id', 'title', 'charge', 'render_content'])
    .where('id', '=', id)
    .where(shownPublished(now, 'book_articles'))
    .executeTakeFirst();
}

export const incrementArticleViews = (db: Db, id: number): Promise<void> =>
  increment(db, 'book_articles', 'view_times', id);

// ---------------------------------------------------------------- what a member owns

/** The member's reading record of a book, moved to the article just read (study centre 在学). */
export async function recordView(
  db: Db,
  userId: number,
  bookId: number,
  articleId: number,
  now: string,
): Promise<void> {
  await db
    .insertInto('book_user_views')
    .values({ user_id: userId, book_id: bookId, article_id: articleId, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['user_id', 'book_id']).doUpdateSet({ article_id: articleId, updated_at: now }),
    )
    .execute();
}

/** Where a member has read a book to (null when never recorded). */
export const findReadRecord = (db: Db, userId: number, bookId: number) =>
  db
    .selectFrom('book_read_records')
    .select(['article_id', 'article_rank', 'position'])
    .where('user_id', '=', userId)
    .where('book_id', '=', bookId)
    .executeTakeFirst();

/**
 * Moves the member's reading record of a book forward, in one statement so concurrent reports cannot lose the
 * furthest: a later article, or further down the same one; an earlier or equal report changes nothing.
 */
export async function mergeReadRecord(
  db: Db,
  r: { userId: number; bookId: number; articleId: number; rank: number; position: number; now: string },
): Promise<void> {
  await db
    .insertInto('book_read_records')
    .values({
      user_id: r.userId,
      book_id: r.bookId,
      article_id: r.articleId,
      article_rank: r.rank,
      position: r.position,
      created_at: r.now,
      updated_at: r.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'book_id'])
        .doUpdateSet((eb) => ({
          article_id: eb.ref('excluded.article_id'),
          article_rank: eb.ref('excluded.article_rank'),
          position: eb.ref('excluded.position'),
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .where((eb) =>
          eb.or([
            eb('excluded.article_rank', '>', eb.ref('book_read_records.article_rank')),
            eb.and([
              eb('excluded.article_rank', '=', eb.ref('book_read_records.article_rank')),
              eb('excluded.position', '>', eb.ref('book_read_records.position')),
            ]),
          ]),
        ),
    )
    .execute();
}

// ---------------------------------------------------------------- comments

export function bookCommentsPage(db: Db, bookId: number, page: Page) {
  return listPage(
    db.selectFrom('book_comments').where('book_id', '=', bookId).where('is_hidden', '=', 0),
    page,
    (q) => q.select(['id', 'user_id', 'content', 'created_at']).orderBy('id', 'desc'),
  );
}

export const insertBookComment = (db: Db, row: Insertable<Database['book_comments']>) =>
  insertId(db, 'book_comments', row);

/** Top-level comments (parent 0) newest first, or one comment's replies oldest first, with reply counts. */
export function articleCommentsPage(db: Db, articleId: number, parentId: number, page: Page) {
  const thread = db
    .selectFrom('book_article_comments as c')
    .where('c.article_id', '=', articleId)
    .where('c.parent_id', '=', parentId)
    .where('c.is_hidden', '=', 0);
  return listPage(thread, page, (q) =>
    q
      .select((eb) => [
        'c.id',
        'c.parent_id',
        'c.user_id',
        'c.reply_id',
        'c.content',
        'c.created_at',
        eb
          .selectFrom('book_article_comments as r')
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .whereRef('r.parent_id', '=', 'c.id')
          .where('r.is_hidden', '=', 0)
          .as('children_count'),
      ])
      .orderBy('c.id', parentId === 0 ? 'desc' : 'asc'),
  );
}

export function findArticleComment(db: Db, id: number) {
  return db
    .selectFrom('book_article_comments')
    .select(['id', 'article_id', 'parent_id', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The authors of the comments with these ids (what a reply row names as `reply.user`). */
export function findArticleCommentAuthors(db: Db, ids: readonly number[]) {
  return byIds(ids, (some) =>
    db
      .selectFrom('book_article_comments as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.id', 'u.nick_name'])
      .where('c.id', 'in', some)
      .execute(),
  );
}

export const insertArticleComment = (db: Db, row: Insertable<Database['book_article_comments']>) =>
  insertId(db, 'book_article_comments', row);

export function findUsers(db: Db, ids: readonly number[]) {
  return byIds(ids, (some) =>
    db.selectFrom('users').select(['id', 'avatar', 'nick_name']).where('id', 'in', some).execute(),
  );
}

// ---------------------------------------------------------------- writes used by the demo seeder and tests

export const insertCategory = (db: Db, row: Insertable<Database['book_categories']>) =>
  insertId(db, 'book_categories', row);

export const insertBook = (db: Db, row: Insertable<Database['books']>) => insertId(db, 'books', row);

export async function updateBook(
  db: Db,
  id: number,
  b: Pick<Updateable<Database['books']>, 'category_id' | 'render_desc' | 'is_rec' | 'updated_at'>,
): Promise<void> {
  await db.updateTable('books').set(b).where('id', '=', id).execute();
}

export function listBooksByName(db: Db, names: readonly string[]) {
  return byIds(names, (some) =>
    db.selectFrom('books').select(['id', 'name', 'charge']).where('name', 'in', some).execute(),
  );
}

export const insertChapter = (db: Db, row: Insertable<Database['book_chapters']>) =>
  insertId(db, 'book_chapters', row);

export const insertArticle = (db: Db, row: Insertable<Database['book_articles']>) =>
  insertId(db, 'book_articles', row);

export async function deleteArticlesOf(db: Db, bookId: number): Promise<void> {
  await db.deleteFrom('book_articles').where('book_id', '=', bookId).execute();
}
