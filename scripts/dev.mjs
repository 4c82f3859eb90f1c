// `npm run dev`: the API server (tsx watch, restarts on change) on API_PORT (default 8080), the storefront's Vite
// dev server (hot reload, proxies /api, /addons, /config.js, /uploads, /__dev... to the API) on WEB_PORT (default
// 5173) and the console's (proxies /admin/api) on ADMIN_PORT (default 5174). Ctrl-C stops all three.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsxCli = createRequire(path.join(root, 'apps/server/package.json')).resolve('tsx/cli');
const apiPort = process.env.API_PORT ?? '8080';
const webPort = process.env.WEB_PORT ?? '5173';
const adminPort = process.env.ADMIN_PORT ?? '5174';
const env = { ...process.env, API_PORT: apiPort, WEB_PORT: webPort, ADMIN_PORT: adminPort };

const children = [];
let stopping = false;

function start(name, command, args, extraEnv) {
  // Each child leads its own process group so stopping reaches grandchildren too (npm → sh → vite);
  // stdin is not passed on, since a background group reading the terminal would be stopped.
  const child = spawn(command, args, {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: process.platform !== 'win32',
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[dev] ${name} stopped (${signal ?? `exit ${code}`}); stopping the other processes.`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

function signal(child, sig) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    if (process.platform === 'win32') child.kill(sig);
    else process.kill(-child.pid, sig);
  } catch {
    // already gone
  }
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) signal(child, 'SIGTERM');
  const timer = setTimeout(() => {
    for (const child of children) signal(child, 'SIGKILL');
    process.exit(code);
  }, 5000);
  timer.unref();
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  Promise.all(running.map((c) => new Promise((r) => c.once('exit', r)))).then(() => process.exit(code));
}

start('API server', process.execPath, [tsxCli, 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
  PORT: apiPort,
});
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
start('Vite', npm, ['-w', 'apps/web', 'run', 'dev'], {});
start('Vite (console)', npm, ['-w', 'apps/admin', 'run', 'dev'], {});

console.log(`[dev] storefront (hot reload): http://localhost:${webPort}`);
console.log(`[dev] console (hot reload): http://localhost:${adminPort}/admin/`);
console.log(`[dev] API server: http://localhost:${apiPort}`);

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
