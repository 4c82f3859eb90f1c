import type {
  BookSubscribedRow,
  BookViewRow,
  LearnedCourseRow,
  LikedCourseRow,
  LikedResourceRow,
  ListPage,
  LiveStudyRow,
  MaybeEmpty,
  StudyCourse,
  SubscribedCourseRow,
  TopicStudyRow,
  WatchRecord,
} from '@meedu/contract';
import type { Db } from '../../db/index.ts';
import { isoTime } from '../../lib/dates.ts';
import { publishedVideoCounts } from '../course/service.ts';
import { publicAssetUrl } from '../../settings/settings.ts';
import * as repo from './repository.ts';
import { asFlag } from '../../lib/http.ts';

/** Page of the member's rows: `offset`/`size` from the query. */
export interface PageArgs {
  size: number;
  offset: number;
}

const iso = (t: string) => isoTime(t) ?? '';
const byKey = <T, K>(rows: T[], key: (r: T) => K) => new Map(rows.map((r) => [key(r), r]));

/**
 * Looks a book's or topic's summary up by id, its thumb made absolute; `[]` (the contract's empty map) when the
 * record is gone.
 */
async function summaryLookup<T extends { id: number; thumb: string }>(rows: Promise<T[]>, base: string) {
  const by = byKey(await rows, (r) => r.id);
  return (id: number) => {
    const found = by.get(id);
    return found ? { ...found, thumb: publicAssetUrl(base, found.thumb) } : ([] as []);
  };
}
const orEmpty = <T>(v: T | undefined): MaybeEmpty<T> => v ?? [];

// ---------------------------------------------------------------- recorded courses (account §7.1–7.3)

/**
 * What the recorded-course lists add to each row, read for the whole page at once: finished videos, bought or
 * not, the last watched video, the course summary and the member's course record.
 */
async function courseExtras(db: Db, userId: number, courseIds: number[], now: string, base: string) {
  const [learned, bought, last, summaries, counts, records] = await Promise.all([
    repo.finishedVideoCounts(db, userId, courseIds),
    repo.boughtCourseIds(db, userId, courseIds),
    repo.lastWatchRecords(db, userId, courseIds),
    repo.courseSummaries(db, courseIds),
    publishedVideoCounts(db, courseIds, now),
    repo.listCourseRecordsOf(db, userId, courseIds),
  ]);
  const lastBy = byKey(last, (r) => r.course_id);
  const summaryBy = byKey(summaries, (r) => r.id);
  const recordBy = byKey(records, (r) => r.course_id);
  return (courseId: number) => {
    const s = summaryBy.get(courseId);
    const wr = recordBy.get(courseId);
    const course: MaybeEmpty<StudyCourse> = s
      ? { ...s, thumb: publicAssetUrl(base, s.thumb), videos_count: counts.get(courseId) ?? 0 }
      : [];
    return {
      learned_count: learned.get(courseId) ?? 0,
      is_subscribe: bought.has(courseId) ? (1 as const) : (0 as const),
      // A raw query in MeEdu: plain DB time strings.
      last_view_video: orEmpty<WatchRecord>(lastBy.get(courseId)),
      course,
      watch_record: wr
        ? {
            ...wr,
            is_watched: asFlag(wr.is_watched),
            created_at: iso(wr.created_at),
            updated_at: iso(wr.updated_at),
          }
        : ([] as []),
    };
  };
}

export async function learnedCourses(
  db: Db,
  userId: number,
  p: PageArgs,
  now: string,
  base: string,
): Promise<ListPage<LearnedCourseRow>> {
  const [rows, total] = await Promise.all([
    repo.listCourseRecordsPage(db, userId, p.size, p.offset),
    repo.countRows(db, 'course_user_records', userId),
  ]);
  const extras = await courseExtras(
    db,
    userId,
    rows.map((r) => r.course_id),
    now,
    base,
  );
  const data = rows.map((r) => {
    const x = extras(r.course_id);
    return {
      ...r,
      is_watched: asFlag(r.is_watched),
      created_at: iso(r.created_at),
      updated_at: iso(r.updated_at),
      learned_count: x.learned_count,
      is_subscribe: x.is_subscribe,
      last_view_video: x.last_view_video,
      course: x.course,
    };
  });
  return { data, total };
}

