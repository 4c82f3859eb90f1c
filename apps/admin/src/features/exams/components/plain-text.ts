/** Stored rich text as one line of plain text (the console renders no raw HTML): tags dropped, entities read. */
export function plainText(html: string, max = Number.POSITIVE_INFINITY): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
}
