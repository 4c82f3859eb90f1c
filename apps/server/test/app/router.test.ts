import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { KeptMatchRouter } from '../../src/lib/router.ts';

/** An app on the kept-match router whose replies name the handler and its parameter. */
function app() {
  const a = new Hono({ router: new KeptMatchRouter() });
  a.use('/api/*', async (c, next) => {
    await next();
    c.res.headers.set('x-through', 'api');
  });
  a.get('/api/announcement/latest', (c) => c.text('latest'));
  a.get('/api/announcement/:id', (c) => c.text(`id ${c.req.param('id')}`));
  a.post('/api/announcement/:id', (c) => c.text(`post ${c.req.param('id')}`));
  a.all('/api/*', (c) => c.text('none', 404));
  return a;
}

async function ask(a: ReturnType<typeof app>, path: string, method = 'GET') {
  const res = await a.request(path, { method });
  return { status: res.status, text: await res.text(), through: res.headers.get('x-through') };
}

describe('KeptMatchRouter', () => {
  it('matches a static segment beside a parameter, with the middleware, the same on every request', async () => {
    const a = app();
    for (let round = 0; round < 3; round += 1) {
      expect(await ask(a, '/api/announcement/latest')).toEqual({
        status: 200,
        text: 'latest',
        through: 'api',
      });
      expect(await ask(a, '/api/announcement/7')).toEqual({ status: 200, text: 'id 7', through: 'api' });
      expect(await ask(a, '/api/announcement/8')).toEqual({ status: 200, text: 'id 8', through: 'api' });
      expect(await ask(a, '/api/announcement/7', 'POST')).toEqual({
        status: 200,
        text: 'post 7',
        through: 'api',
      });
      expect(await ask(a, '/api/other')).toEqual({ status: 404, text: 'none', through: 'api' });
    }
  });

  it('keeps a bounded number of matches and still answers every path after dropping them', async () => {
    const a = app();
    // More distinct paths than it keeps: the kept matches start again, the answers stay right.
    for (let id = 0; id < 5_100; id += 1) await a.request(`/api/announcement/${id}`);
    expect(await ask(a, '/api/announcement/3')).toEqual({ status: 200, text: 'id 3', through: 'api' });
    expect(await ask(a, '/api/announcement/5099')).toEqual({ status: 200, text: 'id 5099', through: 'api' });
  });

  it('sees a route added after a first match', async () => {
    const a = app();
    expect((await ask(a, '/late')).status).toBe(404);
    a.get('/late', (c) => c.text('late'));
    expect(await ask(a, '/late')).toEqual({ status: 200, text: 'late', through: null });
  });
});
