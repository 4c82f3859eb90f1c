import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, AppEnv } from './deps.ts';
import { ApiError } from './lib/envelope.ts';
import { KeptMatchRouter } from './lib/router.ts';
import { apiCors } from './middleware/cors.ts';
import { closeOtherDialect } from './middleware/dialect.ts';
import { finishReplies } from './middleware/finish-replies.ts';
import { microCache } from './middleware/micro-cache.ts';
import { apiRateLimit } from './middleware/rate-limit.ts';
import { registerCommerce } from './modules/commerce.ts';
import { apiModules } from './modules/index.ts';
import { mountConsoleApi } from './console/mount.ts';
import { adminModules } from './modules/admin-modules.ts';
import { setSiteTimeZone } from './lib/dates.ts';

const API_PREFIXES = ['/api/*', '/addons/*'];
const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Public reads every page load makes, served from the per-instance micro-cache to every caller: they are the same
 * for a member as for a visitor, and the storefront sends a member's token with every call.
 */
const MICRO_CACHED = [
  '/api/v2/other/config',
  '/api/v2/navs',
  '/api/v2/links',
  '/api/v2/sliders',
  '/api/v2/viewBlock/page/blocks',
  '/api/v2/decorationPage/blocks',
  '/api/v2/course_categories',
  '/api/v2/courses',
  '/api/v2/roles',
];
/** Public reads with a member's own fields (a course's is_buy): from the micro-cache for visitors only. */
const MICRO_CACHED_FOR_VISITORS = ['/api/v2/course/:id'];

/**
 * Builds the HTTP app: API routes under /api and /addons with the MeEdu envelope, the console's under /admin/api;
 * static files come from main.ts.
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  registerCommerce();
  setSiteTimeZone(deps.config.siteTimeZone);
  const app = new Hono<AppEnv>({ router: new KeptMatchRouter() });
  const cors = apiCors(deps.config.corsOrigins);
  // Compresses JSON and HTML only: scripts and styles are compressed once at build (static.ts sends those
  // copies); media and images are sent as they are.
  app.use('*', finishReplies());

  for (const prefix of API_PREFIXES) {
    app.use(prefix, cors);
    app.use(prefix, apiRateLimit(deps.limits, deps.config.trustProxy));
    // JSON bodies are small; uploads (avatar, images) are multipart and capped at 2 MB + form overhead.
    const limitBody = bodyLimit({
      maxSize: 3 * 1024 * 1024,
      onError: (c) => c.json({ code: 1, message: '请求内容过大', data: [] }),
    });
    // Only where a body may come: reading `body` makes the Node adapter build a whole Fetch Request, which was
    // a good part of what a GET cost.
    app.use(prefix, (c, next) => (BODYLESS.has(c.req.method) ? next() : limitBody(c, next)));
  }

  const sameForEveryone = microCache(deps.config.responseCacheMs, 'everyone');
  for (const path of MICRO_CACHED) app.use(path, sameForEveryone);
  const visitorsOnly = microCache(deps.config.responseCacheMs, 'visitors');
  for (const path of MICRO_CACHED_FOR_VISITORS) app.use(path, visitorsOnly);

  // Before every module: the paths the configured MeEdu dialect does not have answer as unknown routes.
  closeOtherDialect(app, deps.config.apiDialect);
  for (const register of apiModules) register(app, deps);
  // The operator console's API: same-origin JSON of its own, none of /api's middleware (console/mount.ts).
  mountConsoleApi(app, deps, adminModules);

  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json({ code: err.code, message: err.message, data: [] });
    console.error(err);
    if (c.req.path.startsWith('/api/v3/')) return c.json({ message: 'Server Error' }, 500);
    return c.json({ code: 500, message: '服务器开小差了，请稍后再试', data: [] }, 500);
  });

  // Unknown API paths answer JSON, never the SPA page.
  for (const prefix of API_PREFIXES) {
    app.all(prefix, (c) => c.json({ code: 404, message: '接口不存在', data: [] }, 404));
  }
  return app;
}
