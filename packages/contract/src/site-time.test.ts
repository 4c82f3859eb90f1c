import { describe, expect, it } from 'vitest';
import { instantOfRawTime, isTimeZone, rawTimeIn, zoneOffsetMs } from './site-time.ts';

describe('raw times of the site zone', () => {
  const at = Date.UTC(2026, 10, 28, 18, 30, 5); // 2026-11-28 18:30:05 UTC

  it('writes an instant as the wall time of the zone', () => {
    expect(rawTimeIn('Asia/Shanghai', at)).toBe('2026-11-29 02:30:05');
    expect(rawTimeIn('UTC', at)).toBe('2026-11-28 18:30:05');
    expect(rawTimeIn('America/New_York', at)).toBe('2026-11-28 13:30:05');
  });

  it('reads a wall time of the zone back as the same instant', () => {
    expect(instantOfRawTime('2026-11-29 02:30:05', 'Asia/Shanghai')).toBe(at);
    expect(instantOfRawTime('2026-11-28 13:30:05', 'America/New_York')).toBe(at);
    // Summer time in New York: four hours behind UTC.
    expect(instantOfRawTime('2026-07-01 08:00:00', 'America/New_York')).toBe(Date.UTC(2026, 6, 1, 12));
    expect(instantOfRawTime('2026-11-28T13:30:05Z', 'UTC')).toBeNull();
  });

  it('knows offsets and zones', () => {
    expect(zoneOffsetMs('Asia/Shanghai', at)).toBe(8 * 3_600_000);
    expect(zoneOffsetMs('America/New_York', at + 123)).toBe(-5 * 3_600_000);
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
