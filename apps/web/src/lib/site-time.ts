import { DEFAULT_SITE_TIME_ZONE, instantOfRawTime, isTimeZone } from '@meedu/contract';

/**
 * The zone raw `YYYY-MM-DD HH:mm:ss` times on the wire are wall times of: the config reply's `site_timezone` (our
 * server's SITE_TIMEZONE), else `Asia/Shanghai`, where MeEdu servers run. Set once at start-up.
 */
let siteZone = DEFAULT_SITE_TIME_ZONE;

export function setSiteTimeZone(zone: string | undefined): void {
  if (zone && isTimeZone(zone)) siteZone = zone;
}

/**
 * The instant a wire time names, in ms: a raw time read in the site's zone, an ISO time by its own offset; `NaN`
 * when it is neither.
 */
export function wireTimeMs(value: string): number {
  return instantOfRawTime(value, siteZone) ?? Date.parse(value);
}
