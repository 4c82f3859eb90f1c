/**
 * The player's watermark (issue 30): the operator's template filled with a short member code, a masked mobile,
 * the nickname and the date — never the full mobile. Shared by our server, which fills it at the play grant, and
 * the storefront, which fills it itself (without a code) against a MeEdu server.
 *
 * Placeholders: `{code}`, `{mobile}` (masked), `{nickname}`, `{date}`; MeEdu's `${user.mobile}` and `${mobile}`
 * read as the masked mobile, `${user.id}` as the code and `${user.nick_name}` as the nickname, so an old template
 * keeps working without printing personal data.
 */

export interface WatermarkValues {
  /** The member's watermark code, or '' where the server hands out none. */
  code: string;
  /** The mobile as stored; only its masked form is ever written into the text. */
  mobile: string;
  nickname: string;
  /** `YYYY-MM-DD`. */
  date: string;
}

/** `13800000000` → `138****0000`; a number too short to mask keeps only its last two digits. */
export function maskMobile(mobile: string): string {
  const digits = mobile.trim();
  if (digits === '') return '';
  if (digits.length >= 7) return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
  return `****${digits.slice(-2)}`;
}

const CODE_PLACEHOLDERS = ['{code}', '${user.id}'];

/** Whether a template prints the member code somewhere. */
export const templateHasCode = (template: string): boolean =>
  CODE_PLACEHOLDERS.some((p) => template.includes(p));

/**
 * The watermark text of a template. Every occurrence is replaced. When the template prints no code and there is
 * one, it is appended: a mark that names nobody cannot be traced.
 */
export function fillWatermark(template: string, values: WatermarkValues): string {
  const masked = maskMobile(values.mobile);
  const text = template
    .replaceAll('${user.mobile}', masked)
    .replaceAll('${mobile}', masked)
    .replaceAll('${user.id}', values.code)
    .replaceAll('${user.nick_name}', values.nickname)
    .replaceAll('{code}', values.code)
    .replaceAll('{mobile}', masked)
    .replaceAll('{nickname}', values.nickname)
    .replaceAll('{date}', values.date)
    .trim();
  if (values.code === '' || templateHasCode(template)) return text;
  return text === '' ? values.code : `${text} ${values.code}`;
}
