import type { Context } from 'hono';
import { z } from 'zod';
import { ApiError } from './envelope.ts';

/**
 * Whether a string in `value` holds a NUL character. PostgreSQL text cannot store or compare one (the query
 * fails), and no field of this API has a use for it, so such input is refused as '参数错误' on both databases.
 */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((v) => hasNul(v, depth + 1));
}

/**
 * Parses a JSON body, query or form against a zod schema. Failures become code 1 with every failed rule's
 * message joined by ',' (contract §1.2). Schemas carry the Chinese messages, e.g.
 * `z.string({ error: '请输入手机号' }).min(1, '请输入手机号')`.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  if (hasNul(input)) throw new ApiError('参数错误');
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  const messages = [...new Set(r.error.issues.map((i) => i.message))];
  throw new ApiError(messages.join(','));
}

/** The fields of the contract's request type T that a schema does not read (never when it reads them all). */
type MissingFields<T, S extends z.ZodType> = Exclude<keyof T, keyof z.input<S>>;

/**
 * Binds a request schema to the contract's type for that request (packages/contract requests.ts): the compiler
 * refuses a schema that does not read every field of T, so a field renamed or added in the contract breaks the
 * server's build until its validation follows. `const Body = requestSchema<LoginRequest>()(z.object(…))`.
 */
export const requestSchema =
  <T>() =>
  <S extends z.ZodType>(
    schema: S &
      ([MissingFields<T, S>] extends [never] ? unknown : { missingContractFields: MissingFields<T, S> }),
  ): S =>
    schema;

/**
 * A form body (urlencoded or multipart), or `null` when it cannot be read as one: undici throws on a malformed
 * multipart body, which would otherwise be a 500. The route answers its own message for `null`.
 */
export async function formBody(c: Context): Promise<Record<string, string | File> | null> {
  try {
    return await c.req.parseBody();
  } catch {
    return null;
  }
}

export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown = {};
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/json')) raw = await c.req.json();
    else if (type.includes('form')) raw = await c.req.parseBody();
  } catch {
    throw new ApiError('参数错误');
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) raw = {};
  return parseWith(schema, raw);
}

export function query<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query());
}

/** Required string field with the contract's message for both "missing" and "empty". */
export const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** `page`/`size` style paging with sane bounds (a bad value falls back to the default rather than failing). */
export function paging(defaultSize = 10, sizeKey: 'size' | 'page_size' = 'size') {
  return z
    .object({
      page: z.coerce.number().int().min(1).catch(1).default(1),
      [sizeKey]: z.coerce.number().int().min(1).max(100).catch(defaultSize).default(defaultSize),
    })
    .transform((o) => {
      const size = o[sizeKey] as number;
      const page = o.page as number;
      return { page, size, offset: (page - 1) * size };
    });
}

/**
 * A password body field, taken as typed (Laravel trims every input except passwords): trimming it in one form
 * and not in another would make a password with a trailing space unusable.
 */
export const passwordField = z.string({ error: '请输入密码' }).min(1, '请输入密码');

/**
 * A whole number written the one way a person writes it: plain decimal digits, no sign, exponent, radix prefix
 * ('0x10' is not 16), point, spaces or leading zeros, and a safe integer; null for anything else.
 */
export function decimalInteger(text: string): number | null {
  if (!/^(0|[1-9][0-9]*)$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}
