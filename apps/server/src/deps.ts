import type { Hono } from 'hono';
import type { ServerConfig } from './config.ts';
import type { DataStore, Db } from './db/index.ts';
import type { Clock } from './lib/clock.ts';
import type { ReplyEnv } from './lib/reply.ts';
import type { Signer } from './lib/signing.ts';
import type { Limits } from './limits/limits.ts';
import type { TokenService } from './tokens/tokens.ts';

/**
 * What every module's routes receive. Built once per process by `createDeps` (main.ts, test/helpers.ts). Nothing
 * here holds state that several instances must share: that lives in the database behind `db`.
 */
export interface AppDeps {
  db: Db;
  store: DataStore;
  config: ServerConfig;
  clock: Clock;
  tokens: TokenService;
  /** Short-lived HMAC-signed values (mobile-change sign, socialite state, upload receipts). */
  signer: Signer;
  limits: Limits;
}

/** Hono context variables set by the auth middleware, and by CORS for the replies (lib/reply.ts). */
export interface AppEnv {
  Variables: {
    userId: number;
    tokenJti: string;
    tokenExp: number;
    /** When a member's request arrived (`performance.now()`), for the reads that may share its token's check. */
    arrivedAt: number;
  } & ReplyEnv['Variables'];
}

/** A module registers its routes (full paths, e.g. `/api/v2/navs`) on the app; modules/index.ts lists them. */
export type ApiModule = (app: Hono<AppEnv>, deps: AppDeps) => void;
