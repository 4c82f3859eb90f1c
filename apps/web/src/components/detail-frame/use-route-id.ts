import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { positiveId } from '../../lib/route-prefetch.ts';

/** The route parameter `name` when it is an id (a positive integer), else 0: a detail page's item. */
export function useRouteId(name: string): number {
  return positiveId(useParams()[name]) ?? 0;
}

/**
 * A detail page's item: the id the route parameter `name` carries and the item's query, asked only for a valid
 * id (DetailFrame shows `missing` for the others).
 */
export function useRouteItem<R, K extends QueryKey>(
  name: string,
  options: (id: number) => UseQueryOptions<R, Error, R, K>,
) {
  const id = useRouteId(name);
  const query = useQuery({ ...options(id), enabled: id > 0 });
  return { id, valid: id > 0, query };
}
