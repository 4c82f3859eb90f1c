/** `2026-11-28T10:00:00+08:00` → `2026-11-28 10:00` (the site's time, as the server sends it). */
export function formatInstant(value: string | null | undefined): string {
  if (!value) return '—';
  return value.slice(0, 16).replace('T', ' ');
}

/** Yuan as the storefront shows it: `¥1,234.5`. */
export function formatYuan(value: number): string {
  return `¥${value.toLocaleString('zh-CN', { maximumFractionDigits: 2 })}`;
}
