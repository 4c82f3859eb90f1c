import {
  categoryTreeUrl,
  chosenCategory,
  oneOfParam,
  readCatalogParams,
  type UrlValues,
} from '../../../components/catalog-list/use-catalog-params.ts';
import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { courseCategoriesQuery } from '../api/course-categories.ts';
import { courseListQuery, type CourseListParams, type CourseScene } from '../api/course-list.ts';

/** `/courses?cid=&child=&scene=&page=` (unknown values fall back to the defaults). */
export const COURSES_URL = categoryTreeUrl({ scene: oneOfParam<CourseScene>(['', 'free', 'sub'], '') });

/** The list the address asks for: the second-level category when one is chosen. */
export const courseListParams = (v: UrlValues<typeof COURSES_URL>): CourseListParams => ({
  page: v.page,
  scene: v.scene,
  category_id: chosenCategory(v),
});

/** `/courses`: the category tree and the list the address asks for. */
export const prefetch: Prefetch = ({ client, search }) => {
  void client.prefetchQuery(courseCategoriesQuery);
  void client.prefetchQuery(courseListQuery(courseListParams(readCatalogParams(COURSES_URL, search))));
};
