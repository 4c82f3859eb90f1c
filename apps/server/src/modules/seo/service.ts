import type { AddonName } from '@meedu/contract';
import type { Db } from '../../db/index.ts';
import { ApiError } from '../../lib/envelope.ts';
import { htmlToText } from '../../lib/html.ts';
import { idParam } from '../../lib/http.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { getSettings, publicAssetUrl } from '../../settings/settings.ts';
import { announcementById, announcementPage } from '../announcement/service.ts';
import { bookDetail, bookPage } from '../book/service.ts';
import { courseDetailReply, coursePage } from '../course/service.ts';
import { pathDetailReply, pathPage } from '../learn-path/service.ts';
import { liveDetail, livePage } from '../live/service.ts';
import { topicDetail, topicPage } from '../topic/service.ts';
import { questionDetail, questionPage } from '../wenda/service.ts';
import type { PageLink, PageSection, PublicPage, SiteInfo } from './document.ts';

/**
 * The crawlable pages: each public route of the storefront (SPEC §2) read through the same services as its API
 * reply, as a visitor (no member's fields), without counting a view.
 */

/** What a page builder is given: the route's id (when it has one), the query, the clock's now, the origin. */
export interface PageRequest {
  id: string | undefined;
  query: (name: string) => string | undefined;
  now: string;
  base: string;
}

type Builder = (db: Db, r: PageRequest, site: SiteInfo) => Promise<PublicPage>;

export interface PageKind {
  /** The storefront route (Hono pattern). */
  route: string;
  /** The addon the page belongs to; the page is not found while the addon is off. */
  addon?: AddonName;
  build: Builder;
}

const PAGE_SIZE = 16;
const DESCRIPTION_CHARS = 150;

/** Plain text for a meta description: tags dropped, blanks folded, cut at 150 characters. */
export function describe(...candidates: string[]): string {
  for (const c of candidates) {
    const text = htmlToText(c).replace(/\s+/g, ' ').trim();
    if (text) return text.length > DESCRIPTION_CHARS ? `${text.slice(0, DESCRIPTION_CHARS - 1)}…` : text;
  }
  return '';
}

function pageNumber(r: PageRequest): number {
  const n = Number(r.query('page') ?? '1');
  return Number.isSafeInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

const paging = (page: number) => ({ page, size: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });

/** A catalogue's list page: the page of `read`'s items the request asks for, each linked by `link`. */
function catalogueList<T>(
  list: PageLink,
  read: (db: Db, r: PageRequest, page: number) => Promise<{ total: number; data: T[] }>,
  link: (item: T) => PageLink,
): Builder {
  return async (db, r) => {
    const page = pageNumber(r);
    const { total, data } = await read(db, r, page);
    return listPageOf(list, page, total, data.map(link));
  };
}

const pagedPath = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);

/** A list page's children and, when there are more, the link to the next page. */
function listSections(
  heading: string,
  path: string,
  page: number,
  total: number,
  items: PageLink[],
): PageSection[] {
  const sections: PageSection[] = [{ heading, items }];
  if (page * PAGE_SIZE < total)
    sections.push({ heading: '更多', items: [{ name: '下一页', path: pagedPath(path, page + 1) }] });
  return sections;
}

const organization = (site: SiteInfo) => ({ '@type': 'Organization', name: site.name, url: `${site.base}/` });

const offer = (price: number, url: string) => ({
  '@type': 'Offer',
  price: price.toFixed(2),
  priceCurrency: 'CNY',
  availability: 'https://schema.org/InStock',
  url,
  category: price > 0 ? 'Paid' : 'Free',
});

const ld = (type: string, fields: Record<string, unknown>) => ({
  '@context': 'https://schema.org',
  '@type': type,
  ...fields,
});

function courseJsonLd(
  site: SiteInfo,
  c: { name: string; description: string; image: string; price: number; path: string },
) {
  const url = `${site.base}${c.path}`;
  return ld('Course', {
    name: c.name,
    description: c.description || c.name,
    image: c.image || undefined,
    url,
    provider: organization(site),
    offers: offer(c.price, url),
  });
}

/** Values of a PHP map (an array when empty, an object keyed by id otherwise). */
const mapValues = <T>(m: Record<string, T> | T[]): T[] => (Array.isArray(m) ? m : Object.values(m));

const LISTS = {
  courses: { name: '全部课程', path: '/courses' },
  live: { name: '直播课', path: '/live' },
  books: { name: '电子书', path: '/book' },
  topics: { name: '图文', path: '/topic' },
  paths: { name: '学习路径', path: '/learnPath' },
  wenda: { name: '问答', path: '/wenda' },
  announcements: { name: '公告', path: '/announcement' },
} as const satisfies Record<string, PageLink>;

