import type { AppDeps } from '../deps.ts';
import { seedCatalog } from './catalog.ts';
import { seedCore } from './core.ts';

/** A seeder fills one area with demo content. Seeders run in order, once, on an empty database. */
export type Seeder = (deps: AppDeps) => void;

/** Add one line per area. Later seeders may rely on earlier ones (e.g. the demo member from core). */
export const demoSeeders: Seeder[] = [seedCore, seedCatalog];

export function seedDemo(deps: AppDeps): void {
  deps.db.transaction(() => {
    for (const seed of demoSeeders) seed(deps);
  })();
}
