import { escapeHtml } from '../../lib/html.ts';

/** A link inside the site: a path (the canonical origin is added where an absolute address is needed). */
export interface PageLink {
  name: string;
  path: string;
}

/** A block of the readable body under the heading: a titled list of links or plain items. */
export interface PageSection {
  heading: string;
  items: { name: string; path?: string }[];
}

/**
 * What a crawler reads of one public page, built from the same services as the API: the head's fields and a
 * plain body (heading, summary, sanitised rich text, links to its children).
 */
export interface PublicPage {
  /** The record's name; the title is `name - 站点名` (the home page is the site name alone). */
  name: string;
  description: string;
  /** The canonical path (with its query, when the query picks the record). */
  path: string;
  /** Absolute image address, or '' for the site's logo. */
  image: string;
  ogType: 'website' | 'article' | 'book' | 'video.other';
  /** JSON-LD objects besides the BreadcrumbList (which `breadcrumb` makes). */
  jsonLd: Record<string, unknown>[];
  /** Ancestors of this page, home excluded (home is always first). */
  breadcrumb: PageLink[];
  summary: string;
  /** HTML that has been through lib/sanitize-html already (the only rich text the body takes). */
  safeHtml: string;
  sections: PageSection[];
}

/** The site as the head and JSON-LD name it. */
export interface SiteInfo {
  name: string;
  /** The public origin, no trailing slash. */
  base: string;
  logo: string;
}

export const NOT_FOUND_TITLE = '页面不存在';

/** The index.html of the SPA cut where the head's title and the root's children go. */
export interface IndexTemplate {
  beforeTitle: string;
  betweenTitleAndRoot: string;
  afterRoot: string;
}

const TITLE = /<title>[\s\S]*?<\/title>/;
const EMPTY_ROOT = /<div id="root">\s*<\/div>/;

/** Cuts index.html once per build; null when it lacks the title or the empty root (a page not made by Vite). */
export function cutTemplate(html: string): IndexTemplate | null {
  const title = TITLE.exec(html);
  const root = EMPTY_ROOT.exec(html);
  if (!title || !root || root.index < title.index) return null;
  const titleEnd = title.index + title[0].length;
  return {
    beforeTitle: html.slice(0, title.index),
    betweenTitleAndRoot: html.slice(titleEnd, root.index),
    afterRoot: html.slice(root.index + root[0].length),
  };
}

/** JSON inside `<script>`: `<` escaped so no `</script>` or `<!--` in a record's text can end the block. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const meta = (attr: 'name' | 'property' | 'itemprop', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

/**
 * The server markup's look, kept close to the SPA's first layout (a 60 px header, a 1200 px column) so the swap
 * when the SPA mounts moves nothing a reader would notice. Scoped to `.ssr-page`, which the SPA's markup lacks.
 */
const STYLE =
  '<style>.ssr-page{min-height:100vh;font:14px/1.8 -apple-system,BlinkMacSystemFont,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif;color:#333}' +
  '.ssr-page__header{height:60px;border-bottom:1px solid #f0f0f0;display:flex;align-items:center;gap:24px;padding:0 max(16px,calc(50% - 600px))}' +
  '.ssr-page__main{max-width:1200px;margin:30px auto;padding:0 16px}' +
  '.ssr-page__crumbs ol{list-style:none;display:flex;flex-wrap:wrap;gap:8px;padding:0;margin:0 0 16px}' +
  '.ssr-page__crumbs li+li::before{content:"/";margin-right:8px;color:#646b78}.ssr-page h1{font-size:24px;margin:0 0 12px}' +
  // The storefront's link blue (5.5:1 on its page grey); the header's links stay dark, as the SPA draws them.
  '.ssr-page a{color:#245bdb}.ssr-page__header a{color:#333;text-decoration:none}' +
  '.ssr-page__header nav{display:flex;flex-wrap:wrap;gap:8px 20px}' +
  '.ssr-page img{max-width:100%;height:auto}</style>';

function breadcrumbJsonLd(site: SiteInfo, trail: PageLink[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((link, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: link.name,
      item: `${site.base}${link.path}`,
    })),
  };
}

