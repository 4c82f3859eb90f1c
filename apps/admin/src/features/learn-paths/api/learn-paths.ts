import type {
  LearnPathAdminDetail,
  LearnPathAdminItem,
  LearnPathCategoryItem,
  LearnPathCategoryRequest,
  LearnPathItemRequest,
  LearnPathRequest,
  LearnPathStepAdmin,
  LearnPathStepItemAdmin,
  LearnPathStepRequest,
  ListReply,
} from '@meedu/contract/admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useChildWrites } from '../../../api/child-writes.ts';
import { api } from '../../../api/client.ts';
import { recordMutations } from '../../../api/record-mutations.ts';
import { pagedListQuery, recordQuery } from '../../../api/record-queries.ts';

export const learnPathsKey = ['learn-paths'] as const;
const categoriesKey = ['learn-path-categories'] as const;

/** `GET /learn-paths`: a page of paths (filters `q`, `category_id`, `is_show`). */
export const learnPathListQuery = pagedListQuery<LearnPathAdminItem>('/learn-paths', learnPathsKey);

/** `GET /learn-paths/:id` with its description. */
export const learnPathQuery = recordQuery<LearnPathAdminDetail>('/learn-paths', learnPathsKey);

/** Save (answers the saved path) and delete (409 once members hold it: hide it instead). */
export const learnPathMutations = recordMutations<LearnPathRequest, LearnPathAdminDetail>('/learn-paths', [
  learnPathsKey,
]);

/** `GET /learn-path-categories`: the whole list (each parent followed by its children), for the table. */
export const categoryListQuery = pagedListQuery<LearnPathCategoryItem>(
  '/learn-path-categories',
  categoriesKey,
);

/** The same list for a form's or filter's select. */
export const categoryOptionsQuery = queryOptions({
  queryKey: [...categoriesKey, 'options'],
  queryFn: async () => (await api.get<ListReply<LearnPathCategoryItem>>('/learn-path-categories')).items,
});

/** Save and delete (409 while paths or children are filed under it); the paths' category names follow. */
export const categoryMutations = recordMutations<LearnPathCategoryRequest, LearnPathCategoryItem>(
  '/learn-path-categories',
  [categoriesKey, learnPathsKey],
);

/** `GET /learn-paths/:id/steps`: the steps in order, each with its items. */
export const stepsQuery = (pathId: number) =>
  queryOptions({
    queryKey: [...learnPathsKey, pathId, 'steps'],
    queryFn: () => api.get<LearnPathStepAdmin[]>(`/learn-paths/${pathId}/steps`),
  });

/** A path's steps: create, rename, delete (with its items), reorder. */
export const useStepWrites = (pathId: number) =>
  useChildWrites<LearnPathStepRequest, LearnPathStepAdmin>(
    `/learn-paths/${pathId}`,
    'steps',
    '/learn-path-steps',
    learnPathsKey,
  );

/** A step's items: add one picked by type and id, remove one, reorder them. */
export function useItemWrites() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: learnPathsKey });
  return {
    add: useMutation({
      mutationFn: ({ stepId, body }: { stepId: number; body: LearnPathItemRequest }) =>
        api.post<LearnPathStepAdmin>(`/learn-path-steps/${stepId}/items`, body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.delete(`/learn-path-items/${id}`), onSuccess }),
    reorder: useMutation({
      mutationFn: ({ stepId, ids }: { stepId: number; ids: number[] }) =>
        api.put<LearnPathStepItemAdmin[]>(`/learn-path-steps/${stepId}/items/order`, { ids }),
      onSettled: onSuccess,
    }),
  };
}
