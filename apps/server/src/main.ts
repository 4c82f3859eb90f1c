import { serve } from '@hono/node-server';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp } from './app.ts';
import { ALL_ADDONS, readConfig, type ServerConfig } from './config.ts';
import { createDeps } from './context.ts';
import { openDataStore } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import type { AppDeps } from './deps.ts';
import { systemClock } from './lib/clock.ts';
import { verifyPassword } from './lib/passwords.ts';
import { acquireLease } from './modules/jobs/lease.ts';
import { MAINTENANCE_INTERVAL_MS, runMaintenance } from './modules/jobs/maintenance.ts';
import { startMediaWorker } from './media/worker.ts';
import { recordFinishedRun } from './console/jobs.ts';
import { attachLiveChat } from './modules/live/chat-socket.ts';
import { startLiveIngest } from './modules/live/ingest.ts';
import { holdsDemoData, markDemoData } from './settings/secrets.ts';
import { setSetting } from './settings/settings.ts';
import { DEMO_STUDENT } from './seed/core.ts';
import { DEMO_ADMIN, seedAdmin } from './seed/admin.ts';
import { adminUsingPassword, hasAdmins } from './modules/admin/service.ts';
import { smsNotReady } from './modules/sms/service.ts';
import { recordJobRun } from './console/jobs.ts';
import { seedDemo } from './seed/index.ts';
import { registerStatic } from './static.ts';
import { isEntryPoint } from './lib/entry-point.ts';

export interface StartedServer {
  /** e.g. `http://localhost:8080` (the actual port when PORT=0). */
  url: string;
  close(): Promise<void>;
}

/**
 * A JWT secret kept in `<DATA_DIR>/jwt-secret` by earlier versions: still used when present, so tokens issued
 * before the upgrade keep working. New installs keep the secret in the database (shared by every instance).
 */
function legacyJwtSecret(config: ServerConfig): string | undefined {
  const file = path.join(config.dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) return undefined;
  const stored = fs.readFileSync(file, 'utf8').trim();
  return stored.length >= 16 ? stored : undefined;
}

const isFresh = async (deps: AppDeps) =>
  (await deps.db.selectFrom('users').select('id').limit(1).executeTakeFirst()) === undefined;

/**
 * ENABLED_ADDONS, when set, replaces the stored addon list. Names are matched exactly (the storefront checks
 * them case-sensitively); unknown names are dropped with a warning. Returns the list stored, or null when unset.
 */
export async function applyEnabledAddons(deps: AppDeps): Promise<string[] | null> {
  const wanted = deps.config.enabledAddons;
  if (wanted === undefined) return null;
  const known = new Set<string>(ALL_ADDONS);
  const unknown = wanted.filter((n) => !known.has(n));
  if (unknown.length > 0) console.warn(`ENABLED_ADDONS: 未知的插件名已忽略：${unknown.join(', ')}`);
  const list = [...new Set(wanted.filter((n) => known.has(n)))];
  await setSetting(deps.db, 'enabled_addons', list);
  return list;
}

/**
 * Seeds an empty demo database and applies ENABLED_ADDONS (the schema is migrated before the deps exist).
 * Instances starting together on one PostgreSQL seed once: the seed lease goes to one of them.
 * Returns whether demo content was seeded.
 */
export async function prepareDatabase(deps: AppDeps): Promise<boolean> {
  let seeded = false;
  if (deps.config.demo && (await isFresh(deps)) && (await acquireLease(deps.db, 'seed', 10 * 60_000))) {
    if (await isFresh(deps)) {
      await seedDemo(deps);
      await markDemoData(deps.db);
      seeded = true;
    }
  }
  // A demo database seeded before the console existed gets its demo administrator (once, under a lease).
  if (deps.config.demo && !(await hasAdmins(deps)) && (await acquireLease(deps.db, 'seed-admin', 60_000))) {
    if (!(await hasAdmins(deps))) await seedAdmin(deps);
  }
  await applyEnabledAddons(deps);
  return seeded;
}

/** A demo account still logs in with the published password (databases seeded before the demo mark). */
async function demoPasswordWorks(deps: AppDeps): Promise<boolean> {
  const row = await deps.db
    .selectFrom('users')
    .select('password')
    .where('mobile', '=', DEMO_STUDENT.mobile)
    .executeTakeFirst();
  return row !== undefined && (await verifyPassword(DEMO_STUDENT.password, row.password));
}

