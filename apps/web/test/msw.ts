import { http, HttpResponse, type DefaultBodyType, type PathParams, type StrictRequest } from 'msw';
import { setupServer } from 'msw/node';
import { fail, makeConfig, makeMember, ok } from './factories.ts';

/**
 * The one MSW server of the web tests (started in setup.ts, handlers reset after each test). It answers the
 * calls every screen makes with contract-typed factories; a test adds its own with `server.use(...)`, which
 * take precedence. An unhandled request fails the test.
 */
export const baseHandlers = [
  http.get('*/api/v2/other/config', () => HttpResponse.json(ok(makeConfig()))),
  http.get('*/api/v2/navs', () => HttpResponse.json(ok([]))),
  http.get('*/api/v2/links', () => HttpResponse.json(ok([]))),
  // v2 answers a missing token with the envelope code 401 (contract account §1.3).
  http.get('*/api/v2/member/detail', ({ request }) =>
    HttpResponse.json(request.headers.get('authorization') ? ok(makeMember()) : fail('错误', 401)),
  ),
];

export const server = setupServer(...baseHandlers);

type Reply<T> = T | ((request: StrictRequest<DefaultBodyType>, params: PathParams) => T | Promise<T>);

async function body<T>(reply: Reply<T>, request: StrictRequest<DefaultBodyType>, params: PathParams) {
  return HttpResponse.json(
    ok(
      typeof reply === 'function'
        ? await (reply as (r: typeof request, p: PathParams) => T | Promise<T>)(request, params)
        : reply,
    ) as DefaultBodyType,
  );
}

/** GET `path` answers `{code: 0, data}` with data of the contract type T (or computed from the request). */
export const onGet = <T>(path: string, reply: Reply<T>) =>
  http.get(`*${path}`, ({ request, params }) => body(reply, request, params));

/** POST `path`, the same way. */
export const onPost = <T>(path: string, reply: Reply<T>) =>
  http.post(`*${path}`, ({ request, params }) => body(reply, request, params));
