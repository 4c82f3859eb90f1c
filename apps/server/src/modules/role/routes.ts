import type { Role } from '@meedu/contract';
import type { Context } from 'hono';
import type { ApiModule, AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { listVipRoles } from './service.ts';

/** GET /api/v2/roles (contract catalog §11.1). */
export const roleRoutes: ApiModule = (app, deps) => {
  app.get('/api/v2/roles', roles(deps));
};

const roles = (deps: AppDeps) => async (c: Context) => ok<Role[]>(c, await listVipRoles(deps.db));
