import type { ServerConfig } from './config.ts';
import type { DataStore } from './db/index.ts';
import type { AppDeps } from './deps.ts';
import type { Clock } from './lib/clock.ts';
import { createSigner } from './lib/signing.ts';
import { createLimits } from './limits/limits.ts';
import { createTokenService } from './tokens/tokens.ts';
import { ensureSecret } from './settings/secrets.ts';

/**
 * Builds what the routes receive from an open, migrated database. Secrets come from the database when the
 * environment does not set them, so every instance on one PostgreSQL signs with the same keys.
 */
export async function createDeps(
  store: DataStore,
  config: ServerConfig,
  clock: Clock,
  jwtSecret?: string,
): Promise<AppDeps> {
  const { db } = store;
  const secret = jwtSecret ?? config.jwtSecret ?? (await ensureSecret(db, 'jwt', 48));
  const signKey = Buffer.from(await ensureSecret(db, 'accounts.sign'), 'hex');
  return {
    db,
    store,
    config,
    clock,
    tokens: createTokenService(db, secret, clock),
    signer: createSigner(signKey, clock),
    limits: await createLimits(store, config),
  };
}
