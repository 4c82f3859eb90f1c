import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestPostgres } from '../test/postgres-server.ts';

/**
 * `npm run bench:server`: autocannon against the API server in a child process, on SQLite and on PostgreSQL,
 * beside a bare hello-world on the same framework, in one run. Reports req/s, p50, p99, errors and timeouts,
 * the share of hello's throughput and the server's CPU time per request.
 *
 * BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 200), BENCH_ROUNDS (default 1, interleaved),
 * BENCH_DIALECTS (default "sqlite,postgres"), BENCH_WARM_UP_SECONDS (default 2, untimed, before each route).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',').filter(Boolean);

const here = path.dirname(fileURLToPath(import.meta.url));
const CLOCK_TICKS = 100; // Linux USER_HZ

interface Proc {
  url: string;
  child: ChildProcess;
}

function start(script: string, env: NodeJS.ProcessEnv): Promise<Proc> {
  return new Promise((resolve, reject) => {
    // One process (tsx as a loader, not its CLI, which would run the script in a child), so its CPU is measurable.
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m?.[1]) resolve({ url: m[1].replace('localhost', '127.0.0.1'), child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${script} exited with ${String(code)}:\n${out}`)));
  });
}

/** User + system CPU seconds a process has used so far (Linux /proc). */
function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

interface Row {
  target: string;
  route: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  cpuMsPerRequest: number;
}

/** Untimed load before each measurement, so the numbers are the server's steady state, not its JIT warming up. */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);

async function measure(
  target: string,
  route: string,
  proc: Proc,
  url: string,
  headers: Record<string, string> = {},
): Promise<Row> {
  // v2 answers errors (401, 429) with HTTP 200: autocannon would count them as served, so check one first.
  const probe = (await (await fetch(url, { headers })).json()) as { code?: number };
  if (probe.code !== 0) throw new Error(`${route}: ${url} answered ${JSON.stringify(probe)}`);
  if (WARM_UP_SECONDS > 0)
    await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, headers });
  const cpuBefore = cpuSeconds(proc.child.pid);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const cpu = cpuSeconds(proc.child.pid) - cpuBefore;
  const total = r.requests.total || 1;
  return {
    target,
    route,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    cpuMsPerRequest: (cpu * 1000) / total,
  };
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  return ((await res.json()) as { data: T }).data;
}

async function main() {
  const rows: Row[] = [];
  const pg = DIALECTS.includes('postgres') ? await startTestPostgres() : null;
  const hello = await start(path.join(here, 'hello.ts'), {});
  const servers: { dialect: string; proc: Proc; token: string; courseId: number; dir: string }[] = [];
  try {
    for (const dialect of DIALECTS) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `meedu-bench-${dialect}-`));
      const proc = await start(path.resolve(here, '../src/main.ts'), {
        PORT: '0',
        HOST: '127.0.0.1',
        APP_MODE: 'demo',
        DATA_DIR: dir,
        DATABASE_URL: dialect === 'postgres' && pg ? pg.url : '',
        RATE_LIMIT_PER_MINUTE: '100000000',
        WEB_DIST: path.join(dir, 'no-web'),
      });
      const { token } = await json<{ token: string }>(`${proc.url}/api/v2/login/password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile: '13800000000', password: 'meedu123' }),
      });
      const list = await json<{ data: { id: number }[] }>(`${proc.url}/api/v2/courses?page=1&size=16`);
      servers.push({ dialect, proc, token, courseId: list.data[0]?.id ?? 1, dir });
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      rows.push(await measure('hello', 'hello', hello, `${hello.url}/hello`));
      for (const s of servers) {
        const base = s.proc.url;
        rows.push(await measure(s.dialect, 'course list', s.proc, `${base}/api/v2/courses?page=1&size=16`));
        rows.push(await measure(s.dialect, 'course detail', s.proc, `${base}/api/v2/course/${s.courseId}`));
        rows.push(await measure(s.dialect, 'config', s.proc, `${base}/api/v2/other/config`));
        rows.push(
          await measure(s.dialect, 'member detail', s.proc, `${base}/api/v2/member/detail`, {
            authorization: `Bearer ${s.token}`,
          }),
        );
      }
    }
  } finally {
    hello.child.kill('SIGTERM');
    for (const s of servers) {
      s.proc.child.kill('SIGTERM');
      fs.rmSync(s.dir, { recursive: true, force: true });
    }
    pg?.stop();
  }

  const helloRps = rows.filter((r) => r.target === 'hello').reduce((a, r) => a + r.rps, 0) / ROUNDS;
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per route, ${ROUNDS} round(s); ${os.cpus().length} cores\n`,
  );
  console.log(
    '| database | route | req/s | share of hello | p50 ms | p99 ms | errors | timeouts | non-2xx | CPU ms/req |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const share = r.target === 'hello' ? '—' : `${((100 * r.rps) / helloRps).toFixed(1)}%`;
    console.log(
      `| ${r.target} | ${r.route} | ${r.rps} | ${share} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.timeouts} | ${r.non2xx} | ${r.cpuMsPerRequest.toFixed(3)} |`,
    );
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
