import { describe, expect, it } from 'vitest';
import { countdownAnnouncement } from './countdown-announcement.ts';

describe('the exam countdown announcement', () => {
  it('is silent above five minutes and changes only at five and one minute', () => {
    expect(countdownAnnouncement(1200)).toBe('');
    expect(countdownAnnouncement(301)).toBe('');
    expect(countdownAnnouncement(300)).toBe('考试剩余时间不足5分钟');
    expect(countdownAnnouncement(61)).toBe('考试剩余时间不足5分钟');
    expect(countdownAnnouncement(60)).toBe('考试剩余时间不足1分钟');
    expect(countdownAnnouncement(0)).toBe('考试剩余时间不足1分钟');
  });
});
