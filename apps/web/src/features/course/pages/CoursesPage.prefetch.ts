import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { courseCategoriesQuery } from '../api/course-categories.ts';
import { courseListQuery, type CourseListParams, type CourseScene } from '../api/course-list.ts';

const toInt = (v: string | null) => {
  const n = Number.parseInt(v ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
};
const toScene = (v: string | null): CourseScene => (v === 'free' || v === 'sub' ? v : '');

/** `/courses?cid=&child=&scene=&page=` as the page reads it (unknown values fall back to the defaults). */
export function readCoursesUrl(q: URLSearchParams) {
  const cid = toInt(q.get('cid'));
  const child = cid ? toInt(q.get('child')) : 0;
  const scene = toScene(q.get('scene'));
  const page = Math.max(1, toInt(q.get('page')));
  const list: CourseListParams = { page, scene, category_id: cid && child ? child : cid };
  return { cid, child, scene, page, list };
}

/** `/courses`: the category tree and the list the address asks for. */
export const prefetch: Prefetch = ({ client, search }) => {
  void client.prefetchQuery(courseCategoriesQuery);
  void client.prefetchQuery(courseListQuery(readCoursesUrl(search).list));
};
