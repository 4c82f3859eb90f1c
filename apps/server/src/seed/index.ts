import type { AppDeps } from '../deps.ts';
import { seedCatalog } from './catalog.ts';
import { seedCore } from './core.ts';
import { seedExam } from './exam.ts';
import { seedLive } from './live.ts';
import { seedBooks } from './book.ts';
import { seedTopics } from './topic.ts';
import { seedOrders } from './orders.ts';
import { seedLearnPaths } from './learn-path.ts';
import { seedWenda } from './wenda.ts';
import { seedMarketing } from './marketing.ts';
import type { Seeder } from './seeder.ts';
import { inTransaction } from '../db/index.ts';
import { seedAdmin } from './admin.ts';

/** Add one line per area. Later seeders may rely on earlier ones (e.g. the demo member from core). */
export const demoSeeders: Seeder[] = [
  seedCore,
  seedCatalog,
  seedLive,
  seedBooks,
  seedTopics,
  seedLearnPaths,
  seedWenda,
  seedOrders,
  seedExam,
  seedMarketing,
  seedAdmin,
];

/** Every seeder in one transaction: a start-up that fails halfway leaves an empty database, seeded next time. */
export async function seedDemo(deps: AppDeps): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    for (const seed of demoSeeders) await seed({ ...deps, db: trx });
  });
}
