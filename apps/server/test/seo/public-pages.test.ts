import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ADDONS } from '../../src/config.ts';
import { seedDemo } from '../../src/seed/index.ts';
import { getSettings, setSetting } from '../../src/settings/settings.ts';
import { registerStatic } from '../../src/static.ts';
import { createTestContext, type TestContext } from '../helpers.ts';

/** The built index.html as Vite writes it: a title and an empty root, scripts after. */
const INDEX =
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8"><title>在线学习</title>' +
  '<script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';
const BASE = 'http://localhost:8080';
const HOSTILE = '</title><script>alert(1)</script>"&\'';
const PAID_MARKER = '付费部分只给买过的人';

let ctx: TestContext;
let site = '';
let webDist: string;
const ids = { course: 0, hidden: 0, live: 0, book: 0, topic: 0, path: 0, question: 0, announcement: 0 };

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'meedu-seo-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  ctx = await createTestContext({ webDist, uploadDir: path.join(webDist, 'uploads') });
  await seedDemo(ctx);
  await setSetting(ctx.db, 'enabled_addons', [...ALL_ADDONS]);
  registerStatic(ctx.app, ctx);
  site = (await getSettings(ctx.db)).webname;
  const { db } = ctx;
  const shown = (t: 'courses' | 'live_courses' | 'books' | 'learn_paths') =>
    db.selectFrom(t).select('id').where('is_show', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  ids.course = (await shown('courses')).id;
  ids.live = (await shown('live_courses')).id;
  ids.book = (await shown('books')).id;
  ids.path = (await shown('learn_paths')).id;
  ids.hidden = (
    await db
      .selectFrom('courses')
      .select('id')
      .where('id', '!=', ids.course)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db.updateTable('courses').set({ is_show: 0 }).where('id', '=', ids.hidden).execute();
  await db.updateTable('courses').set({ title: HOSTILE }).where('id', '=', ids.course).execute();
  const paid = await db
    .selectFrom('topics')
    .select('id')
    .where('is_show', '=', 1)
    .where('charge', '>', 0)
    .where('is_free', '=', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  ids.topic = paid.id;
  await db
    .updateTable('topics')
    .set({
      render_content: `<p>${PAID_MARKER}</p>`,
      free_content_render: '<p>免费部分<img src=x onerror=alert(1)></p>',
    })
    .where('id', '=', ids.topic)
    .execute();
  ids.question = (
    await db.selectFrom('wenda_questions').select('id').orderBy('id').executeTakeFirstOrThrow()
  ).id;
  ids.announcement = (
    await db.selectFrom('announcements').select('id').orderBy('id').executeTakeFirstOrThrow()
  ).id;
});

afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

/** A crawler's request: HTML, no scripts run; the page as served. */
async function crawl(url: string) {
  const res = await ctx.app.request(url, { headers: { accept: 'text/html' } });
  const html = await res.text();
  const attr = (re: RegExp) => re.exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown> & { '@type': string },
  );
  return {
    status: res.status,
    html,
    title: attr(/<title>([\s\S]*?)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)">/),
    canonical: attr(/<link rel="canonical" href="([^"]*)">/),
    og: (p: string) => attr(new RegExp(`<meta property="og:${p}" content="([^"]*)">`)),
    itemprop: (p: string) => attr(new RegExp(`<meta itemprop="${p}" content="([^"]*)">`)),
    h1: attr(/<h1>([\s\S]*?)<\/h1>/),
    jsonLd,
    /** The JSON-LD object of a type, read as the shape the test expects of it (undefined when absent). */
    ld: <T = Record<string, unknown>>(type: string) =>
      jsonLd.find((o) => o['@type'] === type) as T | undefined,
  };
}

