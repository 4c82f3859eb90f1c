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
 * the share of hello's throughput (against a hello measured just before each route) and the server's CPU time
 * per request.
 *
 * BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 200), BENCH_ROUNDS (default 1, interleaved),
 * BENCH_DIALECTS (default "sqlite,postgres"), BENCH_WARM_UP_SECONDS (default 2, untimed, before each route),
 * BENCH_ACCEPT_ENCODING (default what browsers send, "gzip, deflate, br"; empty for a client that accepts none),
 * BENCH_ROUTES (default every route; a comma-separated list of route names, e.g. "course detail,course page (HTML)").
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',').filter(Boolean);
/**
 * Every request says what it accepts as a browser does: the storefront's API calls all come from browsers, which
 * always send Accept-Encoding, so replies over 1 KB go out compressed (the micro-cache keeps a brotli copy).
 * Without it, the course list's 10.6 KB replies are bound by the load generator reading them on the other core.
 */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';

const ROUTES = process.env.BENCH_ROUTES?.split(',').map((r) => r.trim());
const here = path.dirname(fileURLToPath(import.meta.url));
const CLOCK_TICKS = 100; // Linux USER_HZ

interface Proc {
  url: string;
  child: ChildProcess;
}

/** The Node flags `npm start` runs the server with, given to hello too, so both run alike. */
const { nodeFlags } = JSON.parse(fs.readFileSync(path.join(here, '../package.json'), 'utf8')) as {
  nodeFlags: string[];
};

function start(script: string, env: NodeJS.ProcessEnv): Promise<Proc> {
  return new Promise((resolve, reject) => {
    // One process (tsx as a loader, not its CLI, which would run the script in a child), so its CPU is measurable.
    const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', script], {
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
  round: number;
  /** The hello row measured just before this one's dialect, which its share is taken against. */
  hello: Row | null;
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
  round: number,
  hello: Row | null,
  target: string,
  route: string,
  proc: Proc,
  url: string,
  extraHeaders: Record<string, string> = {},
): Promise<Row> {
  const headers = ACCEPT_ENCODING ? { ...extraHeaders, 'accept-encoding': ACCEPT_ENCODING } : extraHeaders;
  const res = await fetch(url, { headers });
  if ((res.headers.get('content-type') ?? '').startsWith('text/html')) {
    // A crawlable page (modules/seo): its filled head, not the bare index.html or the not-found page.
    const page = await res.text();
    if (res.status !== 200 || !page.includes('<link rel="canonical"'))
      throw new Error(`${route}: ${url} answered ${res.status} without its head`);
  } else {
    // v2 answers errors (401, 429) with HTTP 200: autocannon would count them as served, so check one first.
    const probe = (await res.json()) as { code?: number };
    if (probe.code !== 0) throw new Error(`${route}: ${url} answered ${JSON.stringify(probe)}`);
  }
  if (WARM_UP_SECONDS > 0)
    await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS, headers });
  const cpuBefore = cpuSeconds(proc.child.pid);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const cpu = cpuSeconds(proc.child.pid) - cpuBefore;
  const total = r.requests.total || 1;
  return {
    round,
    hello,
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

/**
 * The storefront's build (apps/web/dist) when there is one, else a copy of its index.html's shape in `dir`: the
 * crawlable pages fill the index.html they find, and the rest of the bench needs no build.
 */
function webDist(dir: string): string {
  const built = path.resolve(here, '../../web/dist');
  if (fs.existsSync(path.join(built, 'index.html'))) return built;
  const own = path.join(dir, 'web');
  fs.mkdirSync(own);
  fs.writeFileSync(
    path.join(own, 'index.html'),
    '<!doctype html>\n<html lang="zh-CN">\n<head>\n<meta charset="UTF-8" />\n<title>在线学习</title>\n' +
      '<script src="/config.js"></script>\n</head>\n<body>\n<div id="root"></div>\n</body>\n</html>\n',
  );
  return own;
}

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  return ((await res.json()) as { data: T }).data;
}

async function main() {
  const rows: Row[] = [];
  const pushRow = (row: Row | null) => {
    if (row) rows.push(row);
  };
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
        WEB_DIST: webDist(dir),
      });
      const { token } = await json<{ token: string }>(`${proc.url}/api/v2/login/password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile: '13800000000', password: 'meedu123' }),
      });
      const list = await json<{ data: { id: number }[] }>(`${proc.url}/api/v2/courses?page=1&size=16`);
      servers.push({ dialect, proc, token, courseId: list.data[0]?.id ?? 1, dir });
    }
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const s of servers) {
        const base = s.proc.url;
        // Hello just before each route: this machine's speed drifts from minute to minute (hello itself moved
        // by a third within one round), and a share is only meaningful against a baseline measured beside it.
        const run = async (route: string, url: string, headers?: Record<string, string>) => {
          if (ROUTES && !ROUTES.includes(route)) return null;
          const hi = await measure(round, null, 'hello', 'hello', hello, `${hello.url}/hello`);
          rows.push(hi);
          return measure(round, hi, s.dialect, route, s.proc, url, headers);
        };
        pushRow(await run('course list', `${base}/api/v2/courses?page=1&size=16`));
        pushRow(await run('course detail', `${base}/api/v2/course/${s.courseId}`));
        // The same record's crawlable page (issue 29): within 1.5× of the API reply above.
        pushRow(
          await run('course page (HTML)', `${base}/courses/detail/${s.courseId}`, { accept: 'text/html' }),
        );
        pushRow(await run('config', `${base}/api/v2/other/config`));
        // What every page load of a logged-in member sends: the storefront adds the token to every call.
        pushRow(
          await run('config (member)', `${base}/api/v2/other/config`, { authorization: `Bearer ${s.token}` }),
        );
        pushRow(
          await run('member detail', `${base}/api/v2/member/detail`, { authorization: `Bearer ${s.token}` }),
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

  const share = (r: Row) => (r.hello ? (100 * r.rps) / r.hello.rps : NaN);
  const pct = (n: number) => (Number.isNaN(n) ? '—' : `${n.toFixed(1)}%`);
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per route, ${ROUNDS} round(s); ${os.cpus().length} cores; ` +
      `Accept-Encoding: ${ACCEPT_ENCODING || 'none'}\n`,
  );
  console.log(
    '| round | database | route | req/s | share of hello | p50 ms | p99 ms | errors | timeouts | non-2xx | CPU ms/req |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.round} | ${r.target} | ${r.route} | ${r.rps} | ${pct(share(r))} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.timeouts} | ${r.non2xx} | ${r.cpuMsPerRequest.toFixed(3)} |`,
    );
  }

  // Medians over the rounds; errors, timeouts and non-2xx summed; the worst p99.
  const median = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
  };
  const groups = new Map<string, Row[]>();
  for (const r of rows)
    groups.set(`${r.target}|${r.route}`, [...(groups.get(`${r.target}|${r.route}`) ?? []), r]);
  console.log(
    '\n| database | route | median req/s | median share of hello | median p99 ms | worst p99 ms | failures |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const [, g] of groups) {
    const first = g[0];
    if (!first) continue;
    const failures = g.reduce((a, r) => a + r.errors + r.timeouts + r.non2xx, 0);
    console.log(
      `| ${first.target} | ${first.route} | ${Math.round(median(g.map((r) => r.rps)))} | ${pct(median(g.map(share)))} | ${median(g.map((r) => r.p99))} | ${Math.max(...g.map((r) => r.p99))} | ${failures} |`,
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
