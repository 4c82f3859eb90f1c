/**
 * Times in the console's forms: a `datetime-local` field holds the site's wall time (UTC+8) without an offset; the
 * wire carries the instant with `+08:00`.
 */
export const toLocalField = (instant: string | null | undefined): string =>
  instant ? instant.slice(0, 16) : '';

export const fromLocalField = (value: string): string => (value ? `${value}:00+08:00` : '');

/** Now in the site's time, for a new record. */
export function nowLocalField(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
}
