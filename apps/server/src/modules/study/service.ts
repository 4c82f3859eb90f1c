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
import type { Page, RowsAndTotal } from '../../db/query-helpers.ts';
import { isoTime } from '../../lib/dates.ts';
import { publishedVideoCounts } from '../course/service.ts';
import * as ownership from '../ownership/service.ts';
import { publicAssetUrl } from '../../settings/settings.ts';
import * as repo from './repository.ts';
import { asFlag } from '../../lib/http.ts';

/** Page of the member's rows: `offset`/`size` from the query. */
export type PageArgs = Page;

const iso = (t: string) => isoTime(t) ?? '';
const byKey = <T, K>(rows: T[], key: (r: T) => K) => new Map(rows.map((r) => [key(r), r]));
const subscribed = (owned: Set<number>, id: number) => (owned.has(id) ? (1 as const) : (0 as const));
const orEmpty = <T>(v: T | undefined): MaybeEmpty<T> => v ?? [];

/**
 * Every study-centre list, one recipe: a page of the member's rows with its total (one repository query), then
 * what the rows need from elsewhere, read once for the whole page (`enrich` answers the row → reply mapping).
 */
async function memberList<R, Row>(
  page: Promise<RowsAndTotal<R>>,
  enrich: (rows: R[]) => Promise<(row: R) => Row>,
): Promise<ListPage<Row>> {
  const { rows, total } = await page;
  const toRow = await enrich(rows);
  return { data: rows.map(toRow), total };
}

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

// ---------------------------------------------------------------- recorded courses (account §7.1–7.3)

/**
 * What the recorded-course lists add to each row, read for the whole page at once: finished videos, bought or
 * not, the last watched video, the course summary and the member's course record.
 */
