import { positiveId } from '../../../lib/route-prefetch.ts';
import type { ExamListParams } from '../api/list-params.ts';

/** A list page's URL: `cid` and `child` (screens §12.1), and `page`. */
export function readCatalogueUrl(params: URLSearchParams): ExamListParams {
  const cid1 = positiveId(params.get('cid')) ?? 0;
  return {
    cid1,
    cid2: cid1 ? (positiveId(params.get('child')) ?? 0) : 0,
    page: positiveId(params.get('page')) ?? 1,
  };
}
