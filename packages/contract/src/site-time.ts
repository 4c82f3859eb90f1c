/**
 * Raw times on the wire (`YYYY-MM-DD HH:mm:ss`, contract account §1.6) are wall-clock times of the site's zone, as
 * MeEdu sends them (its servers run in `Asia/Shanghai`). ISO times carry their own zone. Shared by the server, which
 * writes raw times in the site zone, and the storefront, which reads them back as instants.
 */
export const DEFAULT_SITE_TIME_ZONE = 'Asia/Shanghai';

const RAW_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** Whether `zone` is an IANA zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock fields of `ms` in `zone`. */
function wallFields(ms: number, zone: string): [number, number, number, number, number, number] {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(zone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return [
    parts.year ?? 0,
    parts.month ?? 0,
    parts.day ?? 0,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  ];
}

/** How far `zone` is ahead of UTC at the instant `ms`, in ms (Asia/Shanghai: 8 hours). */
export function zoneOffsetMs(zone: string, ms: number): number {
  const [y, mo, d, h, mi, s] = wallFields(ms, zone);
  return Date.UTC(y, mo - 1, d, h, mi, s) - (ms - (((ms % 1000) + 1000) % 1000));
}

/** The instant `ms` as a raw time of `zone`: `2026-11-29 12:05:00`. */
export function rawTimeIn(zone: string, ms: number): string {
  const [y, mo, d, h, mi, s] = wallFields(ms, zone);
  return `${y}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}:${pad(s)}`;
}

/**
 * The instant a raw time of `zone` names, in ms; `null` when `raw` is not a raw time. A wall time that a daylight
 * saving change skips or repeats resolves to the offset in force just before the change.
 */
export function instantOfRawTime(raw: string, zone: string): number | null {
  const m = RAW_TIME.exec(raw);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  const first = asUtc - zoneOffsetMs(zone, asUtc);
  const second = asUtc - zoneOffsetMs(zone, first);
  return Math.min(first, second);
}

export const isRawTime = (value: string): boolean => RAW_TIME.test(value);
