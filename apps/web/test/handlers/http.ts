import {
  http,
  HttpResponse,
  type DefaultBodyType,
  type PathParams,
  type RequestHandlerOptions,
  type StrictRequest,
} from 'msw';

/** The `{code, message, data}` envelope of a success. */
export const ok = <T>(data: T) => ({ code: 0, message: '', data });
/** The envelope of a refusal: HTTP 200 with a code other than 0 (401 for a missing or stale token on v2). */
export const fail = (message: string, code = 1) => ({ code, message, data: [] });

/** What a handler's reply function gets: msw's request and the path's `:params`. */
export interface Asked {
  request: StrictRequest<DefaultBodyType>;
  params: PathParams;
}

/**
 * What a handler answers: data of the endpoint's contract type, wrapped in the success envelope, or a function of
 * the request giving that data — or a whole response for the cases that are not a success (`refuse`,
 * `httpError`, `networkError`, or a payload the contract does not describe).
 */
export type Reply<T> = T | ReplyFn<T>;
type ReplyFn<T> = (asked: Asked) => T | Response | Promise<T | Response>;

/** A refusal in the envelope (the server's business errors: 课程不存在, 验证码错误…). */
export const refuse = (message: string, code = 1) => HttpResponse.json(fail(message, code));
/** An HTTP error status, with the body a proxy or the server sends then. */
export const httpError = (status: number, body: Record<string, unknown> = {}) =>
  HttpResponse.json(body, { status });
/** The network gives up: fetch rejects. */
export const networkError = () => HttpResponse.error();

/** What `reply` gives for one request: its data, or a whole response. */
export const replyTo = <T>(reply: Reply<T>, asked: Asked): T | Response | Promise<T | Response> =>
  typeof reply === 'function' ? (reply as ReplyFn<T>)(asked) : reply;

async function answer<T>(reply: Reply<T>, asked: Asked): Promise<Response> {
  const data = await replyTo(reply, asked);
  // A response given once as a value answers every request: each gets a copy, as a body is read only once.
  return data instanceof Response ? data.clone() : HttpResponse.json(ok(data) as DefaultBodyType);
}

type Method = 'get' | 'post' | 'put' | 'delete';
const on =
  (method: Method) =>
  <T>(path: string, reply: Reply<T>, options?: RequestHandlerOptions) =>
    http[method](`*${path}`, ({ request, params }) => answer(reply, { request, params }), options);

/** GET `path` (any origin; `:name` segments match anything) answers `reply`; `{ once: true }` answers one request. */
export const onGet = on('get');
/** POST `path`, the same way. */
export const onPost = on('post');
/** PUT `path`, the same way. */
export const onPut = on('put');
/** DELETE `path`, the same way. */
export const onDelete = on('delete');

/** The JSON body a handler was sent, typed by the test that reads it. */
export const bodyOf = async <T>(request: Request): Promise<T> => (await request.json()) as T;
/** The query string a handler was asked with. */
export const queryOf = (request: Request): URLSearchParams => new URL(request.url).searchParams;

/** An id in a handler's path: a number, or `':id'` for any. */
export type Id = number | `:${string}`;
