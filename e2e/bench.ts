/**
 * `npm run bench` (not a test): builds the storefront, starts the real server with a fresh database (the demo
 * content) and measures each page of PAGES in Chromium:
 *
 * - unthrottled: every script and stylesheet fetched until the network is idle (raw and gzip bytes, file count,
 *   requests in all);
 * - throttled (4× CPU via Emulation.setCPUThrottlingRate, 150 ms RTT and 1.6 Mbit/s down via
 *   Network.emulateNetworkConditions): LCP and the bytes that crossed the wire until the network is idle, the
 *   median of RUNS cold loads (a new browser context each, so nothing is cached).
 *
 * A new screen gets its line in PAGES. `BENCH_RUNS=1 npm run bench` for a quick look; `npx tsx e2e/bench.ts` skips
 * the build; `BENCH_PAGES` (names, comma-separated) picks lines.
 */
import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { DEMO, apiCall, passwordLogin } from './support/api.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { startServer } from './support/server.ts';

/** What the bench knows about the demo content when it builds page addresses. */
interface Demo {
  courseId: number;
  videoId: number;
  /** The live course the demo student has bought, and its lesson that is live now. */
  liveCourseId: number;
  liveVideoId: number;
  /** books and topics: a book, its first article, a topic */
  bookId: number;
  articleId: number;
  topicId: number;
  /** A demo paper and a running attempt of the demo student on it (for the play screen). */
  paperId: number;
  paperRecordId: number;
}

interface Budget {
  /** Throttled LCP, median, in ms. */
  lcp?: number;
  /** Scripts and styles, gzip, unthrottled, in KB. */
  scriptsGzipKb?: number;
  /** Everything that crossed the wire (throttled run, median), in KB. */
  transferKb?: number;
}

interface BenchPage {
  name: string;
  path: (d: Demo) => string;
  /** Load as the demo student (token in localStorage). */
  member?: boolean;
  budget: Budget;
}

// One line per screen: name, address, whether a member is logged in, and its budget.
const PAGES: BenchPage[] = [
  { name: 'home', path: () => '/', budget: { lcp: 2500, scriptsGzipKb: 170 } },
  { name: 'course detail', path: (d) => `/courses/detail/${d.courseId}`, budget: { lcp: 2500 } },
  {
    name: 'player',
    path: (d) => `/courses/video/${d.videoId}`,
    member: true,
    budget: { lcp: 4000, transferKb: 450 },
  },
  { name: 'live list', path: () => '/live', budget: { lcp: 2500 } },
  { name: 'live detail', path: (d) => `/live/detail/${d.liveCourseId}`, budget: { lcp: 2500 } },
  { name: 'live room', path: (d) => `/live/video/${d.liveVideoId}`, member: true, budget: { lcp: 4000 } },
  { name: 'book list', path: () => '/book', budget: { lcp: 2500 } },
  { name: 'book detail', path: (d) => `/book/detail/${d.bookId}`, budget: { lcp: 2500 } },
  { name: 'book reader', path: (d) => `/book/read/${d.articleId}`, member: true, budget: { lcp: 2500 } },
  { name: 'topic list', path: () => '/topic', budget: { lcp: 2500 } },
  { name: 'topic detail', path: (d) => `/topic/detail/${d.topicId}`, budget: { lcp: 2500 } },
  {
    name: 'checkout',
    path: (d) =>
      `/order?goods_id=${d.courseId}&goods_type=vod&goods_charge=99&goods_label=${encodeURIComponent('点播课程')}&goods_name=demo`,
    member: true,
    budget: { lcp: 4000 },
  },
  { name: 'member orders', path: () => '/member/orders', member: true, budget: { lcp: 4000 } },
  { name: 'learning paths', path: () => '/learnPath', budget: { lcp: 2500 } },
  { name: 'learning path detail', path: () => '/learnPath/detail/1', budget: { lcp: 2500 } },
  { name: 'Q&A', path: () => '/wenda', budget: { lcp: 2500 } },
  { name: 'Q&A question', path: () => '/wenda/detail/1', budget: { lcp: 2500 } },
  { name: 'my Q&A', path: () => '/member/questions', member: true, budget: { lcp: 2500 } },
  { name: 'exam landing', path: () => '/exam', budget: { lcp: 2500 } },
  {
    name: 'paper detail',
    path: (d) => `/exam/papers/detail/${d.paperId}`,
    member: true,
    budget: { lcp: 2500 },
  },
  {
    name: 'paper play',
    path: (d) => `/exam/papers/play?id=${d.paperId}&pid=${d.paperRecordId}`,
    member: true,
    budget: { lcp: 2500 },
  },
  { name: 'code exchange', path: () => '/member/code-exchanger', member: true, budget: { lcp: 2500 } },
  { name: 'credit mall', path: () => '/member/credit1-records', member: true, budget: { lcp: 2500 } },
  { name: 'credit ledger', path: () => '/member/credit1-free', member: true, budget: { lcp: 2500 } },
  { name: 'certificates', path: () => '/member/certs', member: true, budget: { lcp: 2500 } },
  { name: 'share', path: () => '/share', member: true, budget: { lcp: 2500 } },
];

