import type { AdminErrorReply } from '@meedu/contract/admin';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** The one MSW server of the console's tests; each test answers the calls its screen makes (`server.use`). */
export const server = setupServer();

const path = (p: string) => `*/admin/api${p}`;

/** `GET /admin/api<p>` answers `body` (a contract type), or what `reply` makes of the request. */
export const onGet = <T>(p: string, body: T | ((req: Request, url: URL) => T | Promise<T>)) =>
  http.get(path(p), async ({ request }) =>
    HttpResponse.json(
      (typeof body === 'function'
        ? await (body as (req: Request, url: URL) => T | Promise<T>)(request, new URL(request.url))
        : body) as object,
    ),
  );

/** A write that answers `body` with `status`, handing the request's JSON to `seen`. */
export const onWrite = <T>(
  method: 'post' | 'put' | 'delete',
  p: string,
  body: T | null,
  opts: { status?: number; seen?: (json: unknown, req: Request) => void } = {},
) =>
  http[method](path(p), async ({ request }) => {
    const text = await request.text();
    opts.seen?.(text ? JSON.parse(text) : null, request);
    if (body === null) return new HttpResponse(null, { status: opts.status ?? 204 });
    return HttpResponse.json(body as object, { status: opts.status ?? 200 });
  });

/** A refusal in the console's error shape. */
export const refuse = (
  method: 'get' | 'post' | 'put' | 'delete',
  p: string,
  status: number,
  reply: AdminErrorReply,
) => http[method](path(p), () => HttpResponse.json(reply, { status }));