/**
 * Production mode refuses a database seeded with demo content (its accounts have the published password
 * meedu123), and one where an administrator still signs in with that password. ALLOW_DEMO_DATA=1 lets an
 * operator start it anyway (a staging copy, say).
 */
export async function refuseDemoDataInProduction(deps: AppDeps): Promise<void> {
  if (deps.config.demo || deps.config.allowDemoData) return;
  if ((await holdsDemoData(deps.db)) || (await demoPasswordWorks(deps)))
    throw new Error(
      '数据库中有演示数据（演示账号的密码是公开的），不能以生产模式启动：请使用新的数据库，或设置 ALLOW_DEMO_DATA=1 明确允许',
    );
  const admin = await adminUsingPassword(deps, DEMO_ADMIN.password);
  if (admin !== null)
    throw new Error(
      `管理员 ${admin} 的密码仍是公开的演示密码，不能以生产模式启动：请先运行 npm run operator -- admin:reset-password ${admin} 修改密码，或设置 ALLOW_DEMO_DATA=1 明确允许`,
    );
}

/** Starts the storefront and API on HOST:PORT. Used by `npm start`, `npm run dev` and the browser tests. */
export async function startServer(config: ServerConfig = readConfig()): Promise<StartedServer> {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const store = openDataStore(config);
  let deps: AppDeps;
  let seeded: boolean;
  try {
    await migrate(store);
    deps = await createDeps(store, config, systemClock, legacyJwtSecret(config));
    await refuseDemoDataInProduction(deps);
    seeded = await prepareDatabase(deps);
  } catch (err) {
    await store.close();
    throw err;
  }

  const app = createApp(deps);
  registerStatic(app, deps);

  // Account deletions and counter clean-up: offered now and every hour; one instance runs each (a lease).
  let maintaining: Promise<unknown> = Promise.resolve();
  const maintain = () => {
    // Each run this instance carries out is recorded for the console's dashboard (job_runs).
    maintaining = recordJobRun(deps.db, deps.clock, 'maintenance', () => runMaintenance(deps)).catch(
      (err: unknown) => console.error('定时任务失败：', err),
    );
  };
  maintain();
  const maintenanceTimer = setInterval(maintain, MAINTENANCE_INTERVAL_MS);
  maintenanceTimer.unref();

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  }).catch(async (err: unknown) => {
    await store.close();
    throw err;
  });
  // The live chat's WebSocket (contract catalog 6.7) shares the port.
  const closeLiveChat = await attachLiveChat(server, deps);
  // Video packaging (src/media): one worker per instance, one job at a time.
  // Each packaging run is a job_runs row, so the dashboard shows the worker's last run and failures.
  const mediaWorker = startMediaWorker(deps, { recordRun: (run) => recordFinishedRun(deps.db, run) });
  // The embedded RTMP ingest of live lessons (none with LIVE_RTMP_PORT=0 or a cloud live provider).
  const liveIngest = await startLiveIngest(deps);
  const { port } = server.address() as AddressInfo;
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  console.log(`storefront and API listening on ${url}`);
  console.log(`database: ${store.dialect === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'SQLite'}`);
  console.log(`mode: ${config.demo ? 'demo (demo content, /__dev sandboxes)' : 'production'}`);
  // The bucket and its address only: the keys are never logged.
  console.log(
    config.storage.kind === 's3'
      ? `storage: S3 bucket ${config.storage.bucket} at ${config.storage.endpoint ?? `AWS ${config.storage.region}`}`
      : `storage: local disk (${config.uploadDir}, ${config.media.storageDir})`,
  );
  if (seeded) console.log('seeded demo content into a new database');
  console.log(`console: ${url}/admin`);
  if (config.demo) console.log(`demo account: ${DEMO_STUDENT.mobile} / ${DEMO_STUDENT.password}`);
  if (config.demo) console.log(`demo administrator: ${DEMO_ADMIN.name} / ${DEMO_ADMIN.password}`);
  // A production site without SMS cannot register or log members in by SMS: say so where the operator looks first.
  const smsProblem = await smsNotReady(deps);
  if (smsProblem) console.warn(smsProblem);

  let closed = false;
  return {
    url,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(maintenanceTimer);
      await maintaining;
      await mediaWorker.stop();
      await liveIngest?.stop();
      await closeLiveChat();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await store.close();
    },
  };
}

if (isEntryPoint(import.meta.url)) {
  startServer().then(
    (running) => {
      const stop = () => {
        running.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (err: unknown) => {
      console.error('服务启动失败：', err);
      process.exit(1);
    },
  );
}
