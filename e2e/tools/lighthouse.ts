/**
 * `npm run lighthouse` (not a test, not part of `npm test`): starts the built server with a fresh database (the
 * demo content, as the bench does; it builds nothing, run `npm run build` first) and runs Lighthouse 12 through
 * Debian's Chromium on the pages issue 29 names, with the desktop and the mobile preset, then prints the four
 * scores (performance, accessibility, best practices, SEO) of each page.
 *
 * Member pages are loaded logged in: the demo member's token is put in the browser profile's localStorage, as
 * the browser suite's support does, and Lighthouse is told to keep storage. `LIGHTHOUSE_PAGES` (names,
 * comma-separated) picks lines; `LIGHTHOUSE_PRESETS=desktop` one preset.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { DEMO, apiCall, passwordLogin } from '../support/api.ts';
import { CHROMIUM_PATH } from '../support/browser.ts';
import { startServer } from '../support/server.ts';

/** The addresses of the demo records the pages show. */
interface Demo {
  courseId: number;
  videoId: number;
  liveCourseId: number;
  bookId: number;
  topicId: number;
  pathId: number;
  questionId: number;
  announcementId: number;
  paperId: number;
  paperRecordId: number;
}

interface AuditedPage {
  name: string;
  path: (d: Demo) => string;
  /** Loaded as the demo member. */
  member?: boolean;
}

const PAGES: AuditedPage[] = [
  { name: 'home', path: () => '/' },
  { name: 'course list', path: () => '/courses' },
  { name: 'course detail', path: (d) => `/courses/detail/${d.courseId}` },
  { name: 'player', path: (d) => `/courses/video/${d.videoId}`, member: true },
  {
    name: 'paper runner',
    path: (d) => `/exam/papers/play?id=${d.paperId}&pid=${d.paperRecordId}`,
    member: true,
  },
  { name: 'member centre', path: () => '/member', member: true },
  { name: 'live', path: (d) => `/live/detail/${d.liveCourseId}` },
  { name: 'book', path: (d) => `/book/detail/${d.bookId}` },
  { name: 'article', path: (d) => `/topic/detail/${d.topicId}` },
  { name: 'learning path', path: (d) => `/learnPath/detail/${d.pathId}` },
  { name: 'Q&A question', path: (d) => `/wenda/detail/${d.questionId}` },
  { name: 'announcement', path: (d) => `/announcement?id=${d.announcementId}` },
];

/** The same switches as the browser suite's Chromium (e2e/support/browser.ts). */
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const PRESETS = ['desktop', 'mobile'] as const;
type Preset = (typeof PRESETS)[number];

const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((s) => s.trim());
const ONLY_PRESETS = process.env.LIGHTHOUSE_PRESETS?.split(',').map((s) => s.trim());

