import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ExamListRequest, MemberExamListRequest } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { pagedQuery } from '../../../api/query-shapes.ts';

export const EXAM_PAGE_SIZE = 10;
export const MEMBER_EXAM_PAGE_SIZE = 10;

/** The list pages' query: page and the two category levels (0 = all). */
export type ExamListParams = Required<Pick<ExamListRequest, 'page' | 'cid1' | 'cid2'>>;

/**
 * The query of a catalogue (papers, mock papers, practices): GET `path` by page and the two category levels.
 * Keyed by login state too: `cur_user_can_join` and the taken badges are per member.
 */
export const catalogueQuery =
  <R>(name: string, path: string) =>
  (p: ExamListParams, isLogin: boolean) =>
    queryOptions({
      queryKey: ['exam', name, p, isLogin],
      queryFn: () =>
        api.get<R>(path, { page: p.page, page_size: EXAM_PAGE_SIZE, cid1: p.cid1, cid2: p.cid2 }),
      placeholderData: keepPreviousData,
    });

/** The query of one of the member's exam lists (§14): GET `path` by page. */
export const memberListQuery = <R>(name: string, path: string) =>
  pagedQuery(['exam', name], (page: number) =>
    api.get<R>(path, { page, size: MEMBER_EXAM_PAGE_SIZE } satisfies MemberExamListRequest),
  );
