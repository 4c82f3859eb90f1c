import type { Prefetch } from '../../../lib/route-prefetch.ts';
import { studyListQuery } from '../api/study-lists.ts';

/** `/study-center`: the recorded-course list of the first scene when the address names no other type. */
export const prefetch: Prefetch = ({ client, search }) => {
  if (search.get('type') && search.get('type') !== 'vod') return;
  const sceneNum = Number(search.get('scene'));
  const scene = sceneNum === 2 || sceneNum === 3 ? sceneNum : 1;
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  void client.prefetchQuery(studyListQuery('vod', scene, page));
};
