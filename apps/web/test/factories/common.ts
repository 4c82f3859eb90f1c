import type { LaravelPage, ListPage } from '@meedu/contract';

/** Laravel's paginator, as the v2 course and order lists answer (contract catalog §2.1). */
export function makeLaravelPage<T>(
  items: T[],
  {
    total = items.length,
    current = 1,
    perPage = 16,
  }: { total?: number; current?: number; perPage?: number } = {},
): LaravelPage<T> {
  return {
    current_page: current,
    data: items,
    from: 1,
    last_page: Math.ceil(total / perPage),
    next_page_url: null,
    per_page: perPage,
    prev_page_url: null,
    to: items.length,
    total,
  };
}

/** The `{data, total}` page most lists answer. */
export const makeListPage = <T>(data: T[], total = data.length): ListPage<T> => ({ data, total });
