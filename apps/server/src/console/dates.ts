/**
 * Times on the console's wire: instants in ISO 8601 with the site's offset (UTC+8, China has no daylight saving),
 * days as `YYYY-MM-DD` in that zone. The database keeps `YYYY-MM-DD HH:mm:ss` in UTC (lib/dates.ts).
 */
import { fromDbTime, toDbTime } from '../lib/dates.ts';

export const SITE_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** `2026-11-28 02:00:00` (UTC) → `2026-11-28T10:00:00+08:00` */
export function wireInstant(dbTime: string): string {
  const local = new Date(fromDbTime(dbTime).getTime() + SITE_OFFSET_MS);
  return `${local.toISOString().slice(0, 19)}+08:00`;
}

export const wireInstantOrNull = (dbTime: string | null): string | null =>
  dbTime === null ? null : wireInstant(dbTime);

/** The site's calendar day of an instant. */
export function siteDay(at: Date): string {
  return new Date(at.getTime() + SITE_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `n` days after `day` (negative: before). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The database time at which the site's day `day` begins (`2026-11-28` → `2026-11-27 16:00:00`). */
export function dayStartDb(day: string): string {
  return toDbTime(new Date(Date.parse(`${day}T00:00:00Z`) - SITE_OFFSET_MS));
}

/** The site's day a database time falls on. */
export const siteDayOfDb = (dbTime: string): string => siteDay(fromDbTime(dbTime));
