// `npm start`: builds the storefront and the console when they have not been built yet, then runs the API
// server, which serves the storefront, the console (/admin), the API and the demo content on one port (PORT,
// default 8080), and prints both addresses.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apps = [
  { name: 'the storefront', workspace: 'apps/web' },
  { name: 'the console', workspace: 'apps/admin' },
];

for (const app of apps) {
  if (fs.existsSync(path.join(root, app.workspace, 'dist/index.html')) && process.env.REBUILD !== '1')
    continue;
  console.log(`Building ${app.name} (first start)…`);
  const r = spawnSync('npm', ['-w', app.workspace, 'run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The server's Node flags (apps/server/package.json `nodeFlags`; docs/server-performance.md, sixth round): a
// larger young generation, so the requests waiting on PostgreSQL are not copied by every minor collection.
const { nodeFlags } = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
const server = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
