import type { Role } from '@meedu/contract';
import type { Db } from '../../db/index.ts';
import { listShownRoles } from './repository.ts';

/** contract catalog §11.1: the description is split into rows, empty lines dropped. */
export async function listVipRoles(db: Db): Promise<Role[]> {
  return (await listShownRoles(db)).map((r) => ({
    id: r.id,
    name: r.name,
    charge: r.charge,
    expire_days: r.expire_days,
    desc_rows: r.description
      .split('\n')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  }));
}
