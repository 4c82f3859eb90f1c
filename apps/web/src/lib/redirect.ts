/**
 * A `redirect` parameter is followed only when it is a path on this site. It is normalised with `URL` against
 * this site's origin, and only a same-origin path that cannot be read as another host comes back
 * (`/..//evil.example`, `/%2e%2e//…` and `/\\…` all normalise to `//…`); anything else falls back to `/`.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value) return fallback;
  let v = value.trim();
  try {
    // The parameter may arrive encoded once more than expected.
    if (/^%2f/i.test(v)) v = decodeURIComponent(v);
  } catch {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex
  if (!v.startsWith('/') || /[\u0000-\u001f\u007f]/.test(v)) return fallback;
  const origin = typeof window === 'undefined' ? 'http://same.site' : window.location.origin;
  let url: URL;
  try {
    url = new URL(v, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  const path = url.pathname + url.search + url.hash;
  if (path.startsWith('//') || path.startsWith('/\\')) return fallback;
  return path;
}
