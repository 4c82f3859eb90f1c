import type { AxiosError} from 'axios';
import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { runtimeConfig } from '../config/runtime.ts';
import { token } from '../lib/storage.ts';
import { notify } from './notify.ts';

/** The MeEdu envelope (contract §1.2). */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

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

function createInstance(baseURL: string): AxiosInstance {
  const instance = axios.create({
    baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    withCredentials: false,
    headers: { Accept: 'application/json' },
  });
  instance.interceptors.request.use((config) => {
    const t = token.get();
    if (t) config.headers.set('Authorization', `Bearer ${t}`);
    return config;
  });
  return instance;
}

let mainInstance: AxiosInstance | null = null;
let goInstance: AxiosInstance | null = null;
/** Built lazily so /config.js has run before the base URL is read. */
function instanceFor(backend: 'main' | 'go'): AxiosInstance {
  const cfg = runtimeConfig();
  if (backend === 'go') return (goInstance ??= createInstance(cfg.goApiUrl));
  return (mainInstance ??= createInstance(cfg.apiUrl));
}

/** Tests change window.meedu_api_url between cases. */
export function resetClients(): void {
  mainInstance = null;
  goInstance = null;
}

function unauthorized(): ApiError {
  notify.error('请重新登录');
  onUnauthorized();
  return new ApiError('请重新登录', 'auth', 401, 401);
}

export interface RequestOptions extends Omit<AxiosRequestConfig, 'url' | 'method' | 'baseURL'> {
  /** Do not toast business errors; the caller shows its own message. */
  silent?: boolean;
  backend?: 'main' | 'go';
}

/**
 * The one way to call the API. Resolves with `data` of a code-0 envelope; rejects with ApiError otherwise,
 * after showing the toast the contract asks for. Never rejects with anything else.
 */
export async function request<T>(method: string, url: string, options: RequestOptions = {}): Promise<T> {
  const { silent, backend = 'main', ...config } = options;
  let body: Envelope<T>;
  try {
    const res = await instanceFor(backend).request<Envelope<T>>({ ...config, method, url });
    body = res.data;
  } catch (e) {
    const err = e as AxiosError<{ message?: string }>;
    if (err.response?.status === 401) throw unauthorized();
    if (err.response) {
      throw new ApiError(
        err.response.data?.message ?? `请求失败（${err.response.status}）`,
        'http',
        err.response.status,
        err.response.status,
        err.response.data,
      );
    }
    const timedOut = err.code === 'ECONNABORTED' || err.code === 'ETIMEDOUT';
    const message = timedOut ? '请求超时，请稍后重试' : '网络异常，请检查网络后重试';
    if (!silent) notify.error(message);
    throw new ApiError(message, 'network', -1);
  }
  if (body === null || typeof body !== 'object' || !('code' in body)) {
    throw new ApiError('服务器返回了无法识别的内容', 'http', -1, 200, body);
  }
  if (body.code === 0) return body.data;
  if (body.code === 401) throw unauthorized();
  if (typeof body.code === 'object') {
    // The face-verify poll's "still pending" reply puts {status:5} in `code` (contract §5.15): silent.
    throw new ApiError('查询中', 'business', -1, 200, body);
  }
  const message = body.message || '操作失败';
  if (!silent && !SILENT_MESSAGES.has(message)) notify.error(message);
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
