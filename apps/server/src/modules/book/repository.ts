import type { Db } from '../../db/index.ts';

// ---------------------------------------------------------------- categories and lists

export function listCategories(db: Db) {
  return db
    .selectFrom('book_categories')
    .select(['id', 'name', 'parent_id'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Shown, published books, in a top-level category (and its children) when `categoryIds` is given. */
function shownBooks(db: Db, now: string, categoryIds: number[] | null) {
  let q = db.selectFrom('books').where('is_show', '=', 1).where('published_at', '<=', now);
  if (categoryIds !== null) q = q.where('category_id', 'in', categoryIds);
  return q;
}

export async function countBooks(db: Db, now: string, categoryIds: number[] | null): Promise<number> {
  const row = await shownBooks(db, now, categoryIds)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listBookPage(
  db: Db,
  now: string,
  categoryIds: number[] | null,
  limit: number,
  offset: number,
) {
  return shownBooks(db, now, categoryIds)
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
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
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

export async function incrementBookViews(db: Db, id: number): Promise<void> {
  await db
    .updateTable('books')
    .set((eb) => ({ view_times: eb('view_times', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

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
    .where('is_show', '=', 1)
    .where('published_at', '<=', now)
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
    .where('is_show', '=', 1)
    .where('published_at', '<=', now)
    .executeTakeFirst();
}

export async function incrementArticleViews(db: Db, id: number): Promise<void> {
  await db
    .updateTable('book_articles')
    .set((eb) => ({ view_times: eb('view_times', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

// ---------------------------------------------------------------- what a member owns

export async function hasBoughtBook(db: Db, userId: number, bookId: number): Promise<boolean> {
  const row = await db
    .selectFrom('user_books')
    .select('book_id')
    .where('user_id', '=', userId)
    .where('book_id', '=', bookId)
    .executeTakeFirst();
  return row !== undefined;
}

export function findMemberRole(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['role_id', 'role_expired_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

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

// ---------------------------------------------------------------- comments

export function listBookComments(db: Db, bookId: number, limit: number, offset: number) {
  return db
    .selectFrom('book_comments')
    .select(['id', 'user_id', 'content', 'created_at'])
    .where('book_id', '=', bookId)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countBookComments(db: Db, bookId: number): Promise<number> {
  const row = await db
    .selectFrom('book_comments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('book_id', '=', bookId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertBookComment(
  db: Db,
  c: {
    book_id: number;
    user_id: number;
    content: string;
    ip: string;
    created_at: string;
    updated_at: string;
  },
): Promise<number> {
  const { id } = await db.insertInto('book_comments').values(c).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Top-level comments (parent 0) newest first, or one comment's replies oldest first, with reply counts. */
export function listArticleComments(
  db: Db,
  articleId: number,
  parentId: number,
  limit: number,
  offset: number,
) {
  return db
    .selectFrom('book_article_comments as c')
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
        .as('children_count'),
    ])
    .where('c.article_id', '=', articleId)
    .where('c.parent_id', '=', parentId)
    .orderBy('c.id', parentId === 0 ? 'desc' : 'asc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countArticleComments(db: Db, articleId: number, parentId: number): Promise<number> {
  const row = await db
    .selectFrom('book_article_comments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('article_id', '=', articleId)
    .where('parent_id', '=', parentId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findArticleComment(db: Db, id: number) {
  return db
    .selectFrom('book_article_comments')
    .select(['id', 'article_id', 'parent_id', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The authors of the comments with these ids (what a reply row names as `reply.user`). */
export function findArticleCommentAuthors(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('book_article_comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'u.nick_name'])
    .where('c.id', 'in', ids)
    .execute();
}

export async function insertArticleComment(
  db: Db,
  c: {
    article_id: number;
    user_id: number;
    parent_id: number;
    reply_id: number;
    content: string;
    ip: string;
    created_at: string;
    updated_at: string;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('book_article_comments')
    .values(c)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function findUsers(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'avatar', 'nick_name']).where('id', 'in', ids).execute();
}

// ---------------------------------------------------------------- writes used by the demo seeder and tests

export async function insertCategory(
  db: Db,
  c: { name: string; parent_id?: number; sort?: number; created_at: string; updated_at: string },
): Promise<number> {
  const { id } = await db.insertInto('book_categories').values(c).returning('id').executeTakeFirstOrThrow();
  return id;
}

export interface NewBook {
  category_id?: number;
  name: string;
  thumb: string;
  charge: number;
  short_desc?: string;
  render_desc?: string;
  is_vip_free?: number;
  is_rec?: number;
  is_show?: number;
  view_times?: number;
  user_count?: number;
  published_at: string;
  created_at: string;
  updated_at: string;
}

export async function insertBook(db: Db, b: NewBook): Promise<number> {
  const { id } = await db.insertInto('books').values(b).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateBook(
  db: Db,
  id: number,
  b: Partial<Pick<NewBook, 'category_id' | 'render_desc' | 'is_rec' | 'updated_at'>>,
): Promise<void> {
  await db.updateTable('books').set(b).where('id', '=', id).execute();
}

export function listBooksByName(db: Db, names: string[]) {
  if (names.length === 0) return Promise.resolve([]);
  return db.selectFrom('books').select(['id', 'name', 'charge']).where('name', 'in', names).execute();
}

export async function insertChapter(
  db: Db,
  c: { book_id: number; name: string; sort: number; created_at: string; updated_at: string },
): Promise<number> {
  const { id } = await db.insertInto('book_chapters').values(c).returning('id').executeTakeFirstOrThrow();
  return id;
}

export interface NewArticle {
  book_id: number;
  chapter_id?: number;
  title: string;
  charge: number;
  render_content: string;
  sort?: number;
  is_show?: number;
  published_at: string;
  created_at: string;
  updated_at: string;
}

export async function insertArticle(db: Db, a: NewArticle): Promise<number> {
  const { id } = await db.insertInto('book_articles').values(a).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function deleteArticlesOf(db: Db, bookId: number): Promise<void> {
  await db.deleteFrom('book_articles').where('book_id', '=', bookId).execute();
}

export async function insertUserBook(
  db: Db,
  r: { user_id: number; book_id: number; charge: number; created_at: string },
): Promise<void> {
  await db.insertInto('user_books').values(r).execute();
}
