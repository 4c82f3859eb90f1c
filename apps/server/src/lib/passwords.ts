import bcrypt from 'bcryptjs';

/**
 * bcrypt with cost 10; MeEdu's PHP `$2y$` hashes verify as `$2a$`/`$2b$`. The async forms work in short slices,
 * so a login does not hold up other requests for the whole hash.
 */
export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, 10);
}

export function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return bcrypt.compare(plain, hash.replace(/^\$2y\$/, '$2b$'));
}
