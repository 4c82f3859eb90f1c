/**
 * The console API's reply and error conventions (docs/console.md): JSON in and out, lists as `ListReply`, errors
 * as `{ message, fields? }` with the HTTP status saying what kind. Every admin route replies through these.
 */
import {
  LIST_PAGE_SIZE,
  LIST_PAGE_SIZE_MAX,
  type AdminErrorReply,
  type ListReply,
} from '@meedu/contract/admin';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { hasNul } from '../lib/validate.ts';

export type { ListReply } from '@meedu/contract/admin';

export type AdminErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 423 | 429 | 500;

/** A refusal the console shows as it is: the status, a Chinese message and, for bad input, a message per field. */
export class AdminError extends Error {
  constructor(
    readonly status: AdminErrorStatus,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AdminError';
  }
}

/** 400 with the message shown at one field of the form. */
export const fieldError = (field: string, message: string) =>
  new AdminError(400, message, { [field]: message });
/** 404 `<thing>不存在`. */
export const notFound = (thing: string) => new AdminError(404, `${thing}不存在`);
export const SERVER_ERROR_MESSAGE = '服务器开小差了，请稍后再试';

/** A reply of contract type T (named at the call: `adminJson<AdminItem>(c, …)`); never cached by the browser. */
export function adminJson<T>(c: Context, data: NoInfer<T>, status: 200 | 201 = 200): Response {
  c.header('Cache-Control', 'no-store');
  return c.json(data as object, status);
}

/** `DELETE` → 204. */
export function noContent(c: Context): Response {
  c.header('Cache-Control', 'no-store');
  return c.body(null, 204);
}

/** The error reply of anything thrown in an admin route; nothing internal reaches the client. */
export function adminErrorReply(c: Context, err: unknown): Response {
  c.header('Cache-Control', 'no-store');
  if (err instanceof AdminError) {
    const body: AdminErrorReply = err.fields
      ? { message: err.message, fields: err.fields }
      : { message: err.message };
    return c.json(body, err.status as ContentfulStatusCode);
  }
  console.error(err);
  return c.json({ message: SERVER_ERROR_MESSAGE } satisfies AdminErrorReply, 500);
}

/** Each failed field's first message, keyed by its dotted path (`chapters.0.title`). */
function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** Validates `input` against a schema (the contract's request schemas carry Chinese messages); 400 otherwise. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  if (hasNul(input)) throw new AdminError(400, '参数错误');
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const fields = fieldsOf(r.error);
  const first = r.error.issues[0]?.message ?? '参数错误';
  throw new AdminError(400, first, Object.keys(fields).length > 0 ? fields : undefined);
}

/** The JSON body against `schema`. A body that is not JSON is 400; a missing one validates as `{}`. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown = {};
  const text = await c.req.text();
  if (text.trim() !== '') {
    try {
      raw = JSON.parse(text);
    } catch {
      throw new AdminError(400, '请求内容不是有效的 JSON');
    }
  }
  return validate(schema, raw ?? {});
}

/** The query string against `schema` (an empty value counts as absent). */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const query = Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== ''));
  return validate(schema, query);
}

/** The numeric `:name` parameter of the path; a value that is no id names nothing (404 `<thing>不存在`). */
export function pathId(c: Context, thing: string, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  if (id <= 0) throw notFound(thing);
  return id;
}

// ---------------------------------------------------------------- lists

export interface SortBy<S extends string> {
  field: S;
  desc: boolean;
}

export interface ListParams<S extends string> {
  page: number;
  size: number;
  offset: number;
  sort: SortBy<S>;
}

/**
 * The query fields every list reads: `page` (from 1), `size` (at most 100) and `sort` (`field` or `-field`, one
 * of `sorts`). A value out of range falls back to the default rather than failing: a hand-edited address still
 * shows a list. Spread into the endpoint's own schema: `z.object({ ...listFields(SORTS, '-id'), q: … })`.
 */
export function listFields<const S extends string>(sorts: readonly S[], fallback: S | `-${S}`) {
  const parseSort = (value: string): SortBy<S> | null => {
    const desc = value.startsWith('-');
    const field = (desc ? value.slice(1) : value) as S;
    return sorts.includes(field) ? { field, desc } : null;
  };
  const defaultSort = parseSort(fallback) as SortBy<S>;
  return {
    page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
    size: z.coerce
      .number()
      .int()
      .min(1)
      .max(LIST_PAGE_SIZE_MAX)
      .catch(LIST_PAGE_SIZE)
      .default(LIST_PAGE_SIZE),
    sort: z
      .string()
      .optional()
      .transform((v) => (v === undefined ? defaultSort : (parseSort(v) ?? defaultSort))),
  };
}

/** Paging of a parsed list query, with the offset the repository reads from. */
export function listParams<S extends string>(q: {
  page: number;
  size: number;
  sort: SortBy<S>;
}): ListParams<S> {
  return { page: q.page, size: q.size, offset: (q.page - 1) * q.size, sort: q.sort };
}

export function listReply<T>(
  items: T[],
  total: number,
  params: { page: number; size: number },
): ListReply<T> {
  return { items, total, page: params.page, size: params.size };
}

/** An optional positive integer filter from the query string. */
export const idFilter = z.coerce
  .number({ error: '参数错误' })
  .int('参数错误')
  .positive('参数错误')
  .optional();

/** An optional 0/1 filter from the query string (`is_show=1`). */
export const flagFilter = z.coerce
  .number({ error: '参数错误' })
  .pipe(z.union([z.literal(0), z.literal(1)], { error: '参数错误' }))
  .optional();

/** An optional `YYYY-MM-DD` filter. */
export const dayFilter = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), '日期无效')
  .optional();
