/**
 * What the exam's polite live region says about the time left (issue 29): nothing until five minutes remain, then
 * one sentence per threshold, so a screen reader hears the countdown twice instead of every second.
 */
export function countdownAnnouncement(secondsLeft: number): string {
  if (secondsLeft > 300) return '';
  if (secondsLeft > 60) return '考试剩余时间不足5分钟';
  return '考试剩余时间不足1分钟';
}
