import type { AppDeps } from '../deps.ts';

/** A seeder fills one area with demo content. Seeders run in order, once, on an empty database. */
export type Seeder = (deps: AppDeps) => Promise<void>;