/** The id of the first record in a list, wherever the reply nests it (`data`, `data.data`, `data.questions.data`…). */
function firstRecordId(value: unknown): number | undefined {
  const children = Array.isArray(value)
    ? value
    : value && typeof value === 'object'
      ? Object.values(value)
      : [];
  for (const child of children) {
    const id: unknown =
      Array.isArray(value) && child && typeof child === 'object' ? Reflect.get(child, 'id') : undefined;
    if (typeof id === 'number') return id;
    const inner = firstRecordId(child);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

async function firstId(baseURL: string, path: string): Promise<number> {
  const id = firstRecordId((await apiCall<unknown>(baseURL, 'GET', path)).data);
  if (id === undefined) throw new Error(`the demo has nothing at ${path}`);
  return id;
}

async function demoRecords(baseURL: string, token: string): Promise<Demo> {
  const courseId = await firstId(baseURL, '/api/v2/courses?page=1&page_size=1');
  const course = await apiCall<{ videos: Record<string, { id: number }[]> }>(
    baseURL,
    'GET',
    `/api/v2/course/${courseId}`,
  );
  const videoId = Object.values(course.data.videos).flat()[0]?.id;
  if (videoId === undefined) throw new Error('the demo course has no lesson');
  const papers = await apiCall<{ data: { data: { id: number; title: string }[] } }>(
    baseURL,
    'GET',
    '/addons/Paper/api/v1/papers?page=1&page_size=50',
  );
  const paperId = papers.data.data.data.find((p) => p.title === 'Python 语法基础测验')?.id;
  if (paperId === undefined) throw new Error('the demo has no Python 语法基础测验');
  const join = await apiCall<{ record_id: number }>(
    baseURL,
    'GET',
    `/addons/Paper/api/v1/paper/${paperId}/join`,
    undefined,
    token,
  );
  return {
    courseId,
    videoId,
    liveCourseId: await firstId(baseURL, '/addons/zhibo/api/v1/courses?page=1&size=1'),
    bookId: await firstId(baseURL, '/addons/MeeduBooks/api/v1/books'),
    topicId: await firstId(baseURL, '/addons/MeeduTopics/api/v1/topics'),
    pathId: await firstId(baseURL, '/addons/LearnPaths/api/v1/all'),
    questionId: await firstId(baseURL, '/addons/Wenda/api/v1/questions?page=1&page_size=1'),
    announcementId: await firstId(baseURL, '/api/v2/announcements'),
    paperId,
    paperRecordId: join.data.record_id,
  };
}

/** Puts the member's token in the profile's localStorage for the site (the key the storefront reads). */
async function storeToken(port: number, baseURL: string, token: string | null): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the launched Chromium has no default profile');
    const page = await context.newPage();
    await page.goto(`${baseURL}/robots.txt`);
    await page.evaluate((t) => {
      if (t) localStorage.setItem('meedu-user-token', t);
      else localStorage.removeItem('meedu-user-token');
    }, token);
    await page.close();
  } finally {
    // Disconnects only: the browser is chrome-launcher's to close.
    await browser.close();
  }
}

/** The elements an audit found at fault (their markup), when it names any. */
function snippets(details: unknown): string {
  const items: unknown = details && typeof details === 'object' ? Reflect.get(details, 'items') : undefined;
  if (!Array.isArray(items)) return '';
  return items
    .map((item: unknown) => {
      const node: unknown = item && typeof item === 'object' ? Reflect.get(item, 'node') : undefined;
      const snippet: unknown = node && typeof node === 'object' ? Reflect.get(node, 'snippet') : undefined;
      return typeof snippet === 'string' ? snippet : '';
    })
    .filter(Boolean)
    .slice(0, 5)
    .join(' | ');
}

type Scores = Record<(typeof CATEGORIES)[number], number>;

async function audit(port: number, url: string, preset: Preset, member: boolean): Promise<Scores> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // A member page keeps the token stored before it; the others start from an empty profile.
      disableStorageReset: member,
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const scores = {} as Scores;
  for (const id of CATEGORIES) scores[id] = Math.round((categories[id]?.score ?? 0) * 100);
  // What keeps accessibility or SEO under 100, so the table says what to fix.
  for (const id of ['accessibility', 'seo'] as const) {
    const category = categories[id];
    if (!category || category.score === 1) continue;
    const failing = category.auditRefs
      .filter((ref) => ref.weight > 0 && result.lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id);
    console.log(`  ${preset} ${url} ${id}: ${failing.join(', ')}`);
    for (const audit of failing) console.log(`    ${audit}: ${snippets(result.lhr.audits[audit]?.details)}`);
  }
  return scores;
}

async function main() {
  const server = await startServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const rows: string[] = [];
  try {
    const token = await passwordLogin(server.url, DEMO.mobile, DEMO.password);
    const demo = await demoRecords(server.url, token);
    for (const page of PAGES.filter((p) => !ONLY || ONLY.includes(p.name))) {
      await storeToken(chrome.port, server.url, page.member ? token : null);
      for (const preset of PRESETS.filter((p) => !ONLY_PRESETS || ONLY_PRESETS.includes(p))) {
        const path = page.path(demo);
        const s = await audit(chrome.port, `${server.url}${path}`, preset, page.member === true);
        const row = `| ${page.name} | ${preset} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} |`;
        console.log(row);
        rows.push(row);
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  console.log('\n| page | preset | performance | accessibility | best practices | SEO |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
}

await main();