/** Bought (`user_courses`) or liked (`course_likes`) courses: the table's own columns plus the course extras. */
export async function memberCourses(
  db: Db,
  table: 'user_courses' | 'course_likes',
  userId: number,
  p: PageArgs,
  now: string,
  base: string,
): Promise<ListPage<SubscribedCourseRow | LikedCourseRow>> {
  const [rows, total] = await Promise.all([
    repo.listMemberCoursesPage(db, table, userId, p.size, p.offset),
    repo.countRows(db, table, userId),
  ]);
  const extras = await courseExtras(
    db,
    userId,
    rows.map((r) => r.course_id),
    now,
    base,
  );
  const data = rows.map((r) => {
    const x = extras(r.course_id);
    return {
      ...r,
      created_at: iso(r.created_at),
      learned_count: x.learned_count,
      watch_record: x.watch_record,
      last_view_video: x.last_view_video,
      course: x.course,
    };
  });
  return { data, total };
}

// ---------------------------------------------------------------- live courses (account §7.5)

async function liveExtras(db: Db, userId: number, courseIds: number[], base: string) {
  const [subscribed, learned, summaries, next, last] = await Promise.all([
    repo.subscribedLiveIds(db, userId, courseIds),
    repo.finishedLiveCounts(db, userId, courseIds),
    repo.liveSummaries(db, courseIds),
    repo.nextLiveVideos(db, courseIds),
    repo.lastLiveRecords(db, userId, courseIds),
  ]);
  const summaryBy = byKey(summaries, (r) => r.id);
  const nextBy = byKey(next, (r) => r.course_id);
  const lastBy = byKey(last, (r) => r.course_id);
  return (courseId: number) => {
    const s = summaryBy.get(courseId);
    const n = nextBy.get(courseId);
    const course: LiveStudyRow['course'] = s
      ? {
          ...s,
          thumb: publicAssetUrl(base, s.thumb),
          videos_count: Number(s.videos_count ?? 0),
          next_video: n ? { id: n.id, title: n.title, published_at: n.published_at } : [],
        }
      : [];
    return {
      is_subscribe: subscribed.has(courseId) ? (1 as const) : (0 as const),
      learned_count: learned.get(courseId) ?? 0,
      last_video_id: lastBy.get(courseId)?.video_id ?? 0,
      course,
    };
  };
}

export async function liveLearned(
  db: Db,
  userId: number,
  p: PageArgs,
  base: string,
): Promise<ListPage<LiveStudyRow>> {
  const [rows, total] = await Promise.all([
    repo.listLiveLearnedPage(db, userId, p.size, p.offset),
    repo.countLiveLearned(db, userId),
  ]);
  const extras = await liveExtras(
    db,
    userId,
    rows.map((r) => r.course_id),
    base,
  );
  const data = rows.map((r) => {
    const x = extras(r.course_id);
    return { ...r, is_subscribe: x.is_subscribe, learned_count: x.learned_count, course: x.course };
  });
  return { data, total };
}

export async function liveSubscribed(
  db: Db,
  userId: number,
  p: PageArgs,
  base: string,
): Promise<ListPage<LiveStudyRow>> {
  const [rows, total] = await Promise.all([
    repo.listLiveSubscribedPage(db, userId, p.size, p.offset),
    repo.countRows(db, 'user_live_courses', userId),
  ]);
  const extras = await liveExtras(
    db,
    userId,
    rows.map((r) => r.course_id),
    base,
  );
  const data = rows.map((r) => {
    const x = extras(r.course_id);
    return {
      id: r.course_id,
      course_id: r.course_id,
      // The same row shape as the 在学 list (account §7.5): the last live video watched, 0 when none.
      video_id: x.last_video_id,
      created_at: iso(r.created_at),
      learned_count: x.learned_count,
      course: x.course,
    };
  });
  return { data, total };
}

export async function likedResources(
  db: Db,
  userId: number,
  type: 'live' | 'book',
  p: PageArgs,
  base: string,
): Promise<ListPage<LikedResourceRow>> {
  const [rows, total] = await Promise.all([
    repo.listTemplateLikesPage(db, userId, type, p.size, p.offset),
    repo.countTemplateLikes(db, userId, type),
  ]);
  return {
    data: rows.map((r) => ({ ...r, thumb: publicAssetUrl(base, r.thumb), created_at: iso(r.created_at) })),
    total,
  };
}