/** The first demo book, its first article and the first demo topic, for the book and topic lines. */
async function contentIds(baseURL: string): Promise<Pick<Demo, 'bookId' | 'articleId' | 'topicId'>> {
  const books = await apiCall<{ data: { data: { id: number }[] } }>(
    baseURL,
    'GET',
    '/addons/MeeduBooks/api/v1/books',
  );
  const bookId = books.data.data.data[0]?.id ?? 1;
  const book = await apiCall<{ articles: Record<string, { id: number }[]> | { id: number }[][] }>(
    baseURL,
    'GET',
    `/addons/MeeduBooks/api/v1/book/${bookId}`,
  );
  const topics = await apiCall<{ data: { data: { id: number }[] } }>(
    baseURL,
    'GET',
    '/addons/MeeduTopics/api/v1/topics',
  );
  return {
    bookId,
    articleId: Object.values(book.data.articles).flat()[0]?.id ?? 1,
    topicId: topics.data.data.data[0]?.id ?? 1,
  };
}

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** `BENCH_PAGES="home,course detail"` measures only those lines. */
const ONLY = process.env.BENCH_PAGES?.split(',').map((s) => s.trim());
const QUIET_MS = 3000;
const THROTTLE = { cpu: 4, latencyMs: 150, downKbit: 1600, upKbit: 750 };

