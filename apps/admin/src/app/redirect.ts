/** The `redirect` the login screen goes back to: a path of the console only (no scheme, no `//host`). */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return value;
}
