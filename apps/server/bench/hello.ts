import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';

/** The baseline of the server bench: the same framework and adapter answering a constant JSON envelope. */
const app = new Hono();
app.get('/hello', (c) => c.json({ code: 0, message: '', data: 'hello' }));
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
  const { port } = server.address() as AddressInfo;
  console.log(`listening on http://127.0.0.1:${port}`);
});
