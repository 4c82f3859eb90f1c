import { describe, expect, it } from 'vitest';
import { changeTime, commentTime, dateFormat } from './relative-time.ts';
import { setSiteTimeZone } from './site-time.ts';

/** Runs `check` with the process (the "browser") in `zone`. */
function inZone(zone: string, check: () => void): void {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    check();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

const NOW = Date.parse('2024-06-15T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('commentTime', () => {
  it.each([
    [0, '刚刚'],
    [59, '刚刚'],
    [60, '1分钟前'],
    [3599, '59分钟前'],
    [3600, '1小时前'],
    [86399, '23小时前'],
    [86400, '1天前'],
    [7 * 86400 - 1, '6天前'],
  ])('%i seconds ago reads %s', (seconds, text) => {
    expect(commentTime(ago(seconds), NOW)).toBe(text);
  });

  it('switches to month-day at 7 days and to the full date at 365 days', () => {
    inZone('UTC', () => {
      expect(commentTime(ago(7 * 86400), NOW)).toBe('06-08');
      expect(commentTime(ago(365 * 86400 - 1), NOW)).toBe('06-16');
      expect(commentTime(ago(365 * 86400), NOW)).toBe('2023-06-16');
    });
  });

  it("formats the long branches on the learner's own calendar, whatever the input offset", () => {
    // 2024-01-01T23:30:00Z is 01-01 in New York and 01-02 in Shanghai.
    inZone('America/New_York', () => expect(commentTime('2024-01-02T07:30:00+08:00', NOW)).toBe('01-01'));
    inZone('Asia/Shanghai', () => expect(commentTime('2024-01-01T23:30:00Z', NOW)).toBe('01-02'));
  });

  it("reads raw times as the site's wall time (Asia/Shanghai), wherever the browser is", () => {
    // NOW is 2024-06-15 20:00:00 in Shanghai: an order placed five minutes before reads 5分钟前, not 8小时前.
    for (const zone of ['Asia/Shanghai', 'America/New_York', 'UTC']) {
      inZone(zone, () => {
        expect(commentTime('2024-06-15 19:55:00', NOW)).toBe('5分钟前');
        expect(changeTime('2024-06-15 19:59:30', NOW)).toBe('刚刚');
      });
    }
    inZone('America/New_York', () => expect(dateFormat('2024-06-15 20:00:00')).toBe('2024-06-15 08:00'));
    inZone('Asia/Shanghai', () => expect(dateFormat('2024-06-15 20:00:00')).toBe('2024-06-15 20:00'));
  });

  it('follows the zone the config names', () => {
    setSiteTimeZone('UTC');
    try {
      expect(commentTime('2024-06-15 11:50:00', NOW)).toBe('10分钟前');
    } finally {
      setSiteTimeZone('Asia/Shanghai');
    }
    setSiteTimeZone('Not/AZone');
    expect(commentTime('2024-06-15 19:50:00', NOW)).toBe('10分钟前');
  });

  it('reads the Laravel ISO form with microseconds', () => {
    expect(commentTime('2024-06-15T11:58:00.000000Z', NOW)).toBe('2分钟前');
  });

  it('passes 刚刚 through, treats future times as 刚刚, and keeps unreadable input', () => {
    expect(commentTime('刚刚', NOW)).toBe('刚刚');
    expect(commentTime(new Date(NOW + 10_000).toISOString(), NOW)).toBe('刚刚');
    expect(commentTime('not a date', NOW)).toBe('not a date');
    expect(commentTime('', NOW)).toBe('');
    expect(commentTime(null, NOW)).toBe('');
  });
});

describe('changeTime', () => {
  it('uses the same short thresholds', () => {
    expect(changeTime(ago(59), NOW)).toBe('刚刚');
    expect(changeTime(ago(60), NOW)).toBe('1分钟前');
    expect(changeTime(ago(3600), NOW)).toBe('1小时前');
    expect(changeTime(ago(86400), NOW)).toBe('1天前');
    expect(changeTime(ago(7 * 86400 - 1), NOW)).toBe('6天前');
  });

  it('adds hours and minutes (of the browser zone) to the two date branches', () => {
    inZone('UTC', () => expect(changeTime(ago(7 * 86400), NOW)).toBe('06-08 12:00'));
    inZone('Asia/Shanghai', () => {
      expect(changeTime(ago(7 * 86400), NOW)).toBe('06-08 20:00');
      expect(changeTime(ago(365 * 86400 - 1), NOW)).toBe('06-16 20:00');
      expect(changeTime(ago(365 * 86400), NOW)).toBe('2023-06-16 20:00');
    });
    expect(changeTime('刚刚', NOW)).toBe('刚刚');
  });
});

describe('dateFormat', () => {
  it('formats year-month-day hour:minute in local time', () => {
    const local = new Date(2024, 1, 3, 4, 5, 6);
    expect(dateFormat(local.toISOString())).toBe('2024-02-03 04:05');
    expect(dateFormat('')).toBe('');
    expect(dateFormat('garbage')).toBe('garbage');
  });
});
