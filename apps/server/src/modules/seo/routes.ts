import type { Context, Hono, Next } from 'hono';
import type { AppDeps, AppEnv } from '../../deps.ts';
import { escapeHtml } from '../../lib/html.ts';
import { nowDb } from '../../lib/http.ts';
import { publicBase } from '../../lib/public-url.ts';
import { microCache } from '../../middleware/micro-cache.ts';
import { cutTemplate, renderNotFound, renderPage, withNoindex, type IndexTemplate } from './document.ts';
import { sitemapCount, sitemapRows, type SitemapTable } from './repository.ts';
import { buildPage, PAGE_KINDS, siteInfo, siteSections, type PageKind } from './service.ts';

/** The sitemap protocol's limit of addresses per file. */
export const SITEMAP_MAX_URLS = 50_000;

/** Records with pages, each with the storefront address of one and the addon its pages belong to. */
const SITEMAP_KINDS: { name: string; table: SitemapTable; path: (id: number) => string; addon?: string }[] = [
  { name: 'courses', table: 'courses', path: (id) => `/courses/detail/${id}` },
  { name: 'live', table: 'live_courses', path: (id) => `/live/detail/${id}`, addon: 'Zhibo' },
  { name: 'books', table: 'books', path: (id) => `/book/detail/${id}`, addon: 'MeeduBooks' },
  { name: 'topics', table: 'topics', path: (id) => `/topic/detail/${id}`, addon: 'MeeduTopics' },
  { name: 'paths', table: 'learn_paths', path: (id) => `/learnPath/detail/${id}` },
  { name: 'wenda', table: 'wenda_questions', path: (id) => `/wenda/detail/${id}`, addon: 'Wenda' },
  { name: 'announcements', table: 'announcements', path: (id) => `/announcement?id=${id}` },
];

/**
 * Pages no search engine should index: the member centre, orders, players and readers, exam runners, search
 * results, the account screens. robots.txt keeps crawlers out of them and their page says `noindex`.
 */
const PRIVATE_PREFIXES = [
  '/member',
  '/order',
  '/courses/video/',
  '/live/video/',
  '/book/read/',
  '/search',
  '/study-center',
  '/share',
  '/login',
  '/bind-mobile',
  '/face-check',
  '/error',
];
const EXAM_RUNNER = /^\/exam\/[^/]+\/play(?:\/|$)/;

export function isPrivatePage(path: string): boolean {
  return (
    EXAM_RUNNER.test(path) ||
    PRIVATE_PREFIXES.some((p) =>
      p.endsWith('/') ? path.startsWith(p) : path === p || path.startsWith(`${p}/`),
    )
  );
}

export function robotsTxt(base: string): string {
  const disallowed = [...PRIVATE_PREFIXES, '/exam/*/play', '/admin', '/api/', '/addons/'];
  return `User-agent: *\n${disallowed.map((p) => `Disallow: ${p}`).join('\n')}\n\nSitemap: ${base}/sitemap.xml\n`;
}

