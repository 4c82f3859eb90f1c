import type {
  BookArticleComment,
  BookArticleCommentReply,
  BookArticleCommentsReply,
  BookArticleItem,
  BookChapter,
  BookCommentsReply,
  BookDetailReply,
  BookListReply,
  BookReadReply,
  BookRecItem,
  ContentCommentUser,
} from '@meedu/contract';
import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import { isoTime } from '../../lib/dates.ts';
import { ApiError } from '../../lib/envelope.ts';
import { DEFAULT_AVATAR_FILE, brandUrl } from '../../lib/public-url.ts';
import * as ownership from '../ownership/service.ts';
import { publicAssetUrl } from '../../settings/settings.ts';
import * as repo from './repository.ts';
import { commentSchema } from '../../lib/comments.ts';
import { categoryTree } from '../../lib/categories.ts';
import { asFlag } from '../../lib/http.ts';

export interface PageArgs {
  page: number;
  size: number;
  offset: number;
}

const iso = (t: string) => isoTime(t) ?? '';

// ---------------------------------------------------------------- shared by the book and topic areas

/** A top-level category id and its children's ids (a child click acts like its parent); null = all. */
export function categoryScope(rows: { id: number; parent_id: number }[], cid: number): number[] | null {
  if (cid <= 0) return null;
  return [cid, ...rows.filter((r) => r.parent_id === cid).map((r) => r.id)];
}

/** An active VIP role, read for members only and only when the item is VIP-free. */
export const hasActiveRole = ownership.hasActiveRole;

/** Comment authors by id, avatars absolute (the default avatar when none). */
export async function commentUsers(
  db: Db,
  ids: number[],
  base: string,
): Promise<Map<number, ContentCommentUser>> {
  const rows = await repo.findUsers(db, [...new Set(ids)]);
  return new Map(
    rows.map((u) => [
      u.id,
      {
        id: u.id,
        avatar: u.avatar ? publicAssetUrl(base, u.avatar) : brandUrl(base, DEFAULT_AVATAR_FILE),
        nick_name: u.nick_name,
      },
    ]),
  );
}

export const usersObject = (users: Map<number, ContentCommentUser>) =>
  Object.fromEntries([...users].map(([id, u]) => [String(id), u]));

/**
 * Comment lists: the storefront asks for everything (size 10000); one page is capped at 200 (screens catalog
 * open question 13). `page_size` is the replies' spelling.
 */
export const commentsPaging = z
  .object({
    page: z.coerce.number().int().min(1).catch(1).default(1),
    size: z.coerce.number().int().min(1).catch(200).optional(),
    page_size: z.coerce.number().int().min(1).catch(200).optional(),
  })
  .transform((o) => {
    const size = Math.min(o.size ?? o.page_size ?? 200, 200);
    return { page: o.page, size, offset: (o.page - 1) * size };
  });

/**
 * The rules of a comment or reply (contract catalog §2.5): tags stripped, required, at least 6 characters; the
 * reply fields optional positive ids.
 */
const optionalId = z.coerce.number().int().min(0).catch(0).optional();
export const contentCommentSchema = commentSchema.extend({
  parent_id: optionalId,
  reply_id: z.union([z.null(), optionalId]),
  reply_comment_id: z.union([z.null(), optionalId]),
});

// ---------------------------------------------------------------- access

/** What decides who reads a book: free (price 0), bought, or an active VIP role for a VIP-free book. */
export async function canSeeBook(
  db: Db,
  book: { id: number; charge: number; is_vip_free: number },
  userId: number | undefined,
  now: string,
): Promise<boolean> {
  if (userId === undefined) return false;
  if (book.charge === 0) return true;
  return ownership.ownsOrVipFree(db, 'book', userId, book, now);
}

async function findBook(db: Db, id: number, now: string): Promise<repo.BookRow> {
  const book = await repo.findShownBook(db, id, now);
  if (!book) throw new ApiError('电子书不存在或已下架');
  return book;
}

// ---------------------------------------------------------------- lists

/** contract §7.1. */
export async function bookPage(
  db: Db,
  cid: number,
  p: PageArgs,
  now: string,
  base: string,
): Promise<BookListReply> {
  const cats = await repo.listCategories(db);
  const scope = categoryScope(cats, cid);
  const { rows, total } = await repo.booksPage(db, now, scope, p);
  return {
    data: {
      data: rows.map((r) => ({
        ...r,
        thumb: publicAssetUrl(base, r.thumb),
        is_vip_free: asFlag(r.is_vip_free),
      })),
      total,
    },
    categories: categoryTree(cats),
  };
}