// ---------------------------------------------------------------- books

export async function bookViews(
  db: Db,
  userId: number,
  p: PageArgs,
  base: string,
): Promise<ListPage<BookViewRow>> {
  const [rows, total] = await Promise.all([
    repo.listBookViewsPage(db, userId, p.size, p.offset),
    repo.countRows(db, 'book_user_views', userId),
  ]);
  const ids = rows.map((r) => r.book_id);
  const [bought, book] = await Promise.all([
    repo.boughtBookIds(db, userId, ids),
    summaryLookup(repo.bookSummaries(db, ids), base),
  ]);
  const data = rows.map((r) => ({
    id: r.id,
    article_id: r.article_id,
    is_subscribe: bought.has(r.book_id) ? (1 as const) : (0 as const),
    // The time of the last visit ("上次浏览").
    created_at: iso(r.updated_at),
    book: book(r.book_id),
  }));
  return { data, total };
}

export async function memberBooks(
  db: Db,
  userId: number,
  p: PageArgs,
  base: string,
): Promise<ListPage<BookSubscribedRow>> {
  const [rows, total] = await Promise.all([
    repo.listUserBooksPage(db, userId, p.size, p.offset),
    repo.countRows(db, 'user_books', userId),
  ]);
  const ids = rows.map((r) => r.book_id);
  const [views, book] = await Promise.all([
    repo.bookViewsOf(db, userId, ids),
    summaryLookup(repo.bookSummaries(db, ids), base),
  ]);
  const viewBy = byKey(views, (v) => v.book_id);
  const data = rows.map((r) => {
    const lv = viewBy.get(r.book_id);
    return {
      id: r.book_id,
      book_id: r.book_id,
      created_at: iso(r.created_at),
      last_view: lv ? { id: lv.id, article_id: lv.article_id, created_at: iso(lv.updated_at) } : ([] as []),
      book: book(r.book_id),
    };
  });
  return { data, total };
}

// ---------------------------------------------------------------- topics

export async function topicViews(
  db: Db,
  userId: number,
  p: PageArgs,
  base: string,
): Promise<ListPage<TopicStudyRow>> {
  const [rows, total] = await Promise.all([
    repo.listTopicViewsPage(db, userId, p.size, p.offset),
    repo.countRows(db, 'topic_user_views', userId),
  ]);
  const ids = rows.map((r) => r.topic_id);
  const [bought, topic] = await Promise.all([
    repo.boughtTopicIds(db, userId, ids),
    summaryLookup(repo.topicSummaries(db, ids), base),
  ]);
  const data = rows.map((r) => ({
    id: r.id,
    is_subscribe: bought.has(r.topic_id) ? (1 as const) : (0 as const),
    created_at: iso(r.updated_at),
    topic: topic(r.topic_id),
  }));
  return { data, total };
}

export async function boughtTopics(
  db: Db,
  userId: number,
  p: PageArgs,
  base: string,
): Promise<ListPage<TopicStudyRow>> {
  const [rows, total] = await Promise.all([
    repo.listUserTopicsPage(db, userId, p.size, p.offset),
    repo.countRows(db, 'user_topics', userId),
  ]);
  const topic = await summaryLookup(
    repo.topicSummaries(
      db,
      rows.map((r) => r.topic_id),
    ),
    base,
  );
  const data = rows.map((r) => ({ id: r.topic_id, created_at: iso(r.created_at), topic: topic(r.topic_id) }));
  return { data, total };
}

export async function collectedTopics(
  db: Db,
  userId: number,
  p: PageArgs,
  base: string,
): Promise<ListPage<TopicStudyRow>> {
  const [rows, total] = await Promise.all([
    repo.listTopicCollectsPage(db, userId, p.size, p.offset),
    repo.countRows(db, 'topic_collects', userId),
  ]);
  const topic = await summaryLookup(
    repo.topicSummaries(
      db,
      rows.map((r) => r.topic_id),
    ),
    base,
  );
  const data = rows.map((r) => ({ id: r.id, created_at: iso(r.created_at), topic: topic(r.topic_id) }));
  return { data, total };
}
