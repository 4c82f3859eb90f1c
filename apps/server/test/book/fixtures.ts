import type { TestContext } from '../helpers.ts';
import { toDbTime } from '../../src/lib/dates.ts';
import * as book from '../../src/modules/book/repository.ts';
import * as ownership from '../../src/modules/ownership/service.ts';
import * as topic from '../../src/modules/topic/repository.ts';

/** Small, explicit book and topic rows for the tests. */
export function contentFixtures(ctx: TestContext) {
  const { db } = ctx;
  const past = (days: number) => toDbTime(new Date(ctx.clock.now().getTime() - days * 86400_000));
  const future = (days: number) => toDbTime(new Date(ctx.clock.now().getTime() + days * 86400_000));

  return {
    past,
    future,
    bookCategory: (name: string, parentId = 0) =>
      book.insertCategory(db, { name, parent_id: parentId, created_at: past(9), updated_at: past(9) }),
    book: (
      o: {
        name?: string;
        charge?: number;
        vipFree?: 0 | 1;
        categoryId?: number;
        isShow?: 0 | 1;
        isRec?: 0 | 1;
        publishedAt?: string;
        short?: string;
      } = {},
    ) =>
      book.insertBook(db, {
        name: o.name ?? '测试电子书',
        thumb: '/media/covers/book-1.svg',
        charge: o.charge ?? 49,
        short_desc: o.short ?? '简介',
        render_desc: '<p>介绍</p>',
        is_vip_free: o.vipFree ?? 0,
        category_id: o.categoryId ?? 0,
        is_show: o.isShow ?? 1,
        is_rec: o.isRec ?? 0,
        published_at: o.publishedAt ?? past(1),
        created_at: past(2),
        updated_at: past(2),
      }),
    chapter: (bookId: number, name: string, sort = 1) =>
      book.insertChapter(db, { book_id: bookId, name, sort, created_at: past(2), updated_at: past(2) }),
    article: (
      bookId: number,
      o: {
        title?: string;
        chapterId?: number;
        charge?: number;
        sort?: number;
        body?: string;
        isShow?: 0 | 1;
      } = {},
    ) =>
      book.insertArticle(db, {
        book_id: bookId,
        chapter_id: o.chapterId ?? 0,
        title: o.title ?? '文章',
        charge: o.charge ?? 1,
        sort: o.sort ?? 0,
        render_content: o.body ?? '<p>正文</p>',
        is_show: o.isShow ?? 1,
        published_at: past(1),
        created_at: past(2),
        updated_at: past(2),
      }),
    buyBook: (userId: number, bookId: number) =>
      ownership.grant(db, 'book', { userId, id: bookId, charge: 49, reason: 'seed', now: past(0) }),
    topicCategory: (name: string, parentId = 0) =>
      topic.insertCategory(db, { name, parent_id: parentId, created_at: past(9), updated_at: past(9) }),
    topic: (
      o: {
        title?: string;
        charge?: number;
        vipFree?: 0 | 1;
        categoryId?: number;
        free?: string;
        paid?: string;
        isShow?: 0 | 1;
        isRec?: 0 | 1;
        publishedAt?: string;
      } = {},
    ) =>
      topic.insertTopic(db, {
        title: o.title ?? '测试文章',
        thumb: '/media/covers/topic-1.svg',
        charge: o.charge ?? 9,
        is_free: (o.charge ?? 9) > 0 ? 0 : 1,
        is_vip_free: o.vipFree ?? 0,
        category_id: o.categoryId ?? 0,
        free_content_render: o.free ?? '<p>免费部分</p>',
        render_content: o.paid ?? '<p>付费部分</p>',
        is_show: o.isShow ?? 1,
        is_rec: o.isRec ?? 0,
        published_at: o.publishedAt ?? past(1),
        created_at: past(2),
        updated_at: past(2),
      }),
    buyTopic: (userId: number, topicId: number) =>
      ownership.grant(db, 'topic', { userId, id: topicId, charge: 9, reason: 'seed', now: past(0) }),
    /** Gives the member an active (or, with `expired`, a lapsed) VIP role. */
    vip: (userId: number, expired = false) =>
      db
        .updateTable('users')
        .set({ role_id: 1, role_expired_at: expired ? past(1) : future(30) })
        .where('id', '=', userId)
        .execute(),
  };
}
