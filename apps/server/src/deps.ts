import type { Db } from './db/index.ts';
import type { ServerConfig } from './config.ts';
import type { Clock } from './lib/clock.ts';
import type { TokenService } from './lib/tokens.ts';

/** What every module's routes receive. Built once in main.ts (or per test in test/helpers.ts). */
export interface AppDeps {
  db: Db;
  config: ServerConfig;
  clock: Clock;
  tokens: TokenService;
}

/** Hono context variables set by the auth middleware. */
export interface AppEnv {
  Variables: {
    userId: number;
    tokenJti: string;
    tokenExp: number;
  };
}
