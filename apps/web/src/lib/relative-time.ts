import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { wireTimeMs } from './site-time.ts';

// Set here, with the storefront's only use of dayjs, rather than at start-up: dayjs is then not part of the
// first download of pages that show no dates (issue 10).
dayjs.locale('zh-cn');

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The literal value the server (or an optimistic update) may send instead of a date. */
const JUST_NOW = '刚刚';

/** A wire time as the instant it names: raw times in the site's zone (lib/site-time.ts), ISO times by their offset. */
function wireTime(value: string): dayjs.Dayjs {
  const ms = wireTimeMs(value);
  return Number.isNaN(ms) ? dayjs(value) : dayjs(ms);
}

type LongFormats = { monthDay: string; full: string };

function relative(value: string | null | undefined, now: number, formats: LongFormats): string {
  if (!value) return '';
  if (value === JUST_NOW) return JUST_NOW;
  const at = wireTime(value);
  if (!at.isValid()) return value;
  const seconds = Math.floor((now - at.valueOf()) / 1000);
  if (seconds < MINUTE) return JUST_NOW;
  if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)}分钟前`;
  if (seconds < DAY) return `${Math.floor(seconds / HOUR)}小时前`;
  if (seconds < 7 * DAY) return `${Math.floor(seconds / DAY)}天前`;
  // The two long branches show the learner's own calendar (the reference formats them in UTC: 8 hours off in China).
  if (seconds < 365 * DAY) return at.format(formats.monthDay);
  return at.format(formats.full);
}

/**
 * "getCommentTime" (SPEC §4, screens account §0.6): 刚刚 / N分钟前 / N小时前 / N天前 / MM-DD / YYYY-MM-DD.
 * `now` is a millisecond timestamp so tests can pin it.
 */
export function commentTime(value: string | null | undefined, now: number = Date.now()): string {
  return relative(value, now, { monthDay: 'MM-DD', full: 'YYYY-MM-DD' });
}

/** "changeTime": the same thresholds, with hours and minutes on the two date branches (MM-DD HH:mm, YYYY-MM-DD HH:mm). */
export function changeTime(value: string | null | undefined, now: number = Date.now()): string {
  return relative(value, now, { monthDay: 'MM-DD HH:mm', full: 'YYYY-MM-DD HH:mm' });
}

/** "dateFormat": YYYY-MM-DD HH:mm in the visitor's local time. */
export function dateFormat(value: string | null | undefined): string {
  if (!value) return '';
  const at = wireTime(value);
  return at.isValid() ? at.format('YYYY-MM-DD HH:mm') : value;
}
