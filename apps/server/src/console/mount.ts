/**
 * Mounts the console API under /admin/api: the console header check on writes, the session on everything but
 * the sign-in paths, the areas' routes (`adminModules`, modules/admin-modules.ts), JSON errors, and 404 for any
 * other path (to a signed-in administrator: without a session every other path answers 401, so the API's shape
 * is not shown to strangers). None of /api's middleware applies here: no CORS (the console is same-origin only) and no API-wide
 * rate limit (the login has its own per-address limit).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, AppEnv } from '../deps.ts';
import { adminSession, requireConsoleHeader, type AdminEnv } from './auth.ts';
import { AdminError, adminErrorReply } from './http.ts';

export const ADMIN_API_PREFIX = '/admin/api';
/** Console uploads (images, videos) sit below this path; each upload route sets its own body limit. */
export const CONSOLE_UPLOADS_PREFIX = '/uploads/';

/** One console area's routes, registered on the console's app with paths below /admin/api (`/admins/:id`). */
export type AdminModule = (app: Hono<AdminEnv>, deps: AppDeps) => void;

/** Paths answered without a session: signing in and out. */
export const OPEN_PATHS: ReadonlySet<string> = new Set([
  '/auth/captcha',
  '/auth/login',
  '/auth/totp',
  '/auth/logout',
]);

export function mountConsoleApi(app: Hono<AppEnv>, deps: AppDeps, modules: readonly AdminModule[]): void {
  const api = new Hono<AdminEnv>();
  api.onError((err, c) => adminErrorReply(c, err));
  api.use('*', requireConsoleHeader());
  // JSON bodies only. Uploads live under /uploads/ (CONSOLE_UPLOADS_PREFIX) and set the limit of their kind.
  const jsonLimit = bodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) => adminErrorReply(c, new AdminError(413, '请求内容过大')),
  });
  api.use('*', (c, next) =>
    c.req.path.startsWith(`${ADMIN_API_PREFIX}${CONSOLE_UPLOADS_PREFIX}`) ? next() : jsonLimit(c, next),
  );
  api.use('*', adminSession(deps, OPEN_PATHS, ADMIN_API_PREFIX));
  for (const register of modules) register(api, deps);
  api.all('*', () => {
    throw new AdminError(404, '接口不存在');
  });
  app.route(ADMIN_API_PREFIX, api);
}
