const pad = (n: number) => String(n).padStart(2, '0');

/** Duration text (screens catalog §0.3): `mm:ss`, with `hh:` in front from one hour; all parts two digits. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds || 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return h > 0 ? `${pad(h)}:${pad(m)}:${pad(sec)}` : `${pad(m)}:${pad(sec)}`;
}
