import type { Envelope } from '@meedu/contract';
import { runtimeConfig } from '../config/runtime.ts';
import { token } from '../lib/storage.ts';
import { notify } from './notify.ts';

/**
 * Every failed call rejects with this. `kind` says why: `business` (envelope code ≠ 0, message shown),
 * `auth` (401, session cleared), `http` (other status), `network` (no answer or timeout).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: 'business' | 'auth' | 'http' | 'network',
    readonly code: number,
    readonly status?: number,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const REQUEST_TIMEOUT_MS = 15_000;
/** The one business message the client stays silent about (contract §1.3). */
const SILENT_MESSAGES = new Set(['请勿重复绑定']);

/** What to do on 401: the app wires this to clear the session and go to /login. */
let onUnauthorized: () => void = () => {
  token.clear();
  window.location.assign('/login');
};
export function setUnauthorizedHandler(fn: () => void): void {
  onUnauthorized = fn;
}

/** Base URL per backend, read lazily so /config.js has run first; tests change it between cases. */
const baseUrls: { main: string | null; go: string | null } = { main: null, go: null };
function baseUrl(backend: 'main' | 'go'): string {
  const cfg = runtimeConfig();
  if (backend === 'go') return (baseUrls.go ??= cfg.goApiUrl);
  return (baseUrls.main ??= cfg.apiUrl);
}

/** Tests change window.meedu_api_url between cases. */
export function resetClients(): void {
  baseUrls.main = null;
  baseUrls.go = null;
}

/** Query-string encoding as axios did it (brackets for arrays and nested objects, spaces as '+'). */
function encode(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')
    .replace(/%5B/gi, '[')
    .replace(/%5D/gi, ']');
}

function serializeParams(params: object): string {
  const parts: string[] = [];
  const add = (key: string, value: unknown): void => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) value.forEach((v) => add(`${key}[]`, v));
    else if (value instanceof Date) parts.push(`${encode(key)}=${encode(value.toISOString())}`);
    else if (typeof value === 'object') Object.entries(value).forEach(([k, v]) => add(`${key}[${k}]`, v));
    else parts.push(`${encode(key)}=${encode(String(value))}`);
  };
  Object.entries(params).forEach(([k, v]) => add(k, v));
  return parts.join('&');
}

function buildUrl(backend: 'main' | 'go', url: string, params?: object): string {
  const absolute = /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url);
  let full = absolute ? url : `${baseUrl(backend)}${url.startsWith('/') ? '' : '/'}${url}`;
  const query = params ? serializeParams(params) : '';
  if (query) full = `${full.split('#')[0] ?? ''}${full.includes('?') ? '&' : '?'}${query}`;
  // fetch needs an absolute address where there is no document base (tests); browsers resolve the same way.
  return new URL(full, window.location.href).toString();
}

/** A JSON body, or the raw text when it is not JSON (the caller decides what that means). */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function serverMessage(data: unknown): string | undefined {
  if (data === null || typeof data !== 'object' || !('message' in data)) return undefined;
  return typeof data.message === 'string' ? data.message : undefined;
}

function unauthorized(): ApiError {
  notify.error('请重新登录');
  onUnauthorized();
  return new ApiError('请重新登录', 'auth', 401, 401);
}

export interface RequestOptions {
  /** Do not toast business errors; the caller shows its own message. */
  silent?: boolean;
  backend?: 'main' | 'go';
  /** Query parameters; null and undefined values are left out. */
  params?: object;
  /** The body: FormData and URLSearchParams as they are, anything else as JSON. */
  data?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds before the call is given up as timed out (default REQUEST_TIMEOUT_MS). */
  timeout?: number;
}

function bodyOf(data: unknown): { body?: BodyInit; type?: string } {
  if (data === undefined) return {};
  if (data instanceof FormData || data instanceof URLSearchParams || data instanceof Blob)
    return { body: data };
  return { body: JSON.stringify(data), type: 'application/json' };
}

/** The Accept and Authorization headers every call sends. */
function standardHeaders(t: string | null): Record<string, string> {
  return t ? { Accept: 'application/json', Authorization: `Bearer ${t}` } : { Accept: 'application/json' };
}

/** How long an early answer waits to be taken: the first screen asks within seconds, later asks go afresh. */
const EARLY_TTL_MS = 10_000;
interface EarlyAnswer {
  token: string | null;
  sentAt: number;
  response: Promise<Response>;
}
declare global {
  interface Window {
    /** The early script's answers: it carries its own copy of this client, so they meet on window. */
    __meeduEarlyAnswers?: Map<string, EarlyAnswer>;
  }
}
const earlyAnswers = (): Map<string, EarlyAnswer> => (window.__meeduEarlyAnswers ??= new Map());

/**
 * Sends a GET before the storefront's code has arrived (app/startup/early-boot.ts, issue 10); the first
 * `request` for the same address with the same token takes its answer instead of asking again.
 */
