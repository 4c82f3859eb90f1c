import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/**
 * The query of a list read page by page: keyed by `key` and then the fetcher's arguments, and the page on screen
 * stays while the next one loads. The member's own records pass `{ staleTime: 0 }`: they change behind the page.
 */
export const pagedQuery =
  <KeyPart, Args extends readonly unknown[], Reply>(
    key: readonly KeyPart[],
    fetchPage: (...args: Args) => Promise<Reply>,
    freshness: { staleTime?: number } = {},
  ) =>
  (...args: Args) =>
    queryOptions({
      queryKey: [...key, ...args],
      queryFn: () => fetchPage(...args),
      placeholderData: keepPreviousData,
      ...freshness,
    });

/**
 * The query of one item whose reply says what the member may do with it (is_buy, progress, …): keyed by login
 * state too, so logging in or out reads it again, and never kept stale.
 */
export const memberAwareQuery =
  <KeyPart, Reply>(key: readonly KeyPart[], fetchItem: (id: number) => Promise<Reply>) =>
  (id: number, isLogin: boolean) =>
    queryOptions({
      queryKey: [...key, id, isLogin],
      queryFn: () => fetchItem(id),
      staleTime: 0,
    });
