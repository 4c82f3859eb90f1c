const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Countdown text (screens catalog §0.6): '{d}天{hh}时{mm}分{ss}秒' with days, '{hh}时{mm}分{ss}秒' with hours,
 * else '{mm}分{ss}秒'. Never negative.
 */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (d > 0) return `${d}天${pad(h)}时${pad(m)}分${pad(sec)}秒`;
  if (h > 0) return `${pad(h)}时${pad(m)}分${pad(sec)}秒`;
  return `${pad(m)}分${pad(sec)}秒`;
}
