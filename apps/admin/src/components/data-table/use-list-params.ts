import { LIST_PAGE_SIZE } from '@meedu/contract/admin';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListParams } from '../../api/record-queries.ts';

const PAGING = new Set(['page', 'size', 'sort']);

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The list state the address holds (`ListParams`), and `update`, which writes paging, sort and filters back. */
export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<ListParams>(() => {
    const filters: Record<string, string> = {};
    search.forEach((value, key) => {
      if (!PAGING.has(key) && value !== '') filters[key] = value;
    });
    return {
      page: positive(search.get('page'), 1),
      size: positive(search.get('size'), LIST_PAGE_SIZE),
      sort: search.get('sort') ?? undefined,
      filters,
    };
  }, [search]);

  /** Changes paging and sort; `filters`, when given, replace the filters and go back to page 1. */
  const update = useCallback(
    (next: {
      page?: number;
      size?: number;
      sort?: string | null;
      filters?: Record<string, string | undefined>;
    }) => {
      setSearch((current) => {
        const out = new URLSearchParams(current);
        const put = (key: string, value: string | number | null | undefined) => {
          if (value === undefined || value === null || value === '') out.delete(key);
          else out.set(key, String(value));
        };
        if (next.filters) {
          for (const key of [...out.keys()]) if (!PAGING.has(key)) out.delete(key);
          for (const [key, value] of Object.entries(next.filters)) put(key, value);
          out.delete('page');
        }
        if (next.page !== undefined) put('page', next.page === 1 ? null : next.page);
        if (next.size !== undefined) put('size', next.size === LIST_PAGE_SIZE ? null : next.size);
        if (next.sort !== undefined) put('sort', next.sort);
        return out;
      });
    },
    [setSearch],
  );

  return { params, update };
}
