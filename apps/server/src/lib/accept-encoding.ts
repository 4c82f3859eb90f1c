/** The encodings an Accept-Encoding header allows (q > 0); `*` stands for any not named. */
export function acceptedEncodings(header: string | undefined): (encoding: string) => boolean {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  return (encoding) => (q.get(encoding) ?? q.get('*') ?? 0) > 0;
}
