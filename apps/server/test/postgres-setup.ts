import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/index.ts';
import { migrate } from '../src/db/migrate.ts';
import { startTestPostgres } from './postgres-server.ts';

/**
 * Global setup of the `server-pg` project: one PostgreSQL server for the run, and a migrated template database
 * that every test context copies (CREATE DATABASE … TEMPLATE), which is much faster than migrating each one.
 */
export default async function setup(project: TestProject) {
  const server = await startTestPostgres();
  const templateName = 'meedu_template';
  const url = new URL(server.url);
  const admin = openPostgres(server.url, 1);
  await sql.raw(`CREATE DATABASE ${templateName}`).execute(admin.db);
  await admin.close();
  url.pathname = `/${templateName}`;
  const template = openPostgres(url.toString(), 1);
  await migrate(template);
  await template.close();
  project.provide('pgUrl', server.url);
  project.provide('pgTemplate', templateName);
  return () => server.stop();
}
