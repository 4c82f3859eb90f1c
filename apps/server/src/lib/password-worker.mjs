// Runs in piscina's worker threads (lib/passwords.ts): bcrypt is CPU work that would otherwise hold up every
// other request on the event loop for 70–100 ms per login.
import bcrypt from 'bcryptjs';

/** @param {{ op: 'hash' | 'compare', plain: string, hash?: string }} task */
export default function run(task) {
  if (task.op === 'hash') return bcrypt.hashSync(task.plain, 10);
  return bcrypt.compareSync(task.plain, task.hash ?? '');
}
