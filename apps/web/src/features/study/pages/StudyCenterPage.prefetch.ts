import {
  oneOfParam,
  pageParam,
  readCatalogParams,
  textParam,
} from '../../../components/catalog-list/use-catalog-params.ts';
import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { studyListQuery, type StudyScene } from '../api/study-lists.ts';

/** `/study-center?type=&scene=&page=`; the page checks `type` against the tabs that are on. */
export const STUDY_URL = {
  type: textParam('vod'),
  scene: oneOfParam<StudyScene>([1, 2, 3], 1),
  page: pageParam,
};

/** `/study-center`: the recorded-course list of the first scene when the address names no other type. */
export const prefetch: Prefetch = ({ client, search }) => {
  const { type, scene, page } = readCatalogParams(STUDY_URL, search);
  if (type !== 'vod') return;
  void client.prefetchQuery(studyListQuery('vod', scene, page));
};
