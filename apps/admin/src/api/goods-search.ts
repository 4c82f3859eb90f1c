import type {
  BookAdminItem,
  CourseAdminItem,
  LearnPathAdminItem,
  ListReply,
  LiveCourseAdminItem,
  TopicAdminItem,
} from '@meedu/contract/admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from './client.ts';

/** A record offered by the search-and-pick: its id and its title. */
export interface GoodsChoice {
  id: number;
  title: string;
}

/** The first 20 records of a console list whose title holds `q` (every list below takes `q`). */
const searchIn =
  <T extends { id: number }>(path: string, titleOf: (record: T) => string) =>
  async (q: string): Promise<GoodsChoice[]> =>
    (await api.get<ListReply<T>>(path, { page: 1, size: 20, q: q || undefined })).items.map((r) => ({
      id: r.id,
      title: titleOf(r),
    }));

/** The kinds of goods searched by title, by the type names campaigns, commissions and learning paths use. */
const SEARCHES: Readonly<Record<string, (q: string) => Promise<GoodsChoice[]>>> = {
  course: searchIn<CourseAdminItem>('/courses', (c) => c.title),
  live: searchIn<LiveCourseAdminItem>('/live-courses', (c) => c.title),
  book: searchIn<BookAdminItem>('/books', (b) => b.name),
  topic: searchIn<TopicAdminItem>('/topics', (t) => t.title),
  learnPath: searchIn<LearnPathAdminItem>('/learn-paths', (p) => p.name),
};

/** Whether goods of `type` are picked by title (the others, VIP plans, by id). */
export const isSearchable = (type: string | undefined): type is string =>
  type !== undefined && type in SEARCHES;

/** The records of `type` whose title holds `q`, for the search-and-pick (`GoodsPicker`). */
export const goodsSearchQuery = (type: string, q: string) =>
  queryOptions({
    queryKey: ['goods-search', type, q],
    queryFn: () => SEARCHES[type]?.(q) ?? Promise.resolve([]),
  });
