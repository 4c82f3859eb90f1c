import { runOnCpuPool } from './cpu-pool.ts';

/** bcrypt with cost 10, in worker threads; MeEdu's PHP `$2y$` hashes verify as `$2a$`/`$2b$`. */
export function hashPassword(plain: string): Promise<string> {
  return runOnCpuPool({ op: 'hash', plain });
}

export function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return runOnCpuPool({ op: 'compare', plain, hash: hash.replace(/^\$2y\$/, '$2b$') });
}
