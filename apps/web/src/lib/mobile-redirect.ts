/**
 * Mobile visitors go to the H5 site when the server configures one (screens account §0.1 step 6,
 * screens catalog §21). Pure functions; the start-up sequence applies the result.
 */

/** The reference's user-agent test, case-insensitive. */
const MOBILE_UA =
  /phone|pad|pod|iPhone|iPod|ios|iPad|Android|Mobile|BlackBerry|IEMobile|MQQBrowser|JUC|Fennec|wOSBrowser|BrowserNG|WebOS|Symbian|Windows Phone/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

/** PC path prefix → the H5 hash route and the parameters placed before the id. */
const MAPPINGS: ReadonlyArray<{ prefix: string; route: string; params: Record<string, string> }> = [
  { prefix: '/topic/detail/', route: '/#/pages/webview/webview', params: { course_type: 'topic' } },
  { prefix: '/courses/detail/', route: '/#/pages/course/show', params: {} },
  { prefix: '/courses/video/', route: '/#/pages/course/video', params: {} },
  { prefix: '/live/detail/', route: '/#/packageA/live/show', params: {} },
  { prefix: '/live/video/', route: '/#/packageA/live/video', params: {} },
  { prefix: '/book/detail/', route: '/#/packageA/book/show', params: {} },
  { prefix: '/book/read/', route: '/#/pages/webview/webview', params: { course_type: 'book' } },
  { prefix: '/learnPath/detail/', route: '/#/packageA/learnPath/show', params: {} },
  { prefix: '/exam/papers/detail/', route: '/#/pages/webview/webview', params: { course_type: 'paperRead' } },
  {
    prefix: '/exam/practice/detail/',
    route: '/#/pages/webview/webview',
    params: { course_type: 'practiceRead' },
  },
  {
    prefix: '/exam/mockpaper/detail/',
    route: '/#/pages/webview/webview',
    params: { course_type: 'mockRead' },
  },
];

function encodePairs(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
}

/**
 * Where a mobile visitor of `pathname + search` goes, or null when no H5 site is configured.
 * - With an `msv` parameter: `<h5 origin+path>#/?[<h5 own query>&]msv=<msv>` (the deep link is dropped).
 * - A mapped detail page: `<h5_url><route>` + (`<search>&` or `?`) + the route's parameters and `id`.
 * - Anything else: `<h5_url>` as configured.
 */
export function mobileRedirectTarget(h5Url: string, pathname: string, search: string): string | null {
  const h5 = h5Url.trim();
  if (!h5) return null;
  const query = new URLSearchParams(search);
  const msv = query.get('msv');
  if (msv) {
    let base: URL;
    try {
      base = new URL(h5);
    } catch {
      return h5;
    }
    const own = base.search.replace(/^\?/, '');
    return `${base.origin}${base.pathname}#/?${own ? `${own}&` : ''}msv=${encodeURIComponent(msv)}`;
  }
  const hit = MAPPINGS.find((m) => pathname.startsWith(m.prefix));
  const id = hit ? pathname.slice(hit.prefix.length).replace(/\/+$/, '') : '';
  if (!hit || !id) return h5;
  const current = search.replace(/^\?/, '');
  const added = encodePairs({ ...hit.params, id: decodeSafe(id) });
  return `${h5.replace(/\/+$/, '')}${hit.route}${current ? `?${current}&` : '?'}${added}`;
}

function decodeSafe(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

/**
 * A redirect that lands on the page the visitor is already on would loop (an h5_url pointing at this site):
 * the start-up sequence skips it.
 */
export function isSamePage(target: string, current: { origin: string; pathname: string }): boolean {
  try {
    const u = new URL(target, current.origin);
    return u.origin === current.origin && u.pathname === current.pathname;
  } catch {
    return false;
  }
}
