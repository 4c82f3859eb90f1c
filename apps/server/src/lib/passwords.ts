import { Piscina } from 'piscina';

/**
 * bcrypt with cost 10; MeEdu's PHP `$2y$` hashes verify as `$2a$`/`$2b$`. Hashing runs in worker threads
 * (piscina), off the event loop, so a burst of logins does not stall other requests.
 */
const pool = new Piscina({
  filename: new URL('./password-worker.mjs', import.meta.url).href,
  maxThreads: 2,
  idleTimeout: 30_000,
});

export async function hashPassword(plain: string): Promise<string> {
  return (await pool.run({ op: 'hash', plain })) as string;
}

export async function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return (await pool.run({ op: 'compare', plain, hash: hash.replace(/^\$2y\$/, '$2b$') })) as boolean;
}
