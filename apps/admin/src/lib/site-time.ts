/**
 * The site's time (UTC+8) in a `datetime-local` field: the server sends `2026-11-28T10:00:00+08:00`, the field
 * shows `2026-11-28T10:00`, and the form sends it back with the site's offset, whatever the browser's zone.
 */
export const toLocalField = (instant: string | null | undefined): string =>
  instant ? instant.slice(0, 16) : '';

export const fromLocalField = (value: string): string => (value ? `${value}:00+08:00` : '');
