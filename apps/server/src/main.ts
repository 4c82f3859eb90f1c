import { serve } from '@hono/node-server';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { ALL_ADDONS, readConfig, type ServerConfig } from './config.ts';
import { migrate, openDatabase, type Db } from './db/index.ts';
import type { AppDeps } from './deps.ts';
import { systemClock } from './lib/clock.ts';
import { createTokenService } from './lib/tokens.ts';
import { setSetting } from './modules/system/settings.ts';
import { DEMO_STUDENT } from './seed/core.ts';
import { processDueDeletions } from './modules/member/deletion.ts';
import { seedDemo } from './seed/index.ts';
import { registerStatic } from './static.ts';

export interface StartedServer {
  /** e.g. `http://localhost:8080` (the actual port when PORT=0). */
  url: string;
  close(): Promise<void>;
}

/** JWT_SECRET when configured; otherwise a random secret generated once and kept in the data directory. */
export function loadJwtSecret(config: ServerConfig): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  if (fs.existsSync(file)) {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 16) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

const isFresh = (db: Db) =>
  (db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users').get()?.n ?? 0) === 0;

/**
 * ENABLED_ADDONS, when set, replaces the stored addon list. Names are matched exactly (the storefront checks
 * them case-sensitively); unknown names are dropped with a warning. Returns the list stored, or null when unset.
 */
export function applyEnabledAddons(deps: AppDeps): string[] | null {
  const wanted = deps.config.enabledAddons;
  if (wanted === undefined) return null;
  const known = new Set<string>(ALL_ADDONS);
  const unknown = wanted.filter((n) => !known.has(n));
  if (unknown.length > 0) console.warn(`ENABLED_ADDONS: 未知的插件名已忽略：${unknown.join(', ')}`);
  const list = [...new Set(wanted.filter((n) => known.has(n)))];
  setSetting(deps.db, 'enabled_addons', list);
  return list;
}

/** Migrates, seeds an empty demo database and applies ENABLED_ADDONS. Returns whether demo content was seeded. */
export function prepareDatabase(deps: AppDeps): boolean {
  migrate(deps.db);
  const seeded = deps.config.demo && isFresh(deps.db);
  if (seeded) seedDemo(deps);
  applyEnabledAddons(deps);
  return seeded;
}

/** Starts the storefront and API on HOST:PORT. Used by `npm start`, `npm run dev` and the browser tests. */
export async function startServer(config: ServerConfig = readConfig()): Promise<StartedServer> {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const db = openDatabase(path.join(config.dataDir, 'meedu.sqlite'));
  const clock = systemClock;
  const tokens = createTokenService(db, loadJwtSecret(config), clock);
  const deps: AppDeps = { db, config, clock, tokens };
  const seeded = prepareDatabase(deps);

  const app = createApp(deps);
  registerStatic(app, deps);

  // Account deletions fall due 7 days after the request: check now and every hour.
  processDueDeletions(deps);
  const deletionTimer = setInterval(() => processDueDeletions(deps), 3_600_000);
  deletionTimer.unref();

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  }).catch((err: unknown) => {
    db.close();
    throw err;
  });
  const { port } = server.address() as AddressInfo;
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  console.log(`storefront and API listening on ${url}`);
  console.log(`mode: ${config.demo ? 'demo (demo content, /__dev sandboxes)' : 'production'}`);
  if (seeded) console.log('seeded demo content into a new database');
  if (config.demo) console.log(`demo account: ${DEMO_STUDENT.mobile} / ${DEMO_STUDENT.password}`);

  let closed = false;
  return {
    url,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(deletionTimer);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      db.close();
    },
  };
}

const invokedDirectly = (() => {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return fs.realpathSync(entry) === fs.realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
})();

if (invokedDirectly) {
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
