import type { Context } from 'hono';

/** A business failure: answered as `{code, message, data: []}` with HTTP 200 (contract §1.2). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number = 1,
  ) {
    super(message);
  }
}

export function ok<T>(c: Context, data: T) {
  return c.json({ code: 0, message: '', data: data ?? [] });
}

export function fail(c: Context, message: string, code = 1) {
  return c.json({ code, message, data: [] });
}
