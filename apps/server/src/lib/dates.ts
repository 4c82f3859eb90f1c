/**
 * The two date shapes of the contract (account §1.6): Eloquent `toArray()` values are ISO-8601 UTC with
 * microseconds; raw columns are `YYYY-MM-DD HH:mm:ss`. The database stores the raw form in UTC.
 */
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export function toDbTime(d: Date): string {
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

export function fromDbTime(s: string): Date {
  return new Date(s.replace(' ', 'T') + 'Z');
}

/** `2024-02-21 09:46:33` (UTC) → `2024-02-21T09:46:33.000000Z` */
export function isoTime(dbTime: string | null): string | null {
  if (dbTime === null) return null;
  return dbTime.replace(' ', 'T') + '.000000Z';
}
