import { ok } from '../../lib/envelope.ts';
import type { ApiModule } from '../index.ts';

/** GET /api/v2/roles (contract catalog §11.1): shown VIP plans by weight, description split into rows. */
export const roleModule: ApiModule = (app, deps) => {
  app.get('/api/v2/roles', (c) => {
    const rows = deps.db
      .prepare<[], { id: number; name: string; charge: number; expire_days: number; description: string }>(
        'SELECT id, name, charge, expire_days, description FROM roles WHERE is_show = 1 ORDER BY weight, id',
      )
      .all();
    return ok(
      c,
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        charge: r.charge,
        expire_days: r.expire_days,
        desc_rows: r.description
          .split('\n')
          .map((s) => s.trim())
          .filter((s) => s !== ''),
      })),
    );
  });
};