/** contract §7.2: the books marked recommended. */
export async function recommendedBooks(db: Db, now: string, base: string): Promise<BookRecItem[]> {
  const rows = await repo.listRecommended(db, now);
  return rows.map((r) => ({ ...r, thumb: publicAssetUrl(base, r.thumb) }));
}

// ---------------------------------------------------------------- detail and reader

interface Outline {
  chapters: BookChapter[];
  articles: Record<string, BookArticleItem[]>;
  /** Every article in reading order: chapter by chapter, then those without a chapter. */
  order: repo.ArticleRow[];
}

async function outline(db: Db, bookId: number, now: string): Promise<Outline> {
  const [chapters, rows] = await Promise.all([
    repo.listChapters(db, bookId),
    repo.listArticles(db, bookId, now),
  ]);
  const known = new Set(chapters.map((c) => c.id));
  const articles: Record<string, BookArticleItem[]> = {};
  const grouped = new Map<number, repo.ArticleRow[]>();
  for (const a of rows) {
    const ch = known.has(a.chapter_id) ? a.chapter_id : 0;
    (articles[String(ch)] ??= []).push({ id: a.id, title: a.title, charge: a.charge });
    grouped.set(ch, [...(grouped.get(ch) ?? []), a]);
  }
  const order = [...chapters.map((c) => c.id), 0].flatMap((ch) => grouped.get(ch) ?? []);
  return { chapters, articles, order };
}

/** contract §7.3. Counts a view. */
export async function bookDetail(
  db: Db,
  id: number,
  userId: number | undefined,
  now: string,
  base: string,
  // The crawlable page (modules/seo) reads the same reply without counting a reader.
  { countView = true }: { countView?: boolean } = {},
): Promise<BookDetailReply> {
  const book = await findBook(db, id, now);
  const [o, isBuy] = await Promise.all([outline(db, book.id, now), canSeeBook(db, book, userId, now)]);
  if (countView) await repo.incrementBookViews(db, book.id);
  return {
    book: { ...book, thumb: publicAssetUrl(base, book.thumb), is_vip_free: asFlag(book.is_vip_free) },
    chapters: o.chapters,
    articles: o.articles,
    is_buy: isBuy,
  };
}

/**
 * contract §7.6: the article with the book's catalogue. Whether the member may read it is decided here (the
 * book's rule, or a free trial article in it); without access the body is left out of the reply altogether.
 * Reading an article moves the member's reading record (study centre 在学).
 */
export async function readArticle(
  db: Db,
  articleId: number,
  userId: number,
  now: string,
  base: string,
): Promise<BookReadReply> {
  const { article, book } = await findReadableArticle(db, articleId, now);
  const [o, bookAccess, record] = await Promise.all([
    outline(db, book.id, now),
    canSeeBook(db, book, userId, now),
    repo.findReadRecord(db, userId, book.id),
  ]);
  const canSee = bookAccess || article.charge === 0;
  const at = o.order.findIndex((a) => a.id === article.id);
  const recorded = record ? o.order.find((a) => a.id === record.article_id) : undefined;
  if (canSee) {
    await Promise.all([
      repo.recordView(db, userId, book.id, article.id, now),
      repo.incrementArticleViews(db, article.id),
    ]);
  }
  return {
    book: {
      id: book.id,
      name: book.name,
      thumb: publicAssetUrl(base, book.thumb),
      charge: book.charge,
      is_vip_free: asFlag(book.is_vip_free),
    },
    article: canSee
      ? { id: article.id, title: article.title, render_content: article.render_content }
      : { id: article.id, title: article.title },
    chapters: o.chapters,
    articles: o.articles,
    can_see: canSee,
    prev_id: at > 0 ? (o.order[at - 1]?.id ?? 0) : 0,
    next_id: at >= 0 ? (o.order[at + 1]?.id ?? 0) : 0,
    // An article taken down since it was recorded leaves nothing to go back to.
    read_record:
      record && recorded
        ? { article_id: recorded.id, article_title: recorded.title, position: record.position }
        : null,
  };
}

/** Ours (issue 30): how far down an article a reading position may say, per cent. */
export const readPositionSchema = z.object({
  position: z.number({ error: '参数错误' }).int('参数错误').min(0, '参数错误').max(100, '参数错误'),
});

/**
 * Ours (issue 30): the member has read `articleId` down to `position` per cent. Kept as the furthest point per
 * member and book (a later article in the book's reading order, or further down the same one), so a late,
 * repeated or out-of-order report never moves it back. Only a member who may read the article records it.
 */
export async function recordReading(
  db: Db,
  articleId: number,
  userId: number,
  position: number,
  now: string,
): Promise<void> {
  const { article, book } = await findReadableArticle(db, articleId, now);
  const [o, bookAccess] = await Promise.all([outline(db, book.id, now), canSeeBook(db, book, userId, now)]);
  if (!bookAccess && article.charge !== 0) throw new ApiError('请购买后阅读');
  const rank = o.order.findIndex((a) => a.id === article.id);
  await repo.mergeReadRecord(db, {
    userId,
    bookId: book.id,
    articleId: article.id,
    rank: Math.max(rank, 0),
    position,
    now,
  });
}

