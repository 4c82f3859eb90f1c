import type {
  PathCategory,
  PathDetailReply,
  PathItemType,
  PathListItem,
  PathListReply,
  PathStep,
  PathStepItem,
  PathStepSummary,
} from '@meedu/contract';
import type { Db } from '../../db/index.ts';
import { ApiError } from '../../lib/envelope.ts';
import { publicAssetUrl } from '../../settings/settings.ts';
import * as ownership from '../ownership/service.ts';
import * as repo from './repository.ts';
import { categoryTree } from '../../lib/categories.ts';

export type { PathFilter } from './repository.ts';

const TYPE_TEXT: Record<PathItemType, string> = {
  course: '录播课',
  live: '直播课',
  book: '电子书',
  topic: '图文',
  paper_paper: '试卷',
  paper_practice: '练习',
  paper_mock: '模拟试卷',
};

const isItemType = (t: string): t is PathItemType => t in TYPE_TEXT;

/** The step items a bought path grants (exam items are reached through the path itself). */
const PRODUCT_KINDS: Partial<Record<string, ownership.OwnedKind>> = {
  course: 'course',
  live: 'live',
  book: 'book',
  topic: 'topic',
};

/** contract §9.1: the two-level tree, both levels by sort. */
export async function pathCategoryTree(db: Db): Promise<PathCategory[]> {
  return categoryTree(await repo.listCategories(db));
}

function pathCard(row: repo.PathCardRow, base: string): PathListItem {
  return {
    id: row.id,
    name: row.name,
    thumb: publicAssetUrl(base, row.thumb),
    desc: row.desc,
    charge: row.charge,
    original_charge: row.original_charge,
    courses_count: Number(row.courses_count ?? 0),
  };
}

/** contract §9.2: one page of shown, published paths (newest first) and each one's steps. */
export async function pathPage(
  db: Db,
  filter: repo.PathFilter,
  page: { size: number; offset: number },
  base: string,
): Promise<PathListReply> {
  const { rows, total } = await repo.pathsPage(db, filter, page);
  const steps: Record<string, PathStepSummary[]> = {};
  for (const s of await repo.listSteps(
    db,
    rows.map((r) => r.id),
  ))
    (steps[String(s.path_id)] ??= []).push({ id: s.id, name: s.name });
  return {
    data: { data: rows.map((r) => pathCard(r, base)), total },
    steps: Object.keys(steps).length > 0 ? steps : [],
  };
}

interface Product {
  id: number;
  name: string;
  thumb: string;
  charge: number;
}

/** The products the items name, by type and id; items whose product is gone (or unknown here) are dropped. */
async function productsOf(db: Db, items: { type: string; other_id: number }[], now: string) {
  const ids = (type: PathItemType) => [
    ...new Set(items.filter((i) => i.type === type).map((i) => i.other_id)),
  ];
  const [courses, lives, books, topics] = await Promise.all([
    repo.findCourses(db, ids('course'), now),
    repo.findLives(db, ids('live'), now),
    repo.findBooks(db, ids('book'), now),
    repo.findTopics(db, ids('topic'), now),
  ]);
  const byType = new Map<string, Map<number, Product>>([
    // A course free by flag costs nothing, whatever its price says (docs/decisions.md, Catalogue).
    ['course', new Map(courses.map((c) => [c.id, { ...c, charge: c.is_free === 1 ? 0 : c.charge }]))],
    ['live', new Map(lives.map((c) => [c.id, c]))],
    ['book', new Map(books.map((c) => [c.id, c]))],
    ['topic', new Map(topics.map((c) => [c.id, c]))],
  ]);
  return (type: string, id: number) => byType.get(type)?.get(id);
}

/**
 * The member's progress (0–100) on each product, from their own records: a recorded course's progress (its
 * watched videos), a live course's finished lessons, how far into a book they have read (the last article read
 * among its articles), and an article read or not. Exams are not recorded here yet (0).
 */
