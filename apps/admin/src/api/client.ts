/**
 * The console's one HTTP client: same-origin JSON to /admin/api with the session cookie, the console header on
 * every write, a 15 s timeout, and every failure as an `AdminApiError` (status, Chinese message, field messages).
 * A 401 hands over to the app (back to the login screen, keeping the address); nothing else here shows a toast.
 */
import { ADMIN_REQUEST_HEADER, type AdminErrorReply } from '@meedu/contract/admin';

export const API_BASE = '/admin/api';
export const REQUEST_TIMEOUT_MS = 15_000;

export class AdminApiError extends Error {
  constructor(
    /** HTTP status; 0 when no answer came (network failure or timeout). */
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

/** What to do on 401 outside the sign-in calls: the app sends the administrator to the login screen. */
let onUnauthorized: () => void = () => undefined;
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** Query parameters: empty values are left out, so a cleared filter leaves the address. */
export type Params = Record<string, string | number | boolean | null | undefined>;

function urlOf(path: string, params?: Params): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {}))
    if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const query = search.toString();
  return `${API_BASE}${path}${query ? `?${query}` : ''}`;
}

function errorOf(status: number, body: unknown): AdminApiError {
  const reply = (body ?? {}) as Partial<AdminErrorReply>;
  const message = typeof reply.message === 'string' ? reply.message : `请求失败（${status}）`;
  return new AdminApiError(status, message, reply.fields ?? {});
}

/** Calls the sign-in endpoints leave alone on 401 (a wrong password is not an ended session). */
const SIGN_IN = /^\/auth\/(login|totp|captcha|logout)$/;

export async function request<T>(
  method: string,
  path: string,
  options: { params?: Params; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') headers[ADMIN_REQUEST_HEADER.name] = ADMIN_REQUEST_HEADER.value;
  // A FormData body (uploads) sets its own multipart type with the boundary.
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(new URL(urlOf(path, options.params), window.location.origin), {
      method,
      headers,
      credentials: 'same-origin',
      body: multipart
        ? (options.body as FormData)
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch {
    throw new AdminApiError(0, timedOut ? '请求超时，请稍后重试' : '网络异常，请检查网络后重试');
  } finally {
    clearTimeout(timer);
  }
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (res.ok) return body as T;
  const error = errorOf(res.status, body);
  if (res.status === 401 && !SIGN_IN.test(path)) onUnauthorized();
  throw error;
}

export const api = {
  get: <T>(path: string, params?: Params) => request<T>('GET', path, { params }),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  delete: <T = null>(path: string) => request<T>('DELETE', path),
  /** A multipart upload (the form's fields as given). */
  upload: <T>(path: string, form: FormData) => request<T>('POST', path, { body: form }),
};
