/** Text into and out of HTML: escaping what we interpolate, and the text of HTML we store. */

const NAMED_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes a value for HTML text or a quoted attribute (`null`/`undefined` as empty text). */
export const escapeHtml = (value: string | number | null | undefined): string =>
  String(value ?? '').replace(/[&<>"']/g, (ch) => NAMED_ENTITIES[ch]!);

/**
 * The same escaping with numeric references (`&#60;`), as the protocol pages have always been sent; kept apart
 * so their markup stays byte for byte what it was.
 */
export const escapeHtmlNumeric = (s: string): string =>
  s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Removes HTML tags and comments the way PHP's strip_tags does for typical input: `<b>`, `</p>`, `<!-- -->`,
 * `<br/>` go; a `<` not followed by a tag name (`a < b`) stays as text.
 */
export const stripTags = (s: string) =>
  s.replace(/<!--[\s\S]*?(?:-->|$)/g, '').replace(/<\/?[a-zA-Z!?][^>]*(?:>|$)/g, '');

/** The HTML entities stored text uses, decoded (`&amp;` last, so `&amp;lt;` stays `&lt;`). */
export const decodeEntities = (s: string) =>
  s
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The readable text of stored HTML on one line: tags become spaces, entities are decoded, spaces collapse. */
export const htmlToText = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** Plain text as HTML: escaped, line breaks kept. What a client sends as HTML is never trusted. */
export const textToHtml = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');