async function progressOf(db: Db, userId: number, items: { type: string; other_id: number }[]) {
  const ids = (type: PathItemType) => [
    ...new Set(items.filter((i) => i.type === type).map((i) => i.other_id)),
  ];
  const bookIds = ids('book');
  const [courses, lives, views, articles, topics] = await Promise.all([
    repo.courseProgress(db, userId, ids('course')),
    repo.liveCounts(db, userId, ids('live')),
    repo.bookViews(db, userId, bookIds),
    repo.bookArticleIds(db, bookIds),
    repo.readTopicIds(db, userId, ids('topic')),
  ]);
  const course = new Map(courses.map((r) => [r.id, r.progress]));
  const live = new Map(
    lives.map((r) => [
      r.id,
      Number(r.total) === 0 ? 0 : Math.floor((Number(r.watched) * 100) / Number(r.total)),
    ]),
  );
  const book = new Map<number, number>();
  for (const v of views) {
    const order = articles.filter((a) => a.book_id === v.id).map((a) => a.id);
    const at = order.indexOf(v.article_id);
    book.set(v.id, order.length === 0 || at < 0 ? 0 : Math.floor(((at + 1) * 100) / order.length));
  }
  return (type: string, id: number): number => {
    if (type === 'course') return Math.min(100, course.get(id) ?? 0);
    if (type === 'live') return Math.min(100, live.get(id) ?? 0);
    if (type === 'book') return book.get(id) ?? 0;
    if (type === 'topic') return topics.has(id) ? 100 : 0;
    return 0;
  };
}

/** contract §9.3: the path, its steps with their products, whether the member owns it, and their progress. */
export async function pathDetailReply(
  db: Db,
  id: number,
  userId: number | undefined,
  now: string,
  base: string,
): Promise<PathDetailReply> {
  const row = await repo.findShownPath(db, id, now);
  if (!row) throw new ApiError('学习路径不存在');
  const steps = await repo.listSteps(db, [row.id]);
  const items = await repo.listStepItems(
    db,
    steps.map((s) => s.id),
  );
  const [product, progress, isBuy] = await Promise.all([
    productsOf(db, items, now),
    userId === undefined ? null : progressOf(db, userId, items),
    userId === undefined ? false : ownership.owns(db, 'learnPath', userId, row.id),
  ]);
  const stepItems = (stepId: number): PathStepItem[] =>
    items
      .filter((i) => i.step_id === stepId && isItemType(i.type))
      .flatMap((i) => {
        const p = product(i.type, i.other_id);
        if (!p || !isItemType(i.type)) return [];
        const item: PathStepItem = {
          id: i.id,
          other_id: i.other_id,
          type: i.type,
          type_text: TYPE_TEXT[i.type],
          name: p.name,
          thumb: publicAssetUrl(base, p.thumb),
          charge: p.charge,
        };
        if (progress) item.progress = progress(i.type, i.other_id);
        return [item];
      });
  const pathSteps: PathStep[] = steps.map((s) => ({
    id: s.id,
    name: s.name,
    desc: s.desc,
    courses: stepItems(s.id),
  }));
  return {
    data: { ...pathCard(row, base), steps_count: Number(row.steps_count ?? 0) },
    steps: pathSteps,
    is_buy: isBuy,
  };
}

/**
 * The delivery of a paid path order (the orders area calls this inside its payment transaction): the member
 * owns the path and every course, live course, book and article in it. Idempotent: answers false when the
 * member already owned the path. '学习路径不存在' for an unknown path.
 */
export async function deliverLearnPath(
  db: Db,
  userId: number,
  pathId: number,
  charge: number,
  now: string,
  reason: ownership.GrantReason = 'order',
): Promise<boolean> {
  const steps = await repo.listSteps(db, [pathId]);
  const exists = (await repo.listAllPathIds(db, pathId)).length > 0;
  if (!exists) throw new ApiError('学习路径不存在');
  const items = await repo.listStepItems(
    db,
    steps.map((s) => s.id),
  );
  const fresh = await ownership.grant(db, 'learnPath', { userId, id: pathId, charge, reason, now });
  // Each product once; what the member already owns stays as it is.
  if (fresh)
    for (const item of items) {
      const kind = PRODUCT_KINDS[item.type];
      if (kind)
        await ownership.grant(db, kind, { userId, id: item.other_id, charge: 0, reason: 'path', now });
    }
  return fresh;
}

export const addPathCategory = repo.insertCategory;
export const addPath = repo.insertPath;
export const addPathStep = repo.insertStep;
export const addPathStepItem = repo.insertStepItem;