export function sendEarly(url: string): Promise<Response> {
  const address = buildUrl('main', url);
  const t = token.get();
  const response = fetch(address, {
    headers: standardHeaders(t),
    // Older browsers lack AbortSignal.timeout: their early request simply has no limit of its own.
    signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(REQUEST_TIMEOUT_MS) : undefined,
  });
  response.catch(() => undefined); // taken or not, a failure is handled where it is awaited
  earlyAnswers().set(address, { token: t, sentAt: performance.now(), response });
  return response;
}

/** The early answer for this address, once, if it was asked with the same token and is fresh. */
function takeEarly(address: string, t: string | null): Promise<Response> | null {
  const answers = earlyAnswers();
  const early = answers.get(address);
  if (!early) return null;
  answers.delete(address);
  return early.token === t && performance.now() - early.sentAt < EARLY_TTL_MS ? early.response : null;
}

/** The HTTP exchange: status and parsed body, or a network ApiError (no answer, or no answer in time). */
async function send(
  method: string,
  url: string,
  options: RequestOptions,
): Promise<{ status: number; data: unknown }> {
  const { backend = 'main', params, data, headers, timeout = REQUEST_TIMEOUT_MS } = options;
  const { body, type } = bodyOf(data);
  const t = token.get();
  const sent = standardHeaders(t);
  if (type) sent['Content-Type'] = type;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  try {
    const address = buildUrl(backend, url, params);
    const ask = () =>
      fetch(address, { method, headers: { ...sent, ...headers }, body, signal: controller.signal });
    const early = method === 'GET' && !headers ? takeEarly(address, t) : null;
    // An early answer that failed is asked for again, once, like any first request.
    const res = await (early ? early.catch(ask) : ask());
    return { status: res.status, data: parseBody(await res.text()) };
  } catch {
    const message = timedOut ? '请求超时，请稍后重试' : '网络异常，请检查网络后重试';
    if (!options.silent) notify.error(message);
    throw new ApiError(message, 'network', -1);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The one way to call the API. Resolves with `data` of a code-0 envelope; rejects with ApiError otherwise,
 * after showing the toast the contract asks for. Never rejects with anything else.
 */
export async function request<T>(method: string, url: string, options: RequestOptions = {}): Promise<T> {
  const { status, data } = await send(method, url, options);
  if (status === 401) throw unauthorized();
  if (status < 200 || status >= 300) {
    throw new ApiError(serverMessage(data) ?? `请求失败（${status}）`, 'http', status, status, data);
  }
  if (data === null || typeof data !== 'object' || !('code' in data)) {
    throw new ApiError('服务器返回了无法识别的内容', 'http', -1, 200, data);
  }
  const body = data as Envelope<T>;
  if (body.code === 0) return body.data;
  if (body.code === 401) throw unauthorized();
  if (typeof body.code === 'object') {
    // The face-verify poll's "still pending" reply puts {status:5} in `code` (contract §5.15): silent.
    throw new ApiError('查询中', 'business', -1, 200, body);
  }
  const message = body.message || '操作失败';
  if (!options.silent && !SILENT_MESSAGES.has(message)) notify.error(message);
  throw new ApiError(message, 'business', body.code, 200, body.data);
}

export const api = {
  get: <T>(url: string, params?: object, o?: RequestOptions) => request<T>('GET', url, { ...o, params }),
  post: <T>(url: string, data?: unknown, o?: RequestOptions) =>
    request<T>('POST', url, { ...o, data: data ?? {} }),
  put: <T>(url: string, data?: unknown, o?: RequestOptions) =>
    request<T>('PUT', url, { ...o, data: data ?? {} }),
  delete: <T>(url: string, o?: RequestOptions) => request<T>('DELETE', url, o),
};

/** The Go backend's client (contract §1.1); same envelope and handling, separate base URL. */
export const goApi = {
  get: <T>(url: string, params?: object, o?: RequestOptions) =>
    request<T>('GET', url, { ...o, params, backend: 'go' }),
  post: <T>(url: string, data?: unknown, o?: RequestOptions) =>
    request<T>('POST', url, { ...o, data: data ?? {}, backend: 'go' }),
};

/** Absolute URL for things the browser loads itself (uploads, socialite navigation). */
export function apiUrl(path: string): string {
  return runtimeConfig().apiUrl + path;
}

/**
 * A text file at a signed media address a reply handed out (a video's WebVTT captions): fetched as it is, without
 * the member token (the signature is the grant) and within the same timeout; a failure is a silent network
 * ApiError, for the caller to show where the file was wanted.
 */
export async function fetchMediaText(url: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch {
    throw new ApiError('网络异常，请检查网络后重试', 'network', -1);
  }
  if (!res.ok) throw new ApiError('文件加载失败', 'http', -1, res.status);
  return res.text();
}
