/**
 * The two date shapes of the contract (account §1.6): Eloquent `toArray()` values are ISO-8601 UTC with
 * microseconds; raw columns are `YYYY-MM-DD HH:mm:ss`. The database stores the raw form in UTC; replies carry it
 * in the site's zone (below).
 */
import { DEFAULT_SITE_TIME_ZONE, rawTimeIn } from '@meedu/contract';

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

/**
 * The site's zone (SITE_TIMEZONE, set once by createApp). The database keeps raw times in UTC; replies send them as
 * wall times of this zone, as MeEdu does (its servers run in `Asia/Shanghai`).
 */
let siteZone = DEFAULT_SITE_TIME_ZONE;

export function setSiteTimeZone(zone: string): void {
  siteZone = zone;
}

export const siteTimeZone = (): string => siteZone;

/** `2026-11-28 18:30:05` (UTC, stored) → `2026-11-29 02:30:05` (the site's wall time). */
export function siteRawTime(dbTime: string): string {
  return rawTimeIn(siteZone, fromDbTime(dbTime).getTime());
}

/**
 * Every raw time of a serialised reply, moved from UTC to the site's zone: a JSON member whose name ends in `_at` or
 * `_time` and whose whole value is `YYYY-MM-DD HH:mm:ss`. The one place replies turn stored times into wire times,
 * so no reply can forget it. A value inside a longer string is escaped (`\"`) and never matches.
 */
const WIRE_RAW_TIME = /"(\w+(?:_at|_time))":"(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})"/g;

export function rawTimesToSiteZone(json: string): string {
  if (siteZone === 'UTC') return json;
  return json.replace(WIRE_RAW_TIME, (_, name: string, time: string) => `"${name}":"${siteRawTime(time)}"`);
}
