import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps.ts';

/** A module registers its routes (full paths, e.g. `/api/v2/navs`) on the app. */
export type ApiModule = (app: Hono<AppEnv>, deps: AppDeps) => void;

/** Every API area, in the order its routes are registered. Add one line per module. */
export const apiModules: ApiModule[] = [];
