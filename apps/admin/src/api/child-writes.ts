import type { QueryKey } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';

/**
 * The writes of a record's ordered children (a book's chapters and articles, a learning path's steps): create
 * under `<parent>/<children>`, edit and delete at `<path>/:id`, and the order (`PUT <parent>/<children>/order`
 * with every id). Each reads the parent's queries (`refresh`) again.
 */
export function useChildWrites<Body, Item>(
  parent: string,
  children: string,
  path: string,
  refresh: QueryKey,
) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: refresh });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: number | null; body: Body }) =>
        id === null ? api.post<Item>(`${parent}/${children}`, body) : api.put<Item>(`${path}/${id}`, body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.delete(`${path}/${id}`), onSuccess }),
    reorder: useMutation({
      mutationFn: (ids: number[]) => api.put<Item[]>(`${parent}/${children}/order`, { ids }),
      onSettled: onSuccess,
    }),
  };
}
