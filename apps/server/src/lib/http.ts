import type { LaravelPage } from '@meedu/contract';
import type { Clock } from './clock.ts';
import { toDbTime } from './dates.ts';
import { ApiError } from './envelope.ts';

/**
 * What every route speaks besides its own contract: route ids in, the reply shapes MeEdu's PHP server gives
 * (Laravel's paginator, PHP's empty arrays, 0/1 flags) out, and the request's "now" as the database writes it.
 */

/** Route ids: positive integers only; anything else is the contract's generic '错误'. */
export function idParam(raw: string | undefined): number {
  const n = Number(raw);
  if (!raw || !/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n <= 0) throw new ApiError('错误');
  return n;
}

/** The clock's now as the database stores times (UTC `YYYY-MM-DD HH:mm:ss`). */
export const nowDb = (clock: Clock) => toDbTime(clock.now());

/** 0/1 flags as the contract types them. */
export const asFlag = (n: number): 0 | 1 => (n === 1 ? 1 : 0);

/** A map as PHP's json_encode sends it: an empty one is `[]`, not `{}`. */
export const phpMap = <T>(o: Record<string, T>): Record<string, T> | [] =>
  Object.keys(o).length === 0 ? [] : o;

/** Laravel's LengthAwarePaginator as JSON (flavour P1); `pathUrl` is the absolute URL of the list. */
export function laravelPage<T>(
  pathUrl: string,
  items: T[],
  total: number,
  page: number,
  size: number,
): LaravelPage<T> {
  const lastPage = Math.max(1, Math.ceil(total / size));
  const pageUrl = (p: number) => `${pathUrl}?page=${p}`;
  const from = items.length > 0 ? (page - 1) * size + 1 : null;
  return {
    current_page: page,
    data: items,
    first_page_url: pageUrl(1),
    from,
    last_page: lastPage,
    last_page_url: pageUrl(lastPage),
    next_page_url: page < lastPage ? pageUrl(page + 1) : null,
    path: pathUrl,
    per_page: size,
    prev_page_url: page > 1 ? pageUrl(page - 1) : null,
    to: from === null ? null : from + items.length - 1,
    total,
  };
}
