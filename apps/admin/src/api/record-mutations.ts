import type { ListReply } from '@meedu/contract/admin';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from './client.ts';

/**
 * The writes of one kind of record at `path`: save (`POST <path>`, or `PUT <path>/:id` when editing one), delete
 * (`DELETE <path>/:id`) and, for a list ordered by hand, reorder (`PUT <path>/order` with every id). Each reads again
 * the queries under `refresh` (the record's own, and any that count it).
 */
export function recordMutations<Body, Item>(path: string, refresh: readonly QueryKey[]) {
  const useRefresh = () => {
    const client = useQueryClient();
    return () => Promise.all(refresh.map((queryKey) => client.invalidateQueries({ queryKey })));
  };
  return {
    useSave(id: number | null) {
      const onSuccess = useRefresh();
      return useMutation({
        mutationFn: (body: Body) =>
          id === null ? api.post<Item>(path, body) : api.put<Item>(`${path}/${id}`, body),
        onSuccess,
      });
    },
    useDelete() {
      const onSuccess = useRefresh();
      return useMutation({ mutationFn: (id: number) => api.delete(`${path}/${id}`), onSuccess });
    },
    useReorder() {
      const onSettled = useRefresh();
      return useMutation({
        mutationFn: (ids: number[]) => api.put<ListReply<Item>>(`${path}/order`, { ids }),
        onSettled,
      });
    },
  };
}
