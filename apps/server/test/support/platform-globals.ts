import { afterAll } from 'vitest';

/**
 * Runs before every server test file (vitest.config.ts). The server suites share their workers' module caches,
 * and a file that starts a real server lets @hono/node-server put its lightweight Request and Response on the
 * global object, whose body read rebuilds a reply from its first headers. Each file ends by putting the
 * platform's back, so the next file in the worker meets the globals it would meet alone.
 */
type FetchClasses = { Request: typeof Request; Response: typeof Response };
const KEY = Symbol.for('meedu.test.platformFetchClasses');
const holder = globalThis as typeof globalThis & { [KEY]?: FetchClasses };
// The first file of the worker sees the platform's; later files find them kept here.
const platform = (holder[KEY] ??= { Request: globalThis.Request, Response: globalThis.Response });

afterAll(() => {
  Object.defineProperty(globalThis, 'Request', { value: platform.Request });
  Object.defineProperty(globalThis, 'Response', { value: platform.Response });
});
