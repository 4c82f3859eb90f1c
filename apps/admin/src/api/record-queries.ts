import type { ListReply } from '@meedu/contract/admin';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { api } from './client.ts';

/** A list's state as the address keeps it: `?page=2&size=20&sort=-id&q=…` (a reload or a shared link keeps it). */
export interface ListParams {
  page: number;
  size: number;
  sort?: string;
  /** The list's own filters, as strings. */
  filters: Record<string, string>;
}

/** The query a list endpoint reads: paging, sort and filters flattened. */
export const listQueryParams = (p: ListParams): Record<string, string | number | undefined> => ({
  page: p.page,
  size: p.size,
  sort: p.sort,
  ...p.filters,
});

/**
 * `GET <path>`: a page of records, with the address's paging, sort and filters, cached under `[...key, 'list',
 * params]` (so a write that reads `key` again reads every page).
 */
export const pagedListQuery =
  <T>(path: string, key: QueryKey) =>
  (params: ListParams) =>
    queryOptions({
      queryKey: [...key, 'list', params],
      queryFn: () => api.get<ListReply<T>>(path, listQueryParams(params)),
    });

/** `GET <path>/:id`: one record, cached under `[...key, 'detail', id]`. */
export const recordQuery =
  <T>(path: string, key: QueryKey) =>
  (id: number) =>
    queryOptions({
      queryKey: [...key, 'detail', id],
      queryFn: () => api.get<T>(`${path}/${id}`),
    });
