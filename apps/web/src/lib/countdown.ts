const pad = (n: number) => String(n).padStart(2, '0');

export interface CountdownFormat {
  /**
   * The first unit shown: `auto` the largest one that is not zero, down to minutes (screens catalog §0.6); `day`
   * always days (the live room, §8.2); `hour` always hours, with days counted in them (exams, §12.4).
   */
  from?: 'auto' | 'day' | 'hour';
  /** The word for hours: 时 (catalog, exams) or 小时 (the live room). */
  hourUnit?: '时' | '小时';
}

/**
 * The one countdown text: `{d}天{hh}时{mm}分{ss}秒`, starting at the unit `format.from` says. Never negative.
 * By default: '{d}天{hh}时{mm}分{ss}秒' with days, '{hh}时{mm}分{ss}秒' with hours, else '{mm}分{ss}秒'.
 */
export function formatCountdown(totalSeconds: number, format: CountdownFormat = {}): string {
  const { from = 'auto', hourUnit = '时' } = format;
  const s = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(s / 86400);
  const hours = from === 'hour' ? Math.floor(s / 3600) : Math.floor((s % 86400) / 3600);
  const rest = `${pad(Math.floor((s % 3600) / 60))}分${pad(s % 60)}秒`;
  if (from === 'day' || (from === 'auto' && days > 0)) return `${days}天${pad(hours)}${hourUnit}${rest}`;
  if (from === 'hour' || hours > 0) return `${pad(hours)}${hourUnit}${rest}`;
  return rest;
}
