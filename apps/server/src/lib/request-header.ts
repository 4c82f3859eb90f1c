import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';

/**
 * A request header, read from the headers Node has already parsed when the request came over a socket. Hono's
 * `c.req.header()` builds a Fetch `Headers` of every header of the request on first use, which was the largest
 * single cost a cached read paid in the profile. In-process requests (the tests' `app.request`) have no Node
 * request and read hono's. Names are lower case, as Node keeps them; repeated headers are joined as Fetch does.
 */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