async function courseExtras(db: Db, userId: number, courseIds: number[], now: string, base: string) {
  const [learned, bought, last, summaries, counts, records] = await Promise.all([
    repo.finishedCounts(db, 'user_video_watch_records', userId, courseIds),
    ownership.ownedIds(db, 'course', userId, courseIds),
    repo.lastWatchRecords(db, userId, courseIds),
    repo.courseSummaries(db, courseIds),
    publishedVideoCounts(db, courseIds, now),
    repo.courseRecordsOf(db, userId, courseIds),
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
      is_subscribe: subscribed(bought, courseId),
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

/** The course extras of a page of rows that name their course. */
const withCourseExtras =
  (db: Db, userId: number, now: string, base: string) => (rows: { course_id: number }[]) =>
    courseExtras(
      db,
      userId,
      rows.map((r) => r.course_id),
      now,
      base,
    );

export function learnedCourses(
  db: Db,
  userId: number,
  p: PageArgs,
  now: string,
  base: string,
): Promise<ListPage<LearnedCourseRow>> {
  return memberList(repo.courseRecordsPage(db, userId, p), async (rows) => {
    const extras = await withCourseExtras(db, userId, now, base)(rows);
    return (r) => {
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
    };
  });
}

/** Bought (`user_courses`) or liked (`course_likes`) courses: the table's own columns plus the course extras. */
export function memberCourses(
  db: Db,
  table: 'user_courses' | 'course_likes',
  userId: number,
  p: PageArgs,
  now: string,
  base: string,
): Promise<ListPage<SubscribedCourseRow | LikedCourseRow>> {
  const enrich = async <R extends { course_id: number; created_at: string }>(rows: R[]) => {
    const extras = await withCourseExtras(db, userId, now, base)(rows);
    return (r: R) => {
      const x = extras(r.course_id);
      return {
        ...r,
        created_at: iso(r.created_at),
        learned_count: x.learned_count,
        watch_record: x.watch_record,
        last_view_video: x.last_view_video,
        course: x.course,
      };
    };
  };
  return table === 'user_courses'
    ? memberList(repo.userCoursesPage(db, userId, p), enrich)
    : memberList(repo.courseLikesPage(db, userId, p), enrich);
}

// ---------------------------------------------------------------- live courses (account §7.5)

async function liveExtras(db: Db, userId: number, rows: { course_id: number }[], base: string) {
  const courseIds = rows.map((r) => r.course_id);
  const [bought, learned, summaries, next, last] = await Promise.all([
    ownership.ownedIds(db, 'live', userId, courseIds),
    repo.finishedCounts(db, 'live_watch_records', userId, courseIds),
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
      is_subscribe: subscribed(bought, courseId),
      learned_count: learned.get(courseId) ?? 0,
      last_video_id: lastBy.get(courseId)?.video_id ?? 0,
      course,
    };
  };
}

export function liveLearned(
  db: Db,
  userId: number,
  p: PageArgs,
  base: string,
): Promise<ListPage<LiveStudyRow>> {
  return memberList(repo.liveLearnedPage(db, userId, p), async (rows) => {
    const extras = await liveExtras(db, userId, rows, base);
    return (r) => {
      const x = extras(r.course_id);
      return { ...r, is_subscribe: x.is_subscribe, learned_count: x.learned_count, course: x.course };
    };
  });
}

export function liveSubscribed(
  db: Db,
  userId: number,
  p: PageArgs,
  base: string,
): Promise<ListPage<LiveStudyRow>> {
  return memberList(repo.liveSubscribedPage(db, userId, p), async (rows) => {
    const extras = await liveExtras(db, userId, rows, base);
    return (r) => {
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
    };
  });
}

export function likedResources(
  db: Db,
  userId: number,
  type: 'live' | 'book',
  p: PageArgs,
  base: string,
): Promise<ListPage<LikedResourceRow>> {
  return memberList(repo.templateLikesPage(db, userId, type, p), async () => (r) => ({
    ...r,
    thumb: publicAssetUrl(base, r.thumb),
    created_at: iso(r.created_at),
  }));
}

// ---------------------------------------------------------------- books

export function bookViews(db: Db, userId: number, p: PageArgs, base: string): Promise<ListPage<BookViewRow>> {
  return memberList(repo.bookViewsPage(db, userId, p), async (rows) => {
    const ids = rows.map((r) => r.book_id);
    const [bought, book] = await Promise.all([
      ownership.ownedIds(db, 'book', userId, ids),
      summaryLookup(repo.bookSummaries(db, ids), base),
    ]);
    return (r) => ({
      id: r.id,
      article_id: r.article_id,
      is_subscribe: subscribed(bought, r.book_id),
      // The time of the last visit ("上次浏览").
      created_at: iso(r.updated_at),
      book: book(r.book_id),
    });
  });
}

export function memberBooks(
  db: Db,
  userId: number,
  p: PageArgs,
  base: string,
): Promise<ListPage<BookSubscribedRow>> {
  return memberList(repo.userBooksPage(db, userId, p), async (rows) => {
    const ids = rows.map((r) => r.book_id);
    const [views, book] = await Promise.all([
      repo.bookViewsOf(db, userId, ids),
      summaryLookup(repo.bookSummaries(db, ids), base),
    ]);
    const viewBy = byKey(views, (v) => v.book_id);
    return (r) => {
      const lv = viewBy.get(r.book_id);
      return {
        id: r.book_id,
        book_id: r.book_id,
        created_at: iso(r.created_at),
        last_view: lv ? { id: lv.id, article_id: lv.article_id, created_at: iso(lv.updated_at) } : ([] as []),
        book: book(r.book_id),
      };
    };
  });
}

// ---------------------------------------------------------------- topics

/** The topic summary of each row of a page. */
const topicLookup = (db: Db, base: string, rows: { topic_id: number }[]) =>
  summaryLookup(
    repo.topicSummaries(
      db,
      rows.map((r) => r.topic_id),
    ),
    base,
  );

export function topicViews(
  db: Db,
  userId: number,
  p: PageArgs,
  base: string,
): Promise<ListPage<TopicStudyRow>> {
  return memberList(repo.topicViewsPage(db, userId, p), async (rows) => {
    const [bought, topic] = await Promise.all([
      ownership.ownedIds(
        db,
        'topic',
        userId,
        rows.map((r) => r.topic_id),
      ),
      topicLookup(db, base, rows),
    ]);
    return (r) => ({
      id: r.id,
      is_subscribe: subscribed(bought, r.topic_id),
      created_at: iso(r.updated_at),
      topic: topic(r.topic_id),
    });
  });
}

export function boughtTopics(
  db: Db,
  userId: number,
  p: PageArgs,
  base: string,
): Promise<ListPage<TopicStudyRow>> {
  return memberList(repo.userTopicsPage(db, userId, p), async (rows) => {
    const topic = await topicLookup(db, base, rows);
    return (r) => ({ id: r.topic_id, created_at: iso(r.created_at), topic: topic(r.topic_id) });
  });
}

export function collectedTopics(
  db: Db,
  userId: number,
  p: PageArgs,
  base: string,
): Promise<ListPage<TopicStudyRow>> {
  return memberList(repo.topicCollectsPage(db, userId, p), async (rows) => {
    const topic = await topicLookup(db, base, rows);
    return (r) => ({ id: r.id, created_at: iso(r.created_at), topic: topic(r.topic_id) });
  });
}
