import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';

/** A list's query and its pager, as CatalogList takes them. */
export interface PagedQuery<R> {
  query: UseQueryResult<R>;
  pager: { current: number; size: number; go(page: number): void };
}

/**
 * A list paged in the component rather than the address (a member list, a tab's list): the query of the page
 * shown and its pager, for CatalogList (`<CatalogList {...list} …>`). `pager.go(1)` starts over.
 */
export function usePagedQuery<R, K extends QueryKey>(
  options: (page: number) => UseQueryOptions<R, Error, R, K>,
  size: number,
  enabled = true,
): PagedQuery<R> {
  const [page, setPage] = useState(1);
  const query = useQuery({ ...options(page), enabled });
  return { query, pager: { current: page, size, go: setPage } };
}
