import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL server for the tests and the bench: Debian's `postgresql` package (15 or newer), a data
 * folder under the system temp dir, trust auth on 127.0.0.1 only, durability off (the data dies with the run).
 * As root (CI), the server runs as the `postgres` user, since PostgreSQL refuses to run as root.
 */
export interface TestPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  stop(): void;
}

function findBinDir(): string {
  const fromEnv = process.env.PG_BIN_DIR;
  if (fromEnv && fs.existsSync(path.join(fromEnv, 'initdb'))) return fromEnv;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .map(Number)
        .filter((v) => v >= 15 && fs.existsSync(path.join(root, String(v), 'bin', 'initdb')))
        .sort((a, b) => b - a)
    : [];
  if (versions.length === 0) {
    throw new Error(
      "PostgreSQL 15+ not found: install Debian's package (apt-get install -y postgresql) or set PG_BIN_DIR",
    );
  }
  return path.join(root, String(versions[0]), 'bin');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = findBinDir();
  const isRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meedu-pg-'));
  const data = path.join(dir, 'data');
  const socketDir = path.join(dir, 'sock');
  fs.mkdirSync(socketDir);
  if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const run = (cmd: string, args: string[]) => {
    const full = path.join(bin, cmd);
    const r = isRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', full, ...args], { encoding: 'utf8' })
      : spawnSync(full, args, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '-N']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${socketDir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=400',
    '-c shared_buffers=64MB',
  ].join(' ');
  run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