/** What every found page carries: title `名称 - 站点名`, description, canonical, Open Graph and itemprop. */
async function expectPage(url: string, canonicalPath: string) {
  const page = await crawl(url);
  expect(page.status).toBe(200);
  expect(page.title).toMatch(new RegExp(` - ${site}$|^${site}$`));
  expect(page.description?.length).toBeGreaterThan(0);
  expect(page.canonical).toBe(`${BASE}${canonicalPath}`);
  expect(page.og('url')).toBe(`${BASE}${canonicalPath}`);
  expect(page.og('title')).toBe(page.title);
  expect(page.og('image')).toMatch(/^https?:\/\//);
  expect(page.itemprop('name')).toBe(page.title);
  expect(page.itemprop('image')).toBe(page.og('image'));
  expect(page.html).not.toContain('noindex');
  // The readable body sits inside the SPA's root, which the SPA replaces as it mounts.
  expect(page.html).toMatch(/<div id="root"><div class="ssr-page">[\s\S]*<h1>/);
  return page;
}

function expectBreadcrumb(page: Awaited<ReturnType<typeof crawl>>, last: string) {
  const crumbs = page.ld<{
    itemListElement: { position: number; name: string; item: string }[];
  }>('BreadcrumbList')!;
  expect(crumbs.itemListElement[0]).toMatchObject({ position: 1, name: '首页', item: `${BASE}/` });
  expect(crumbs.itemListElement.at(-1)?.item).toBe(`${BASE}${last}`);
}

describe('crawlable public pages', () => {
  it('home: the site as Organization and WebSite with a SearchAction', async () => {
    const page = await expectPage('/', '/');
    expect(page.title).toBe(site);
    expect(page.h1).toBe(site);
    expect(page.ld('Organization')).toMatchObject({ name: site, url: `${BASE}/` });
    const webSite = page.ld<{
      potentialAction: { '@type': string; target: { urlTemplate: string } };
    }>('WebSite')!;
    expect(webSite.potentialAction['@type']).toBe('SearchAction');
    expect(webSite.potentialAction.target.urlTemplate).toBe(`${BASE}/search?keywords={search_term_string}`);
    expect(page.html).toContain(`href="/courses/detail/${ids.course}"`);
  });

  it('course: Course with Offer and provider, escaped hostile title, chapters in the body', async () => {
    const page = await expectPage(`/courses/detail/${ids.course}`, `/courses/detail/${ids.course}`);
    expect(page.html).not.toContain('<script>alert(1)</script>');
    expect(page.title).toBe(`&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&amp;&#39; - ${site}`);
    expect(page.h1).toBe('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&amp;&#39;');
    const course = page.ld<Record<string, { [k: string]: unknown }>>('Course')!;
    expect(course.name).toBe(HOSTILE);
    expect(course.description).toBeTruthy();
    expect(course.provider).toMatchObject({ '@type': 'Organization', name: site });
    expect(course.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'CNY' });
    expect(course.offers?.price).toMatch(/^\d+\.\d\d$/);
    expectBreadcrumb(page, `/courses/detail/${ids.course}`);
    expect(page.og('type')).toBe('video.other');
  });

  it('a hidden course answers 404 with the not-found text and noindex, and leaves the sitemap', async () => {
    const page = await crawl(`/courses/detail/${ids.hidden}`);
    expect(page.status).toBe(404);
    expect(page.html).toContain('<meta name="robots" content="noindex">');
    expect(page.html).toContain('页面不存在');
    expect((await crawl('/courses/detail/99999999')).status).toBe(404);
    expect((await crawl('/courses/detail/abc')).status).toBe(404);

    const index = await (await ctx.app.request('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex');
    expect(index).toContain(`<loc>${BASE}/sitemaps/courses-1.xml</loc><lastmod>`);
    const courses = await (await ctx.app.request('/sitemaps/courses-1.xml')).text();
    expect(courses).toMatch(
      new RegExp(
        `<url><loc>${BASE}/courses/detail/${ids.course}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:]{8}Z</lastmod></url>`,
      ),
    );
    expect(courses).not.toContain(`/courses/detail/${ids.hidden}<`);
    const pages = await (await ctx.app.request('/sitemaps/pages.xml')).text();
    expect(pages).toContain(`<loc>${BASE}/courses</loc>`);
    expect((await ctx.app.request('/sitemaps/courses-2.xml')).status).not.toBe(200);
  });

  it('an unpublished book answers 404 and leaves its sitemap', async () => {
    const { id } = await ctx.db
      .selectFrom('books')
      .select('id')
      .where('id', '!=', ids.book)
      .where('is_show', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const listed = async () =>
      (await (await ctx.app.request('/sitemaps/books-1.xml')).text()).includes(`/book/detail/${id}<`);
    expect(await listed()).toBe(true);
    await ctx.db
      .updateTable('books')
      .set({ published_at: '2999-01-01 00:00:00' })
      .where('id', '=', id)
      .execute();
    expect((await crawl(`/book/detail/${id}`)).status).toBe(404);
    expect(await listed()).toBe(false);
  });

  it('live and book: Course and Book', async () => {
    const live = await expectPage(`/live/detail/${ids.live}`, `/live/detail/${ids.live}`);
    expect(live.ld('Course')).toMatchObject({
      provider: { name: site },
      offers: { priceCurrency: 'CNY' },
    });
    const book = await expectPage(`/book/detail/${ids.book}`, `/book/detail/${ids.book}`);
    expect(book.ld('Book')).toMatchObject({ publisher: { name: site }, offers: { '@type': 'Offer' } });
    expect(book.ld<{ name: string }>('Book')!.name).toBe(book.h1);
    expectBreadcrumb(book, `/book/detail/${ids.book}`);
  });

  it('article: Article JSON-LD, sanitised free part, never the paid part; no view counted', async () => {
    const before = await ctx.db
      .selectFrom('topics')
      .select('view_times')
      .where('id', '=', ids.topic)
      .executeTakeFirstOrThrow();
    const page = await expectPage(`/topic/detail/${ids.topic}`, `/topic/detail/${ids.topic}`);
    const article = page.ld<Record<string, unknown>>('Article')!;
    expect(article).toMatchObject({ headline: page.h1, author: { '@type': 'Organization' } });
    expect(article.datePublished).toMatch(/^\d{4}-/);
    expect(page.html).toContain('免费部分');
    expect(page.html).not.toContain(PAID_MARKER);
    expect(page.html).not.toContain('onerror');
    const after = await ctx.db
      .selectFrom('topics')
      .select('view_times')
      .where('id', '=', ids.topic)
      .executeTakeFirstOrThrow();
    expect(after.view_times).toBe(before.view_times);
  });

  it('learning path, question and announcement', async () => {
    const lp = await expectPage(`/learnPath/detail/${ids.path}`, `/learnPath/detail/${ids.path}`);
    expectBreadcrumb(lp, `/learnPath/detail/${ids.path}`);
    expect(lp.html).toMatch(/<a href="\/(courses|live|book|topic)\/detail\/\d+">/);
    const q = await expectPage(`/wenda/detail/${ids.question}`, `/wenda/detail/${ids.question}`);
    expect(q.ld('QAPage')).toMatchObject({ mainEntity: { '@type': 'Question', name: expect.any(String) } });
    const a = await expectPage(
      `/announcement?id=${ids.announcement}`,
      `/announcement?id=${ids.announcement}`,
    );
    expect(a.ld('Article')).toMatchObject({ headline: a.h1 });
  });

  it('lists link to their records', async () => {
    for (const [url, child] of [
      ['/courses', '/courses/detail/'],
      ['/live', '/live/detail/'],
      ['/book', '/book/detail/'],
      ['/topic', '/topic/detail/'],
      ['/learnPath', '/learnPath/detail/'],
      ['/wenda', '/wenda/detail/'],
      ['/announcement', '/announcement?id='],
    ] as const) {
      const page = await expectPage(url, url);
      expect(page.html, url).toContain(`<a href="${child}`);
      expectBreadcrumb(page, url);
    }
  });

  it('robots.txt keeps members, orders, players and the console out and names the sitemap', async () => {
    const robots = await (await ctx.app.request('/robots.txt')).text();
    for (const p of [
      '/member',
      '/order',
      '/courses/video/',
      '/live/video/',
      '/book/read/',
      '/search',
      '/admin',
    ])
      expect(robots).toContain(`Disallow: ${p}\n`);
    expect(robots).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });

  it('member, order, player and search pages say noindex', async () => {
    for (const url of [
      '/member/orders',
      '/order/pay',
      '/courses/video/1',
      '/search?keywords=a',
      '/exam/papers/play',
    ]) {
      const res = await ctx.app.request(url, { headers: { accept: 'text/html' } });
      expect(res.status, url).toBe(200);
      expect(await res.text(), url).toContain('<meta name="robots" content="noindex">');
    }
    const vip = await (await ctx.app.request('/vip', { headers: { accept: 'text/html' } })).text();
    expect(vip).not.toContain('noindex');
  });
});
