import type { ExamListRequest } from '@meedu/contract';

export const EXAM_PAGE_SIZE = 10;

/** The list pages' query: page and the two category levels (0 = all). */
export type ExamListParams = Required<Pick<ExamListRequest, 'page' | 'cid1' | 'cid2'>>;
