import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { startTestPostgres } from './postgres-server.ts';

/** One PostgreSQL server per worker of the project (vitest.config.ts runs `server-pg` on two). */
export const PG_SERVERS = 2;

/**
 * Global setup of the `server-pg` project: a PostgreSQL server for each worker, each with a migrated template
 * database that every test context copies (CREATE DATABASE … TEMPLATE), which is much faster than migrating each
 * one. A worker keeps to its own server (test/support/test-database.ts): the read cache's change stamp is the
 * server's WAL position, which another worker's writes would move under a test that expects it still.
 */
export default async function setup(project: TestProject) {
  const templateName = 'meedu_template';
  const servers = await Promise.all(
    Array.from({ length: PG_SERVERS }, async () => {
      const server = await startTestPostgres();
      const url = new URL(server.url);
      const admin = openPostgres(server.url, 1);
      await sql.raw(`CREATE DATABASE ${templateName}`).execute(admin.db);
      await admin.close();
      url.pathname = `/${templateName}`;
      const template = openPostgres(url.toString(), 1);
      await migrate(template);
      await template.close();
      return server;
    }),
  );
  project.provide(
    'pgUrls',
    servers.map((s) => s.url),
  );
  project.provide('pgTemplate', templateName);
  return () => servers.forEach((s) => s.stop());
}