/** `YYYY-MM-DD HH:MM:SS` (database time, UTC) as the W3C date a sitemap's lastmod takes. */
const w3cTime = (dbTime: string) => `${String(dbTime).slice(0, 19).replace(' ', 'T')}Z`;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const urlEntry = (loc: string, lastmod?: string | null) =>
  `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${w3cTime(lastmod)}</lastmod>` : ''}</url>`;

/** The index.html of the build cut once per build (the reader returns the same string until the file changes). */
function templateReader(
  readIndex: () => string | null,
): () => { html: string; template: IndexTemplate | null } | null {
  let last: { html: string; template: IndexTemplate | null } | null = null;
  return () => {
    const html = readIndex();
    if (html === null) return null;
    if (last?.html !== html) last = { html, template: cutTemplate(html) };
    return last;
  };
}

/**
 * The crawlable public pages, sitemap.xml and robots.txt, registered before the SPA fallback (static.ts). Pages
 * are the same for every reader (they never read a token), so they share the catalogue's micro-cache; a page
 * not found answers 404 with the SPA's not-found text and `noindex`, and is never kept.
 */
export function registerPublicPages(app: Hono<AppEnv>, deps: AppDeps, readIndex: () => string | null): void {
  const read = templateReader(readIndex);
  const cached = microCache(deps.config.responseCacheMs, 'everyone');

  const page = (kind: PageKind) => async (c: Context, next: Next) => {
    const index = read();
    if (index === null || index.template === null) return next();
    const base = publicBase(c, deps.config);
    const site = await siteInfo(deps.db, base);
    const request = {
      id: c.req.param('id'),
      query: (name: string) => c.req.query(name),
      now: nowDb(deps.clock),
      base,
    };
    const found = await buildPage(deps.db, kind, request, site);
    c.header('Cache-Control', 'no-cache');
    if (found === null) {
      c.header('X-Robots-Tag', 'noindex');
      return c.html(renderNotFound(index.template, site), 404);
    }
    return c.html(renderPage(index.template, found, site, siteSections(site.addons)));
  };
  for (const kind of PAGE_KINDS) app.get(kind.route, cached, page(kind));

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt(publicBase(c, deps.config)));
  });

  app.get('/sitemap.xml', cached, async (c) => {
    const base = publicBase(c, deps.config);
    const now = nowDb(deps.clock);
    const site = await siteInfo(deps.db, base);
    const entries = [`<sitemap><loc>${escapeHtml(`${base}/sitemaps/pages.xml`)}</loc></sitemap>`];
    for (const kind of SITEMAP_KINDS) {
      if (kind.addon && !site.addons.includes(kind.addon)) continue;
      const { total, lastmod } = await sitemapCount(deps.db, kind.table, now);
      for (let n = 1; (n - 1) * SITEMAP_MAX_URLS < total; n += 1) {
        const loc = escapeHtml(`${base}/sitemaps/${kind.name}-${n}.xml`);
        const mod = lastmod ? `<lastmod>${w3cTime(lastmod)}</lastmod>` : '';
        entries.push(`<sitemap><loc>${loc}</loc>${mod}</sitemap>`);
      }
    }
    return xml(c, `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">${entries.join('')}</sitemapindex>`);
  });

  app.get('/sitemaps/:file{[a-z]+(?:-[0-9]+)?\\.xml}', cached, async (c, next) => {
    const base = publicBase(c, deps.config);
    const site = await siteInfo(deps.db, base);
    const file = c.req.param('file').slice(0, -'.xml'.length);
    if (file === 'pages') {
      const lists = [{ path: '/' }, ...siteSections(site.addons)];
      return xml(c, urlSet(lists.map((l) => urlEntry(`${base}${l.path}`))));
    }
    const [name, number] = file.split('-');
    const kind = SITEMAP_KINDS.find((k) => k.name === name);
    const n = Number(number);
    if (!kind || !Number.isSafeInteger(n) || n < 1 || (kind.addon && !site.addons.includes(kind.addon)))
      return next();
    const rows = await sitemapRows(deps.db, kind.table, nowDb(deps.clock), {
      size: SITEMAP_MAX_URLS,
      offset: (n - 1) * SITEMAP_MAX_URLS,
    });
    if (rows.length === 0 && n > 1) return next();
    return xml(c, urlSet(rows.map((r) => urlEntry(`${base}${kind.path(r.id)}`, r.updated_at))));
  });

  // Every other storefront page: the SPA's index.html, with noindex where the page is a member's own.
  app.get('*', (c, next) => {
    if (!isPrivatePage(c.req.path)) return next();
    // A file asked for under such a path is the static files' to answer (a 404 when missing), as static.ts does.
    if (/\.[^/]*$/.test(c.req.path) && !(c.req.header('accept') ?? '').includes('text/html')) return next();
    const index = read();
    if (index === null) return next();
    c.header('Cache-Control', 'no-cache');
    c.header('X-Robots-Tag', 'noindex');
    return c.html(withNoindex(index.html));
  });
}

const urlSet = (urls: string[]) => `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">${urls.join('')}</urlset>`;

function xml(c: Context, body: string): Response {
  c.header('Content-Type', 'application/xml; charset=utf-8');
  c.header('Cache-Control', 'no-cache');
  return c.body(body);
}
