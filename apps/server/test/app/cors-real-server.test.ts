import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers.ts';

/**
 * Issue 28: through the real Node adapter (whose lightweight Response once forgot headers set before its body was
 * read), every API reply carries the CORS headers, error or not, compressed or not.
 */
describe('CORS on every reply of a real server', () => {
  let server: ServerType;
  let base = '';

  beforeAll(async () => {
    const ctx = await createTestContext();
    server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const paths = [
    '/api/v2/nonexistent',
    '/api/v2/member/detail',
    '/api/v3/member/courses',
    '/api/v2/course/999999',
    '/api/v2/other/config',
  ];
  for (const encoding of ['gzip', 'br', 'gzip, deflate, br, zstd', '']) {
    it(`sends Access-Control-Allow-Origin with Accept-Encoding "${encoding}"`, async () => {
      for (const path of paths) {
        const headers: Record<string, string> = { origin: 'http://x' };
        if (encoding) headers['accept-encoding'] = encoding;
        const res = await fetch(base + path, { headers });
        expect(res.headers.get('access-control-allow-origin'), path).toBe('http://x');
        expect(res.headers.get('vary'), path).toContain('Origin');
        expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
        const body = (await res.json()) as { code: number };
        expect(typeof body.code === 'number' || path.startsWith('/api/v3/'), path).toBe(true);
      }
    });
  }
});