/** The head of a found page: title, description, canonical, Open Graph, itemprop (WeChat/QQ), JSON-LD. */
function headOf(page: PublicPage, site: SiteInfo, trail: PageLink[]): string {
  const title = page.path === '/' ? site.name : `${page.name} - ${site.name}`;
  const url = `${site.base}${page.path}`;
  const image = page.image || site.logo;
  const ld = [...page.jsonLd, ...(trail.length > 1 ? [breadcrumbJsonLd(site, trail)] : [])];
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:title', title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:image', image),
    meta('property', 'og:url', url),
    meta('property', 'og:type', page.ogType),
    meta('property', 'og:site_name', site.name),
    meta('itemprop', 'name', title),
    meta('itemprop', 'description', page.description),
    meta('itemprop', 'image', image),
    ...ld.map((o) => `<script type="application/ld+json">${scriptJson(o)}</script>`),
    STYLE,
  ].join('');
}

function headerOf(site: SiteInfo, nav: PageLink[]): string {
  const links = nav.map((l) => `<a href="${escapeHtml(l.path)}">${escapeHtml(l.name)}</a>`).join('');
  return `<header class="ssr-page__header"><a href="/"><strong>${escapeHtml(site.name)}</strong></a><nav aria-label="主导航">${links}</nav></header>`;
}

function sectionOf(s: PageSection): string {
  const items = s.items
    .map((i) =>
      i.path === undefined
        ? `<li>${escapeHtml(i.name)}</li>`
        : `<li><a href="${escapeHtml(i.path)}">${escapeHtml(i.name)}</a></li>`,
    )
    .join('');
  return `<section><h2>${escapeHtml(s.heading)}</h2><ul>${items}</ul></section>`;
}

function bodyOf(page: PublicPage, site: SiteInfo, trail: PageLink[], nav: PageLink[]): string {
  const crumbs =
    trail.length > 1
      ? `<nav class="ssr-page__crumbs" aria-label="面包屑"><ol>${trail
          .map((l, i) =>
            i === trail.length - 1
              ? `<li aria-current="page">${escapeHtml(l.name)}</li>`
              : `<li><a href="${escapeHtml(l.path)}">${escapeHtml(l.name)}</a></li>`,
          )
          .join('')}</ol></nav>`
      : '';
  const summary = page.summary ? `<p>${escapeHtml(page.summary)}</p>` : '';
  const rich = page.safeHtml ? `<div>${page.safeHtml}</div>` : '';
  return `<div class="ssr-page">${headerOf(site, nav)}<main class="ssr-page__main">${crumbs}<h1>${escapeHtml(
    page.name,
  )}</h1>${summary}${rich}${page.sections.map(sectionOf).join('')}</main></div>`;
}

/** index.html with a found page's head and readable body filled in before any script runs. */
export function renderPage(t: IndexTemplate, page: PublicPage, site: SiteInfo, nav: PageLink[]): string {
  const trail = [{ name: '首页', path: '/' }, ...page.breadcrumb, ...(page.path === '/' ? [] : [page])];
  return `${t.beforeTitle}${headOf(page, site, trail)}${t.betweenTitleAndRoot}<div id="root">${bodyOf(
    page,
    site,
    trail,
    nav,
  )}</div>${t.afterRoot}`;
}

/** The not-found answer: the SPA's 404 text (页面不存在, 返回首页), never indexed. */
export function renderNotFound(t: IndexTemplate, site: SiteInfo): string {
  const head = `<title>${escapeHtml(`${NOT_FOUND_TITLE} - ${site.name}`)}</title><meta name="robots" content="noindex">${STYLE}`;
  const body =
    '<div class="ssr-page" style="display:flex;align-items:center;justify-content:center">' +
    `<main style="text-align:center"><h1>404</h1><p>${NOT_FOUND_TITLE}</p><p><a href="/">返回首页</a></p></main></div>`;
  return `${t.beforeTitle}${head}${t.betweenTitleAndRoot}<div id="root">${body}</div>${t.afterRoot}`;
}

/** index.html as it is, with `noindex` added: member, order, player and search pages. */
export function withNoindex(html: string): string {
  return html.replace('</head>', '<meta name="robots" content="noindex"></head>');
}
