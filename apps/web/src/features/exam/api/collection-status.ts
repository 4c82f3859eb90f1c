import { queryOptions } from '@tanstack/react-query';
import type {
  CollectionStatusMultiReply,
  CollectionStatusMultiRequest,
  CollectionStatusReply,
  CollectionStatusRequest,
} from '@meedu/contract';
import { api } from '../../../api/client.ts';

/** POST /addons/Paper/api/v1/collection/status — is this question in the member's collection (§11.7). */
export const fetchCollectionStatus = (questionId: number) =>
  api.post<CollectionStatusReply>('/addons/Paper/api/v1/collection/status', {
    question_id: questionId,
  } satisfies CollectionStatusRequest);

export const collectionStatusQuery = (questionId: number) =>
  queryOptions({
    queryKey: ['exam', 'collected', questionId],
    queryFn: async () => (await fetchCollectionStatus(questionId)).status === 1,
    staleTime: Infinity,
  });

/** POST /addons/Paper/api/v1/collection/status/multi — the same for a reviewed attempt's questions (§11.7). */
export const fetchCollectionStatusMulti = (questionIds: number[]) =>
  api.post<CollectionStatusMultiReply>('/addons/Paper/api/v1/collection/status/multi', {
    question_ids: questionIds,
  } satisfies CollectionStatusMultiRequest);

/** The set of collected ids among `questionIds`. */
export const collectionStatusMultiQuery = (questionIds: number[]) =>
  queryOptions({
    queryKey: ['exam', 'collected-multi', questionIds],
    queryFn: async () => {
      const reply = await fetchCollectionStatusMulti(questionIds);
      const on = new Set<number>();
      if (!Array.isArray(reply))
        for (const [id, v] of Object.entries(reply)) if (Number(v) === 1) on.add(Number(id));
      return on;
    },
    staleTime: Infinity,
  });
