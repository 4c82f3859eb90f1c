/**
 * The console's wire conventions (docs/console.md): every list endpoint answers a `ListReply`, every error an
 * `AdminErrorReply`. Only the console imports this entry point (`@meedu/contract/admin`); the storefront never does.
 */
import { z } from 'zod';

/**
 * `PUT /<things>/order` (navs, sliders, links, VIP plans; a course's chapters and videos): the ids of one list in
 * their new order. A list that holds ids the server does not (changed meanwhile) is refused at `ids`.
 */
export const ReorderBody = z.object({
  ids: z
    .array(z.number().int().positive(), { error: '请给出顺序' })
    .min(1, '请给出顺序')
    .max(2000, '一次最多排序 2000 项')
    .refine((ids) => new Set(ids).size === ids.length, '顺序中有重复的项'),
});
export type ReorderRequest = z.input<typeof ReorderBody>;

/** `GET /admin/api/<things>`: one page of rows, paged, filtered and sorted on the server. */
export interface ListReply<T> {
  items: T[];
  total: number;
  /** 1-based. */
  page: number;
  size: number;
}

/** The paging and sorting every list endpoint reads from its query (its own filters come beside these). */
export interface ListQuery {
  page?: number;
  size?: number;
  /** `field` ascending or `-field` descending, from the fields the endpoint allows. */
  sort?: string;
}

export const LIST_PAGE_SIZE = 20;
export const LIST_PAGE_SIZE_MAX = 100;

/**
 * Every refusal: 400 bad input (`fields` names each bad field, keyed as the form sends it, dotted when nested:
 * `chapters.0.title`), 401, 403, 404, 409 (the reason), 423 (a locked account), 429, 500.
 */
export interface AdminErrorReply {
  message: string;
  fields?: Record<string, string>;
}

/** The header every console write sends (with the SameSite=Strict cookie it closes cross-site requests). */
export const ADMIN_REQUEST_HEADER = { name: 'X-Requested-With', value: 'zxt-admin' } as const;

/** An instant on the wire: ISO 8601 with the site's offset, `2026-11-28T10:00:00+08:00`. */
export type Instant = string;
/** A calendar day on the wire: `YYYY-MM-DD`. */
export type DayString = string;

/** The date filters lists share: `from` and `to` are whole days (UTC+8), both included. */
export interface DateRangeQuery {
  from?: DayString;
  to?: DayString;
}