interface Row {
  url: string;
  type: string;
  raw: number;
  gzip: number;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

async function scripts(page: Page, url: string): Promise<{ rows: Row[]; requests: number }> {
  // Module preloads and scripts may be requested twice; count each file once, and read its bytes from the server
  // afterwards (the browser's copy of a preloaded module is not always readable from the protocol).
  const files = new Map<string, string>();
  let requests = 0;
  page.on('request', (req) => {
    requests += 1;
    const type = req.resourceType();
    const isModulePreload = type === 'other' && /\.(js|css)$/.test(new URL(req.url()).pathname);
    if (type === 'script' || type === 'stylesheet' || isModulePreload) {
      const kind = new URL(req.url()).pathname.endsWith('.css') ? 'stylesheet' : 'script';
      files.set(req.url(), kind);
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const rows: Row[] = [];
  for (const [fileUrl, type] of files) {
    const body = Buffer.from(
      await (await fetch(fileUrl, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    rows.push({ url: new URL(fileUrl).pathname, type, raw: body.length, gzip: zlib.gzipSync(body).length });
  }
  return { rows, requests };
}

interface Throttled {
  lcp: number;
  lcpElement: string;
  transfer: number;
  requests: number;
  media: number;
}

/** One cold load on the throttled profile: LCP (the last candidate once the network is idle) and bytes on the wire. */
async function throttledLoad(
  browser: Browser,
  baseURL: string,
  url: string,
  token?: string,
): Promise<Throttled> {
  const context = await newContext(browser, baseURL);
  context.setDefaultTimeout(120_000);
  if (token) await context.addInitScript((t) => localStorage.setItem('meedu-user-token', t), token);
  await context.addInitScript(() => {
    const w = window as unknown as { __lcp: { t: number; el: string } };
    w.__lcp = { t: 0, el: '' };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        element?: Element | null;
        url?: string;
      })[]) {
        const el = e.element;
        const desc = el
          ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`
          : '?';
        w.__lcp = { t: e.startTime, el: e.url ? `${desc} ${new URL(e.url).pathname}` : desc };
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLE.latencyMs,
    downloadThroughput: (THROTTLE.downKbit * 1000) / 8,
    uploadThroughput: (THROTTLE.upKbit * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });
  let transfer = 0;
  let requests = 0;
  let media = 0;
  const mediaIds = new Set<string>();
  cdp.on('Network.responseReceived', (e) => {
    if (/\.(m3u8|ts|mp4)(\?|$)/.test(new URL(e.response.url).pathname + new URL(e.response.url).search))
      mediaIds.add(e.requestId);
  });
  // Playwright's networkidle (500 ms without requests) comes too early on a 4× slower CPU, where parsing a script
  // leaves the network quiet for longer: wait for QUIET_MS with nothing in flight.
  const inFlight = new Set<string>();
  let lastEvent = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    inFlight.add(e.requestId);
    lastEvent = Date.now();
  });
  cdp.on('Network.loadingFailed', (e) => {
    inFlight.delete(e.requestId);
    lastEvent = Date.now();
  });
  cdp.on('Network.loadingFinished', (e) => {
    inFlight.delete(e.requestId);
    lastEvent = Date.now();
    requests += 1;
    transfer += e.encodedDataLength;
    if (mediaIds.has(e.requestId)) media += e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load' });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastEvent < QUIET_MS))
    await new Promise((r) => setTimeout(r, 100));
  const lcp = await page.evaluate(() => (window as unknown as { __lcp: { t: number; el: string } }).__lcp);
  await context.close();
  return { lcp: lcp.t, lcpElement: lcp.el, transfer, requests, media };
}

interface Result {
  page: BenchPage;
  scriptsGzip: number;
  scriptsRaw: number;
  files: number;
  requests: number;
  lcp: number;
  transfer: number;
  media: number;
}

async function main() {
  const server = await startServer();
  const browser = await launchBrowser();
  const results: Result[] = [];
  try {
    const courses = await apiCall<{ data: { id: number }[] }>(
      server.url,
      'GET',
      '/api/v2/courses?page=1&page_size=1',
    );
    const courseId = courses.data.data[0]?.id ?? 1;
    const detail = await apiCall<{ videos?: Record<string, { id: number }[]> }>(
      server.url,
      'GET',
      `/api/v2/course/${courseId}`,
    );
    const lives = await apiCall<{ data: { data: { id: number; status: number }[] } }>(
      server.url,
      'GET',
      '/addons/zhibo/api/v1/courses?page=1&size=16',
    );
    const liveCourseId = lives.data.data.data.find((c) => c.status === 1)?.id ?? 1;
    const liveDetail = await apiCall<{ videos?: Record<string, { id: number; status: number }[]> }>(
      server.url,
      'GET',
      `/addons/zhibo/api/v1/course/${liveCourseId}`,
    );
    const liveVideoId =
      Object.values(liveDetail.data.videos ?? {})
        .flat()
        .find((v) => v.status === 1)?.id ?? 1;
    const token = await passwordLogin(server.url, DEMO.mobile, DEMO.password);
    const papers = await apiCall<{ data: { data: { id: number; title: string }[] } }>(
      server.url,
      'GET',
      '/addons/Paper/api/v1/papers?page=1&page_size=50',
    );
    const paperId = papers.data.data.data.find((p) => p.title === 'Python 语法基础测验')?.id ?? 1;
    const join = await apiCall<{ record_id: number }>(
      server.url,
      'GET',
      `/addons/Paper/api/v1/paper/${paperId}/join`,
      undefined,
      token,
    );
    const demo: Demo = {
      courseId,
      videoId: Object.values(detail.data.videos ?? {}).flat()[0]?.id ?? 1,
      liveCourseId,
      liveVideoId,
      ...(await contentIds(server.url)),
      paperId,
      paperRecordId: join.data.record_id,
    };

    for (const p of PAGES.filter((x) => !ONLY || ONLY.includes(x.name))) {
      const url = p.path(demo);
      const ctx = await newContext(browser, server.url);
      if (p.member) await ctx.addInitScript((t) => localStorage.setItem('meedu-user-token', t), token);
      const { rows, requests } = await scripts(await ctx.newPage(), url);
      await ctx.close();
      rows.sort((a, b) => b.gzip - a.gzip);
      const raw = rows.reduce((s, r) => s + r.raw, 0);
      const gz = rows.reduce((s, r) => s + r.gzip, 0);
      console.log(`\n## ${p.name} ${url}`);
      for (const r of rows)
        console.log(`  ${r.type.padEnd(10)} ${kb(r.raw).padStart(10)} ${kb(r.gzip).padStart(10)}  ${r.url}`);
      console.log(
        `  scripts+styles: ${kb(raw)} raw, ${kb(gz)} gzip; ${rows.length} files; ${requests} requests in all`,
      );

      const loads: Throttled[] = [];
      for (let i = 0; i < RUNS; i++)
        loads.push(await throttledLoad(browser, server.url, url, p.member ? token : undefined));
      for (const l of loads)
        console.log(
          `  throttled: LCP ${Math.round(l.lcp)} ms (${l.lcpElement}), ${kb(l.transfer)} on the wire` +
            `${l.media ? ` (media ${kb(l.media)})` : ''}, ${l.requests} requests`,
        );
      results.push({
        page: p,
        scriptsGzip: gz,
        scriptsRaw: raw,
        files: rows.length,
        requests,
        lcp: median(loads.map((l) => l.lcp)),
        transfer: median(loads.map((l) => l.transfer)),
        media: median(loads.map((l) => l.media)),
      });
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const mark = (value: number, limit: number | undefined) =>
    limit === undefined ? '' : value <= limit ? ' ✓' : ` ✗ (budget ${limit})`;
  console.log(
    `\n## Summary (throttled: ${THROTTLE.cpu}× CPU, ${THROTTLE.latencyMs} ms RTT, ${THROTTLE.downKbit / 1000} Mbit/s; median of ${RUNS})`,
  );
  for (const r of results) {
    const b = r.page.budget;
    console.log(
      `  ${r.page.name.padEnd(16)} LCP ${Math.round(r.lcp)} ms${mark(r.lcp, b.lcp)}; ` +
        `on the wire ${kb(r.transfer)}${mark(r.transfer / 1024, b.transferKb)}` +
        `${r.media ? ` (media ${kb(r.media)})` : ''}; ` +
        `scripts+styles ${kb(r.scriptsGzip)} gzip${mark(r.scriptsGzip / 1024, b.scriptsGzipKb)}, ${r.files} files`,
    );
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