// ---------------------------------------------------------------- comments

/** contract §7.4: newest first. */
export async function bookComments(
  db: Db,
  bookId: number,
  p: PageArgs,
  now: string,
  base: string,
): Promise<BookCommentsReply> {
  const book = await findBook(db, bookId, now);
  const { rows, total } = await repo.bookCommentsPage(db, book.id, p);
  const users = await commentUsers(
    db,
    rows.map((r) => r.user_id),
    base,
  );
  return {
    // A comment whose author is gone is dropped: the reference client needs every user_id in `users`.
    data: {
      data: rows.filter((r) => users.has(r.user_id)).map((r) => ({ ...r, created_at: iso(r.created_at) })),
      total,
    },
    users: usersObject(users),
  };
}

/** contract §7.5: only a member who can read the book may comment on it. */
export async function addBookComment(
  db: Db,
  bookId: number,
  userId: number,
  content: string,
  ip: string,
  now: string,
): Promise<void> {
  const book = await findBook(db, bookId, now);
  if (!(await canSeeBook(db, book, userId, now))) throw new ApiError('无权限');
  await repo.insertBookComment(db, {
    book_id: book.id,
    user_id: userId,
    content,
    ip,
    created_at: now,
    updated_at: now,
  });
}

async function findReadableArticle(db: Db, articleId: number, now: string) {
  const article = await repo.findShownArticle(db, articleId, now);
  if (!article) throw new ApiError('文章不存在或已下架');
  const book = await findBook(db, article.book_id, now);
  return { article, book };
}

/** contract §7.7: the top level newest first, or one comment's replies oldest first. */
export async function articleComments(
  db: Db,
  articleId: number,
  parentId: number,
  p: PageArgs,
  now: string,
  base: string,
): Promise<BookArticleCommentsReply> {
  const { article } = await findReadableArticle(db, articleId, now);
  const { rows, total } = await repo.articleCommentsPage(db, article.id, parentId, p);
  const [users, replied] = await Promise.all([
    commentUsers(
      db,
      rows.map((r) => r.user_id),
      base,
    ),
    repo.findArticleCommentAuthors(
      db,
      rows.filter((r) => r.parent_id > 0 && r.reply_id > 0).map((r) => r.reply_id),
    ),
  ]);
  const repliedBy = new Map(replied.map((r) => [r.id, r.nick_name]));
  const data = rows.map((r): BookArticleComment => {
    const replyName = r.parent_id > 0 ? repliedBy.get(r.reply_id) : undefined;
    return {
      id: r.id,
      parent_id: r.parent_id,
      content: r.content,
      created_at: iso(r.created_at),
      children_count: Number(r.children_count ?? 0),
      user: users.get(r.user_id) ?? [],
      reply_id: r.reply_id,
      reply: replyName === undefined ? null : { user: { nick_name: replyName } },
    };
  });
  return { data: { data, total } };
}

/**
 * contract §7.8: a comment, or a reply under a top-level comment of the same article (`parent_id`), naming the
 * comment it answers (`reply_id`: the top comment itself or one of its replies). Only a member who can read the
 * article may post.
 */
export async function addArticleComment(
  db: Db,
  articleId: number,
  userId: number,
  body: { content: string; parent_id?: number; reply_id?: number | null },
  ip: string,
  now: string,
): Promise<BookArticleCommentReply> {
  const { article, book } = await findReadableArticle(db, articleId, now);
  if (!(article.charge === 0 || (await canSeeBook(db, book, userId, now)))) throw new ApiError('无权限');
  const parentId = body.parent_id ?? 0;
  let replyId = 0;
  if (parentId > 0) {
    const parent = await repo.findArticleComment(db, parentId);
    if (!parent || parent.article_id !== article.id || parent.parent_id !== 0)
      throw new ApiError('评论不存在');
    replyId = parentId;
    if (body.reply_id && body.reply_id !== parentId) {
      const target = await repo.findArticleComment(db, body.reply_id);
      if (!target || target.parent_id !== parentId) throw new ApiError('回复的用户不存在');
      replyId = target.id;
    }
  }
  const id = await repo.insertArticleComment(db, {
    article_id: article.id,
    user_id: userId,
    parent_id: parentId,
    reply_id: replyId,
    content: body.content,
    ip,
    created_at: now,
    updated_at: now,
  });
  return parentId > 0 ? { comment_id: id, reply_id: replyId } : { comment_id: id };
}
