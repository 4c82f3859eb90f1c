/**
 * Where a link that came from the server may go (navs, sliders, friendly links, ICP records, block items):
 * parsed with `URL`, never by looking for `http` or `www` somewhere in the text.
 * - `external`: an absolute http(s) address (a `www.` host without a scheme gets https);
 * - `internal`: a path of this app (`/courses`, `courses`);
 * - null: anything else (`javascript:`, `data:`, `//host`, control characters), which is shown as text.
 */
export type SafeHref = { kind: 'external'; href: string } | { kind: 'internal'; path: string };

const APP_ORIGIN = 'http://app.invalid';

export function safeHref(raw: string | null | undefined): SafeHref | null {
  const value = (raw ?? '').trim();
  // eslint-disable-next-line no-control-regex
  if (!value || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (/^www\./i.test(value)) return safeHref(`https://${value}`);
  if (/^[a-z][a-z\d+.-]*:/i.test(value)) {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    // The address as written (the browser parses it as `URL` did); only its scheme decided.
    return url.protocol === 'http:' || url.protocol === 'https:' ? { kind: 'external', href: value } : null;
  }
  if (value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value.startsWith('/') ? value : `/${value}`, APP_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== APP_ORIGIN || url.pathname.startsWith('//')) return null;
  return { kind: 'internal', path: url.pathname + url.search + url.hash };
}
