import bcrypt from 'bcryptjs';

/** bcrypt with cost 10; MeEdu's PHP `$2y$` hashes verify as `$2a$`/`$2b$`. */
export function hashPassword(plain: string): string {
  return bcrypt.hashSync(plain, 10);
}

export function verifyPassword(plain: string, hash: string): boolean {
  return bcrypt.compareSync(plain, hash.replace(/^\$2y\$/, '$2b$'));
}
