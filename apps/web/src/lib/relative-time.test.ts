import { describe, expect, it } from 'vitest';
import { changeTime, commentTime, dateFormat } from './relative-time.ts';

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

  it('switches to month-day (UTC) at 7 days and to the full date at 365 days', () => {
    expect(commentTime(ago(7 * 86400), NOW)).toBe('06-08');
    expect(commentTime(ago(365 * 86400 - 1), NOW)).toBe('06-16');
    expect(commentTime(ago(365 * 86400), NOW)).toBe('2023-06-16');
  });

  it('formats the long branches in UTC whatever the input offset', () => {
    // 2024-01-01T23:30:00Z written with a +08:00 offset is still 01-01 in UTC.
    expect(commentTime('2024-01-02T07:30:00+08:00', NOW)).toBe('01-01');
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

  it('adds hours and minutes (UTC) to the two date branches', () => {
    expect(changeTime(ago(7 * 86400), NOW)).toBe('06-08 12:00');
    expect(changeTime(ago(365 * 86400 - 1), NOW)).toBe('06-16 12:00');
    expect(changeTime(ago(365 * 86400), NOW)).toBe('2023-06-16 12:00');
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
