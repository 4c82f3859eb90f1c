/**
 * `npm run bench` (not a test): builds the storefront, starts the real server with a fresh database and measures,
 * in Chromium, what each page downloads before it is interactive: every script and stylesheet (raw and gzip bytes)
 * and the request count, until the network is idle.
 */
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { DEMO, apiCall, passwordLogin } from './support/api.ts';
import { launchBrowser, newContext } from './support/browser.ts';
import { startServer } from './support/server.ts';

interface Row {
  url: string;
  type: string;
  raw: number;
  gzip: number;
}

async function measure(page: Page, url: string): Promise<{ rows: Row[]; requests: number }> {
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
    const body = Buffer.from(await (await fetch(fileUrl)).arrayBuffer());
    rows.push({ url: new URL(fileUrl).pathname, type, raw: body.length, gzip: zlib.gzipSync(body).length });
  }
  return { rows, requests };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function report(name: string, { rows, requests }: { rows: Row[]; requests: number }) {
  rows.sort((a, b) => b.gzip - a.gzip);
  const raw = rows.reduce((s, r) => s + r.raw, 0);
  const gz = rows.reduce((s, r) => s + r.gzip, 0);
  console.log(`\n## ${name}`);
  for (const r of rows)
    console.log(`  ${r.type.padEnd(10)} ${kb(r.raw).padStart(10)} ${kb(r.gzip).padStart(10)}  ${r.url}`);
  console.log(
    `  total scripts+styles: ${kb(raw)} raw, ${kb(gz)} gzip; ${rows.length} files; ${requests} requests in all`,
  );
  return gz;
}

async function main() {
  const server = await startServer();
  const browser = await launchBrowser();
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
    const firstVideo = Object.values(detail.data.videos ?? {}).flat()[0]?.id ?? 1;

    const anon = await newContext(browser, server.url);
    const homeGz = report('home /', await measure(await anon.newPage(), '/'));
    report(
      `course detail /courses/detail/${courseId}`,
      await measure(await anon.newPage(), `/courses/detail/${courseId}`),
    );

    const member = await newContext(browser, server.url);
    const token = await passwordLogin(server.url, DEMO.mobile, DEMO.password);
    await member.addInitScript((t) => localStorage.setItem('meedu-user-token', t), token);
    report(
      `player /courses/video/${firstVideo}`,
      await measure(await member.newPage(), `/courses/video/${firstVideo}`),
    );

    console.log(`\nHome first download: ${kb(homeGz)} gzip (target < 200 KB).`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