/** The list pages a site shows, in the header's order, those of addons that are off left out. */
export function siteSections(addons: readonly string[]): PageLink[] {
  return PAGE_KINDS.filter((k) => k.list && (!k.addon || addons.includes(k.addon))).map((k) => k.list!);
}

// ---------------------------------------------------------------- builders

const home: Builder = async (db, r, site) => {
  const settings = await getSettings(db);
  const latest = await coursePage(db, { now: r.now, categoryId: 0, scene: 'latest' }, paging(1), r.base, '');
  return {
    name: site.name,
    description: describe(settings.aboutus_content, `${site.name}：在线课程、直播、电子书与问答。`),
    path: '/',
    image: '',
    ogType: 'website',
    jsonLd: [
      ld('Organization', { name: site.name, url: `${site.base}/`, logo: site.logo }),
      ld('WebSite', {
        name: site.name,
        url: `${site.base}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${site.base}/search?keywords={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      }),
    ],
    breadcrumb: [],
    summary: '',
    safeHtml: '',
    sections: [
      {
        heading: '最新课程',
        items: latest.data.map((c) => ({ name: c.title, path: `/courses/detail/${c.id}` })),
      },
    ],
  };
};

const courseList = catalogueList(
  LISTS.courses,
  (db, r, page) => coursePage(db, { now: r.now, categoryId: 0, scene: 'latest' }, paging(page), r.base, ''),
  (c) => ({ name: c.title, path: `/courses/detail/${c.id}` }),
);

const course: Builder = async (db, r, site) => {
  const reply = await courseDetailReply(db, idParam(r.id), undefined, r.now, r.base);
  const c = reply.course;
  // The API answers a published course whatever its 显示 switch (as MeEdu); a hidden one is not for crawlers.
  if (c.is_show !== 1) throw new ApiError('错误');
  const path = `/courses/detail/${c.id}`;
  const description = describe(c.seo_description ?? '', c.short_description, c.render_desc);
  const videos = mapValues(reply.videos).flat();
  const chapters = reply.chapters.map((ch): PageSection => ({
    heading: ch.title,
    items: videos.filter((v) => v.chapter_id === ch.id).map((v) => ({ name: v.title })),
  }));
  const loose = videos.filter((v) => !reply.chapters.some((ch) => ch.id === v.chapter_id));
  return {
    name: c.title,
    description,
    path,
    image: c.thumb,
    ogType: 'video.other',
    jsonLd: [courseJsonLd(site, { name: c.title, description, image: c.thumb, price: c.charge, path })],
    breadcrumb: [LISTS.courses],
    summary: c.short_description,
    safeHtml: sanitizeHtml(c.render_desc),
    sections: [
      ...chapters.filter((s) => s.items.length > 0),
      ...(loose.length > 0 ? [{ heading: '课程目录', items: loose.map((v) => ({ name: v.title })) }] : []),
    ],
  };
};

const liveList = catalogueList(
  LISTS.live,
  async (db, r, page) => (await livePage(db, { page, size: PAGE_SIZE, cid: 0 }, r.now, r.base)).data,
  (c) => ({ name: c.title, path: `/live/detail/${c.id}` }),
);

const live: Builder = async (db, r, site) => {
  const reply = await liveDetail(db, idParam(r.id), undefined, r.now, r.base);
  const c = reply.course;
  const path = `/live/detail/${c.id}`;
  const description = describe(c.short_description, c.render_desc);
  const lessons = Object.values(reply.videos).flat();
  return {
    name: c.title,
    description,
    path,
    image: c.thumb,
    ogType: 'video.other',
    jsonLd: [courseJsonLd(site, { name: c.title, description, image: c.thumb, price: c.charge, path })],
    breadcrumb: [LISTS.live],
    summary: c.short_description,
    safeHtml: sanitizeHtml(c.render_desc),
    sections:
      lessons.length > 0 ? [{ heading: '直播排课', items: lessons.map((v) => ({ name: v.title })) }] : [],
  };
};

const bookList = catalogueList(
  LISTS.books,
  async (db, r, page) => (await bookPage(db, 0, paging(page), r.now, r.base)).data,
  (b) => ({ name: b.name, path: `/book/detail/${b.id}` }),
);

const book: Builder = async (db, r, site) => {
  const reply = await bookDetail(db, idParam(r.id), undefined, r.now, r.base, { countView: false });
  const b = reply.book;
  const path = `/book/detail/${b.id}`;
  const url = `${site.base}${path}`;
  const description = describe(b.short_desc, b.render_desc);
  const articles = mapValues(reply.articles).flat();
  return {
    name: b.name,
    description,
    path,
    image: b.thumb,
    ogType: 'book',
    jsonLd: [
      ld('Book', {
        name: b.name,
        description: description || b.name,
        image: b.thumb || undefined,
        url,
        publisher: organization(site),
        offers: offer(b.charge, url),
      }),
    ],
    breadcrumb: [LISTS.books],
    summary: b.short_desc,
    safeHtml: sanitizeHtml(b.render_desc),
    sections:
      articles.length > 0 ? [{ heading: '目录', items: articles.map((a) => ({ name: a.title })) }] : [],
  };
};

const topicList = catalogueList(
  LISTS.topics,
  async (db, r, page) => (await topicPage(db, 0, paging(page), r.now, r.base)).data,
  (t) => ({ name: t.title, path: `/topic/detail/${t.id}` }),
);

const topic: Builder = async (db, r, site) => {
  // As a visitor: the reply holds the paid part (render_content) only for a free article.
  const { topic: t } = await topicDetail(db, idParam(r.id), undefined, r.now, r.base, { countView: false });
  const text = `${t.free_content_render}${t.render_content ?? ''}`;
  const description = describe(text);
  return {
    name: t.title,
    description,
    path: `/topic/detail/${t.id}`,
    image: t.thumb,
    ogType: 'article',
    jsonLd: [
      ld('Article', {
        headline: t.title,
        description: description || t.title,
        image: t.thumb ? [t.thumb] : undefined,
        datePublished: t.created_at,
        author: organization(site),
        publisher: { ...organization(site), logo: { '@type': 'ImageObject', url: site.logo } },
        mainEntityOfPage: `${site.base}/topic/detail/${t.id}`,
        isAccessibleForFree: t.charge === 0,
      }),
    ],
    breadcrumb: [LISTS.topics],
    summary: '',
    safeHtml: sanitizeHtml(text),
    sections: [],
  };
};

const pathList = catalogueList(
  LISTS.paths,
  async (db, r, page) => (await pathPage(db, { now: r.now, categoryId: 0 }, paging(page), r.base)).data,
  (p) => ({ name: p.name, path: `/learnPath/detail/${p.id}` }),
);

/** Where a learning path's item is shown in the storefront (papers need a login, so they are not linked). */
const ITEM_PATHS: Partial<Record<string, (id: number) => string>> = {
  course: (id) => `/courses/detail/${id}`,
  live: (id) => `/live/detail/${id}`,
  book: (id) => `/book/detail/${id}`,
  topic: (id) => `/topic/detail/${id}`,
};

const learnPath: Builder = async (db, r) => {
  const reply = await pathDetailReply(db, idParam(r.id), undefined, r.now, r.base);
  const p = reply.data;
  return {
    name: p.name,
    description: describe(p.desc, p.name),
    path: `/learnPath/detail/${p.id}`,
    image: p.thumb,
    ogType: 'website',
    jsonLd: [],
    breadcrumb: [LISTS.paths],
    summary: htmlToText(p.desc),
    safeHtml: '',
    sections: reply.steps.map((s) => ({
      heading: s.name,
      items: s.courses.map((i) => ({
        name: `${i.type_text}：${i.name}`,
        path: ITEM_PATHS[i.type]?.(i.other_id),
      })),
    })),
  };
};

const questionList = catalogueList(
  LISTS.wenda,
  async (db, _r, page) => (await questionPage(db, { scene: 'default', categoryId: 0 }, paging(page))).data,
  (q) => ({ name: q.title, path: `/wenda/detail/${q.id}` }),
);

const question: Builder = async (db, r, site) => {
  const reply = await questionDetail(db, idParam(r.id), undefined, r.base, { countView: false });
  const q = reply.question;
  const path = `/wenda/detail/${q.id}`;
  const answer = (a: (typeof reply.answers)[number]) => ({
    '@type': 'Answer',
    text: htmlToText(a.render_content),
    dateCreated: a.created_at,
    upvoteCount: a.vote_count,
    url: `${site.base}${path}#answer-${a.id}`,
    author: { '@type': 'Person', name: a.user?.nick_name ?? '学员' },
  });
  const accepted = reply.answers.filter((a) => a.is_correct === 1);
  const others = reply.answers.filter((a) => a.is_correct !== 1);
  return {
    name: q.title,
    description: describe(q.render_content, q.title),
    path,
    image: '',
    ogType: 'article',
    jsonLd: [
      ld('QAPage', {
        mainEntity: {
          '@type': 'Question',
          name: q.title,
          text: htmlToText(q.render_content) || q.title,
          answerCount: q.answer_count,
          dateCreated: q.created_at,
          author: { '@type': 'Person', name: '学员' },
          ...(accepted[0] ? { acceptedAnswer: answer(accepted[0]) } : {}),
          ...(others.length > 0 ? { suggestedAnswer: others.map(answer) } : {}),
        },
      }),
    ],
    breadcrumb: [LISTS.wenda],
    summary: '',
    safeHtml: sanitizeHtml(q.render_content),
    sections:
      reply.answers.length > 0
        ? [{ heading: '回答', items: reply.answers.map((a) => ({ name: htmlToText(a.render_content) })) }]
        : [],
  };
};

const announcementList = catalogueList(
  LISTS.announcements,
  (db, _r, page) => announcementPage(db, PAGE_SIZE, (page - 1) * PAGE_SIZE),
  (a) => ({ name: a.title, path: `/announcement?id=${a.id}` }),
);

/** `/announcement?id=N` shows one announcement; without an id, the list of them. */
const announcement: Builder = async (db, r, site) => {
  const id = r.query('id');
  if (id === undefined || id === '') return announcementList(db, r, site);
  const a = await announcementById(db, idParam(id));
  const description = describe(a.announcement, a.title);
  return {
    name: a.title,
    description,
    path: `/announcement?id=${a.id}`,
    image: '',
    ogType: 'article',
    jsonLd: [
      ld('Article', {
        headline: a.title,
        description,
        datePublished: a.created_at,
        dateModified: a.updated_at,
        author: organization(site),
        publisher: { ...organization(site), logo: { '@type': 'ImageObject', url: site.logo } },
      }),
    ],
    breadcrumb: [LISTS.announcements],
    summary: '',
    safeHtml: sanitizeHtml(a.announcement),
    sections: [],
  };
};

function listPageOf(list: PageLink, page: number, total: number, items: PageLink[]): PublicPage {
  return {
    name: page > 1 ? `${list.name}（第 ${page} 页）` : list.name,
    description: `${list.name}：共 ${total} 项。`,
    path: pagedPath(list.path, page),
    image: '',
    ogType: 'website',
    jsonLd: [],
    breadcrumb: [],
    summary: '',
    safeHtml: '',
    sections: listSections(list.name, list.path, page, total, items),
  };
}

/** Every crawlable page kind, with the list it belongs to (what the header links to). */
export const PAGE_KINDS: (PageKind & { list?: PageLink })[] = [
  { route: '/', build: home },
  { route: '/courses', build: courseList, list: LISTS.courses },
  { route: '/courses/detail/:id', build: course },
  { route: '/live', build: liveList, addon: 'Zhibo', list: LISTS.live },
  { route: '/live/detail/:id', build: live, addon: 'Zhibo' },
  { route: '/book', build: bookList, addon: 'MeeduBooks', list: LISTS.books },
  { route: '/book/detail/:id', build: book, addon: 'MeeduBooks' },
  { route: '/topic', build: topicList, addon: 'MeeduTopics', list: LISTS.topics },
  { route: '/topic/detail/:id', build: topic, addon: 'MeeduTopics' },
  { route: '/learnPath', build: pathList, list: LISTS.paths },
  { route: '/learnPath/detail/:id', build: learnPath },
  { route: '/wenda', build: questionList, addon: 'Wenda', list: LISTS.wenda },
  { route: '/wenda/detail/:id', build: question, addon: 'Wenda' },
  { route: '/announcement', build: announcement, list: LISTS.announcements },
];

/** The site's name, origin and logo as the head names them. */
export async function siteInfo(db: Db, base: string): Promise<SiteInfo & { addons: string[] }> {
  const s = await getSettings(db);
  return { name: s.webname, base, logo: publicAssetUrl(base, s.logo), addons: s.enabled_addons };
}

/**
 * The page for a request, or null when its record is not there for a visitor (unknown, hidden, unpublished, its
 * addon off): the service's "not found" (ApiError) becomes null; any other failure is the server's and is thrown.
 */
export async function buildPage(
  db: Db,
  kind: PageKind,
  r: PageRequest,
  site: SiteInfo & { addons: string[] },
): Promise<PublicPage | null> {
  if (kind.addon && !site.addons.includes(kind.addon)) return null;
  try {
    return await kind.build(db, r, site);
  } catch (e) {
    if (e instanceof ApiError) return null;
    throw e;
  }
}
