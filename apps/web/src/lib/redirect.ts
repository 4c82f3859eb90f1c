/**
 * A `redirect` parameter is followed only when it is a path on this site: one leading '/', not '//' or '/\',
 * no scheme, no control characters. Anything else falls back to '/'.
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
  if (!v.startsWith('/')) return fallback;
  if (v.startsWith('//') || v.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(v)) return fallback;
  try {
    const u = new URL(v, 'http://same.site');
    if (u.origin !== 'http://same.site') return fallback;
    return u.pathname + u.search + u.hash;
  } catch {
    return fallback;
  }
}
