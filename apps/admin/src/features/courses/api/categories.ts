import type { CourseCategoryItem, CourseCategoryRequest } from '@meedu/contract/admin';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export const categoriesKey = ['course-categories'] as const;

/** `GET /course-categories`: every category, each parent followed by its children. */
export const categoriesQuery = queryOptions({
  queryKey: categoriesKey,
  queryFn: () => api.get<CourseCategoryItem[]>('/course-categories'),
});

function useRefreshCategories() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: categoriesKey });
}

/** `POST /course-categories`, or `PUT /course-categories/:id` when editing one. */
export function useSaveCategoryMutation(id: number | null) {
  const refresh = useRefreshCategories();
  return useMutation({
    mutationFn: (body: CourseCategoryRequest) =>
      id === null
        ? api.post<CourseCategoryItem>('/course-categories', body)
        : api.put<CourseCategoryItem>(`/course-categories/${id}`, body),
    onSuccess: refresh,
  });
}

/** `DELETE /course-categories/:id` (409 while courses or children are filed under it). */
export function useDeleteCategoryMutation() {
  const refresh = useRefreshCategories();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/course-categories/${id}`),
    onSuccess: refresh,
  });
}
