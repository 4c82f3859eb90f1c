import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionStatusRequest } from '@meedu/contract';
import { api } from '../../../api/client.ts';
import { collectionStatusQuery } from './collection-status.ts';

/** POST /addons/Paper/api/v1/collection/action — toggles a question in the collection (§11.7). */
export const toggleCollection = (questionId: number) =>
  api.post<unknown>('/addons/Paper/api/v1/collection/action', {
    question_id: questionId,
  } satisfies CollectionStatusRequest);

/**
 * Resolves with the new state (`was` flipped). The question's status is set, the review's multi status and the
 * collection counters are read again.
 */
export function useCollectionToggleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (v: { questionId: number; was: boolean }) => {
      await toggleCollection(v.questionId);
      return !v.was;
    },
    onSuccess: (on, v) => {
      queryClient.setQueryData(collectionStatusQuery(v.questionId).queryKey, on);
      queryClient.setQueriesData<Set<number>>({ queryKey: ['exam', 'collected-multi'] }, (old) => {
        if (!old) return old;
        const next = new Set(old);
        if (on) next.add(v.questionId);
        else next.delete(v.questionId);
        return next;
      });
      void queryClient.invalidateQueries({ queryKey: ['exam', 'book-stats', 'collection'] });
      void queryClient.invalidateQueries({ queryKey: ['exam', 'stats'] });
    },
  });
}
